import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConversationStore } from "#app/chat/conversations/conversations.server.ts";
import { visitorArrived, visitorLeft } from "#app/chat/live/live-conversations.server.ts";
import { auditLog, emailOutbox, users } from "#app/db/schema.server.ts";
import { createTestAccounts } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { LIVE_REPLY_SUBJECT, runLiveAction } from "./live-actions.server.ts";

const grace = { userId: "u-grace", email: "grace@kestrel-ai.com", name: "Grace Hopper" };
const alan = { userId: "u-alan", email: "alan@kestrel-ai.com", name: "Alan Turing" };

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe.each(testDrivers)("live chat actions on %s", (driver) => {
  let site: Awaited<ReturnType<typeof createTestAccounts>>;
  let conversationId: string;

  const act = (actor: typeof grace, visitorHere: boolean, fields: Record<string, string>) =>
    runLiveAction({
      db: site.db,
      mailer: site.mailer,
      actor,
      conversationId,
      visitorHere,
      clientIp: "203.0.113.5",
      appUrl: "https://kestrel-ai.com",
      form: form(fields),
    });

  beforeAll(async () => {
    site = await createTestAccounts(driver);
    await site.db.insert(users).values([
      { id: grace.userId, name: grace.name, email: grace.email },
      { id: alan.userId, name: alan.name, email: alan.email },
      { id: "u-rosa", name: "Rosa Parks", email: "rosa@example.com" },
    ]);
    conversationId = await createConversationStore(site.db).open(
      { id: "u-rosa", name: "Rosa Parks", email: "rosa@example.com", isAnonymous: false },
      "client-of-test",
      { author: "user", invocationId: "inv_1", textContent: "A person?", isTurnComplete: true },
    );
    await visitorArrived(site.db, conversationId);
  });
  afterAll(() => site?.dispose());

  it("lets only the member in the chat write while the visitor is here", async () => {
    expect(await act(grace, true, { intent: "reply", message: "Hello" })).toMatchObject({
      status: "error",
      message: "Join the chat before writing to the visitor.",
    });
    expect(await act(grace, true, { intent: "join" })).toMatchObject({ status: "success" });
    expect(await act(alan, true, { intent: "join" })).toMatchObject({
      status: "error",
      message: "A colleague is already in this chat.",
    });
    expect(await act(alan, true, { intent: "reply", message: "Hi" })).toMatchObject({
      status: "error",
      message: "Grace is in this chat: only they write to the visitor now.",
    });
    expect(await act(grace, true, { intent: "reply", message: "   " })).toMatchObject({
      status: "error",
      fieldErrors: { message: "Please write a message." },
    });
    expect(await act(grace, true, { intent: "reply", message: "Hello, Rosa." })).toMatchObject({
      status: "success",
      message: "Sent.",
    });
    expect(await act(grace, true, { intent: "leave" })).toMatchObject({ status: "success" });
    const actions = (await site.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions.sort()).toEqual([
      "conversation.join",
      "conversation.leave",
      "conversation.reply",
    ]);
    expect(await site.db.select().from(emailOutbox)).toEqual([]);
  });

  it("emails a line written after the visitor left to the address they have", async () => {
    await visitorLeft(site.db, conversationId);
    expect(await act(alan, false, { intent: "join" })).toMatchObject({
      status: "error",
      message: "The visitor has left this chat.",
    });
    expect(await act(alan, false, { intent: "reply", message: "Call us any time." })).toMatchObject(
      { status: "success", message: expect.stringContaining("emailed to rosa@example.com") },
    );
    const [mail] = await site.db.select().from(emailOutbox);
    expect(mail).toMatchObject({
      recipient: "rosa@example.com",
      subject: LIVE_REPLY_SUBJECT,
      replyTo: alan.email,
    });
    expect(mail?.text).toContain("Alan from Kestrel AI wrote:\n\nCall us any time.");
  });
});
