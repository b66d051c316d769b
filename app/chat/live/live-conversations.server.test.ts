import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countWaiting,
  listLiveConversations,
} from "#app/admin/conversations/live/live-list.server.ts";
import type { Database } from "#app/db/client.server.ts";
import { users } from "#app/db/schema.server.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { createConversationStore } from "../conversations/conversations.server.ts";
import {
  conversationToResume,
  firstNameOf,
  isTeamOnDuty,
  joinConversation,
  leaveConversation,
  markDelivered,
  memberAnswering,
  memberInConversation,
  renewDuty,
  renewVisitors,
  requestPerson,
  visitorArrived,
  visitorLeft,
  withinLiveHours,
  writeTeamLine,
  DUTY_LEASE_MS,
} from "./live-conversations.server.ts";
import { createLiveHub, type LiveSignal } from "./live-signals.server.ts";

describe("who the visitor meets", () => {
  it("calls a team member by their first name, or by their address without one", () => {
    expect(firstNameOf("Grace Brewster Hopper", "grace@example.com")).toBe("Grace");
    expect(firstNameOf("  ", "ops.lead@example.com")).toBe("ops.lead");
    expect(firstNameOf(null, "sam@example.com")).toBe("sam");
  });

  it("answers live within support hours in New York, or always when told", () => {
    // Tuesday 24 November 2026, 10:30 in New York (15:30 UTC).
    expect(withinLiveHours(Date.UTC(2026, 10, 24, 15, 30), "support")).toBe(true);
    // The same Tuesday at 18:30 in New York: closed.
    expect(withinLiveHours(Date.UTC(2026, 10, 24, 23, 30), "support")).toBe(false);
    // Saturday 28 November 2026, noon in New York.
    expect(withinLiveHours(Date.UTC(2026, 10, 28, 17), "support")).toBe(false);
    expect(withinLiveHours(Date.UTC(2026, 10, 28, 17), "always")).toBe(true);
  });
});

describe.each(testDrivers)("live conversations, on %s", (driver) => {
  let database: TestDatabase;
  let db: Database;
  const heard: LiveSignal[] = [];
  let hub: ReturnType<typeof createLiveHub>;
  const grace = { id: "u-grace", name: "Grace" };
  const alan = { id: "u-alan", name: "Alan" };

  async function conversation(ownerId: string, text: string, now: number) {
    return createConversationStore(db).open(
      { id: ownerId, name: null, email: null, isAnonymous: true },
      "client-of-test",
      { author: "user", invocationId: "inv_1", textContent: text, isTurnComplete: true },
      { now },
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    await db.insert(users).values([
      { id: grace.id, name: "Grace Hopper", email: "grace@example.com" },
      { id: alan.id, name: "Alan Turing", email: "alan@example.com" },
      { id: "u-visitor", name: "Anonymous", email: "v@anon.invalid", isAnonymous: true },
      { id: "u-other", name: "Anonymous", email: "o@anon.invalid", isAnonymous: true },
    ]);
    hub = createLiveHub(database.handle.listen, (error) => {
      throw error;
    });
    await hub.subscribe((signal) => heard.push(signal));
  });
  afterAll(async () => {
    await hub.close();
    await database.dispose();
  });

  it("counts a member as on duty only while their lease lasts", async () => {
    const now = Date.now();
    await renewDuty(db, grace.id, now);
    expect(await isTeamOnDuty(db, now + 1_000)).toBe(true);
    expect(await isTeamOnDuty(db, now + DUTY_LEASE_MS + 1)).toBe(false);
  });

  it("lists the visitors here, a request for a person first, and counts it as waiting", async () => {
    const now = Date.now();
    const early = await conversation("u-visitor", "Can I talk to someone?", now - 60_000);
    const late = await conversation("u-other", "What is a pilot?", now - 1_000);
    await visitorArrived(db, early, now);
    await visitorArrived(db, late, now);
    await requestPerson(db, early, now);
    const live = await listLiveConversations(db, now);
    expect(live.map((item) => [item.latestMessage, item.waiting])).toEqual([
      ["Can I talk to someone?", true],
      ["What is a pilot?", false],
    ]);
    expect(await countWaiting(db, now)).toBe(1);
    await expect.poll(() => heard.map((signal) => signal.kind)).toContain("requested");

    // One member gets in; a colleague who tries at the same time is told it is taken.
    const outcomes = await Promise.all([
      joinConversation(db, early, grace),
      joinConversation(db, early, alan),
    ]);
    expect(outcomes.sort()).toEqual(["joined", "taken"]);
    const inside = (await memberInConversation(db, early))!;
    expect(await countWaiting(db, now)).toBe(0);
    expect(await leaveConversation(db, early, inside.id === grace.id ? alan : grace)).toBe(false);
    expect(await leaveConversation(db, early, inside)).toBe(true);
    expect(await memberInConversation(db, early)).toBeNull();

    await visitorLeft(db, late);
    expect((await listLiveConversations(db, now)).map((item) => item.id)).toEqual([early]);
  });

  it("keeps a visitor who left gone when a renewal started earlier arrives after", async () => {
    const now = Date.now();
    const id = await conversation("u-other", "Just browsing", now);
    const here = async () => (await listLiveConversations(db, now)).some((item) => item.id === id);
    await visitorArrived(db, id, now);
    await renewVisitors(db, [id], now);
    expect(await here()).toBe(true);
    await visitorLeft(db, id);
    await renewVisitors(db, [id], now);
    expect(await here()).toBe(false);
    // Coming back opens a new lease.
    await visitorArrived(db, id, now);
    expect(await here()).toBe(true);
    await visitorLeft(db, id);
  });

  it("hands back to the assistant when the member in the chat closed the console", async () => {
    const now = Date.now();
    const id = await conversation("u-visitor", "Anyone there?", now);
    await renewDuty(db, alan.id, now);
    expect(await joinConversation(db, id, alan)).toBe("joined");
    expect(await memberAnswering(db, id, now + 1_000)).toEqual(alan);
    // A minute later no page has renewed Alan's duty.
    expect(await memberAnswering(db, id, now + DUTY_LEASE_MS + 1)).toBeNull();
    expect(await memberInConversation(db, id)).toBeNull();
    await expect
      .poll(() => heard.filter((signal) => signal.conversationId === id).map((s) => s.kind))
      .toContain("left");
  });

  it("keeps the team's lines for a visitor who left, until they come back", async () => {
    const now = Date.now();
    const id = await conversation("u-other", "Hello?", now);
    const first = await writeTeamLine(db, id, grace, "Sorry we missed you.", now + 1);
    await writeTeamLine(db, id, grace, "Call us any time.", now + 2);
    await expect
      .poll(() => heard.filter((signal) => signal.kind === "team").map((s) => s.eventId))
      .toContain(first);

    const resumed = await conversationToResume(db, "u-other");
    expect(resumed?.id).toBe(id);
    expect(resumed?.lines.map((line) => [line.name, line.text])).toEqual([
      ["Grace", "Sorry we missed you."],
      ["Grace", "Call us any time."],
    ]);
    await markDelivered(
      db,
      resumed!.lines.map((line) => line.eventId),
    );
    expect(await conversationToResume(db, "u-other")).toBeNull();
  });
});
