import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contacts, emailOutbox } from "#app/db/schema.server.ts";
import { createInquiryInboxes } from "#app/inquiries/inquiry-inboxes.server.ts";
import { createTestAccounts } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import {
  CHAT_VISITOR_NAME,
  createHandOver,
  emailInMessage,
  formatTranscript,
  MAX_TRANSCRIPT_CHARS,
  type ChatHandOver,
  type HandOverContext,
} from "./hand-over.server.ts";

const visitor: HandOverContext["writer"] = {
  id: "visitor-1",
  name: "Anonymous",
  email: "temp@anonymous.invalid",
  isAnonymous: true,
  sessionId: "session-1",
};

const transcript: HandOverContext["transcript"] = [
  { author: "user", textContent: "Do you integrate with SAP?" },
  { author: "root_agent", textContent: "If a system has an API, we can usually connect it." },
  { author: "user", textContent: "Can I talk to a person?" },
];

describe("the transcript the team reads", () => {
  it("keeps the visitor's words in full and shortens the assistant's replies", () => {
    const long = "word ".repeat(200);
    const text = formatTranscript([
      { author: "user", textContent: long.trim() },
      { author: "root_agent", textContent: long },
    ]);
    const [asked, replied] = text.split("\n\n");
    expect(asked).toBe(`Visitor: ${long.trim()}`);
    expect(replied!.length).toBeLessThan(320);
    expect(replied).toMatch(/^Assistant: word word .*…$/);
  });

  it("writes the assistant's links and emphasis as plain text", () => {
    const text = formatTranscript([
      {
        author: "root_agent",
        textContent: "Use the **Forgot Password** [dialog](/?forgotPassword=true).",
      },
    ]);
    expect(text).toBe("Assistant: Use the Forgot Password dialog (/?forgotPassword=true).");
  });

  it("keeps the start and the end of a conversation past the limit", () => {
    const lines = Array.from({ length: 400 }, (_, index) => ({
      author: "user" as const,
      textContent: `question number ${index} ${"x".repeat(80)}`,
    }));
    const text = formatTranscript(lines);
    expect(text.length).toBeLessThanOrEqual(MAX_TRANSCRIPT_CHARS);
    expect(text).toContain("question number 0 ");
    expect(text).toContain("question number 399 ");
    expect(text).toContain("[…earlier messages left out…]");
  });
});

describe("finding the address in a message", () => {
  it.each([
    ["jo@example.com", "jo@example.com"],
    ["sure, it's jo.smith@example.co.uk.", "jo.smith@example.co.uk"],
    ["my email is <ana@example.org> thanks", "ana@example.org"],
    ["reach me at bob@", "bob@"],
  ])("%j gives %j", (message, email) => {
    expect(emailInMessage(message)).toBe(email);
  });

  it("finds none in a message without an @", () => {
    expect(emailInMessage("what are your hours?")).toBeNull();
  });
});

describe.each(testDrivers)("passing a conversation on, on %s", (driver) => {
  let site: Awaited<ReturnType<typeof createTestAccounts>>;
  let handOver: ChatHandOver;
  beforeAll(async () => {
    site = await createTestAccounts(driver);
    handOver = createHandOver(
      createInquiryInboxes({
        db: site.db,
        mailer: site.mailer,
        accounts: site.accounts,
        operatorEmail: "team@kestrel-ai.com",
      }).chatHandOver,
    );
  });
  beforeEach(async () => {
    await site.db.delete(emailOutbox);
    await site.db.delete(contacts);
  });
  afterAll(() => site.dispose());

  const context = (clientIp: string): HandOverContext => ({
    writer: visitor,
    transcript,
    clientIp,
  });

  it("stores a contact message from the chat and mails the team the transcript", async () => {
    const outcome = await handOver(" Jo@Example.com ", context("203.0.113.5"));
    expect(outcome).toEqual({ status: "sent", email: "jo@example.com" });

    const [row] = await site.db.select().from(contacts);
    expect(row).toMatchObject({
      name: CHAT_VISITOR_NAME,
      email: "jo@example.com",
      source: "chat",
      status: "new",
      userId: "visitor-1",
    });
    expect(row?.message).toBe(formatTranscript(transcript));

    const mail = await site.db.select().from(emailOutbox);
    const team = mail.find((email) => email.recipient === "team@kestrel-ai.com");
    expect(team?.subject).toBe("Question passed on from the chat by jo@example.com");
    expect(team?.replyTo).toBe("jo@example.com");
    expect(team?.text).toContain("Visitor: Do you integrate with SAP?");
    expect(team?.text).toContain("Visitor: Can I talk to a person?");
    // The visitor's copy repeats nothing they typed: it goes to whatever address was given.
    const acknowledgement = mail.find((email) => email.recipient === "jo@example.com");
    expect(acknowledgement?.text).not.toContain("SAP");
  });

  it("refuses an address that is not one, storing and mailing nothing", async () => {
    expect(await handOver("jo@example", context("203.0.113.6"))).toEqual({
      status: "invalid-email",
      message: "Please enter a valid email address.",
    });
    expect(await site.db.select().from(contacts)).toHaveLength(0);
    expect(await site.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("is charged to the contact form's budget for the address", async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      outcomes.push((await handOver("flood@example.com", context(`198.51.100.${attempt}`))).status);
    }
    expect(outcomes).toEqual([...Array<string>(5).fill("sent"), "rate-limited"]);
    expect(await site.db.select().from(contacts)).toHaveLength(5);
  });
});
