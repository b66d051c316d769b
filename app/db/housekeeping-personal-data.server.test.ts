import { describe, expect, it } from "vitest";
import {
  ago,
  at,
  DAY,
  nothing,
  now,
  useHousekeepingDatabase,
} from "#tests/support/housekeeping-fixtures.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import {
  consultations,
  contacts,
  conversationEvents,
  conversations,
  sessions,
  subscriptions,
  users,
} from "./schema.server.ts";

// The periods the privacy policy promises for what visitors and account holders leave behind.
describe.each(testDrivers)("housekeeping of personal data on %s", (driver) => {
  const t = useHousekeepingDatabase(driver);

  it("deletes visitors' conversations 90 days after their last message, never account holders'", async () => {
    const [old] = await t.conversation("visitor-old", "visitor", true, ago(90 * DAY));
    const [recent] = await t.conversation("visitor-recent", "visitor", true, ago(90 * DAY - 1));
    await t.conversation("holder", "holder", false, ago(1000 * DAY));
    await t
      .db()
      .insert(conversationEvents)
      .values(
        [old!, recent!].map(({ id }) => ({
          eventId: `evt_${id}`,
          conversationId: id,
          timestamp: 0,
          author: "user" as const,
          invocationId: "inv",
          isTurnComplete: true,
          textContent: "Hello",
        })),
      );

    expect(await t.run(now)).toEqual({ ...nothing, old_visitor_conversations: 1 });
    expect(await t.left(conversations, conversations.title)).toEqual(["holder", "visitor-recent"]);
    expect(await t.left(conversationEvents, conversationEvents.conversationId)).toEqual([
      recent!.id,
    ]);
  });

  it("deletes spam after 30 days and other contact and consultation data after 24 months", async () => {
    for (const insert of [t.contact, t.consultation]) {
      await insert("spam-old", { status: "spam", createdAt: ago(30 * DAY) });
      await insert("spam-recent", { status: "spam", createdAt: ago(30 * DAY - 1) });
      await insert("old", { createdAt: at("2024-01-15T12:00:00.000Z") });
      await insert("recent", { createdAt: at("2024-01-15T12:00:00.001Z") });
    }

    expect(await t.run(now)).toEqual({ ...nothing, old_contacts: 2, old_consultations: 2 });
    expect(await t.left(contacts, contacts.name)).toEqual(["recent", "spam-recent"]);
    expect(await t.left(consultations, consultations.name)).toEqual(["recent", "spam-recent"]);
  });

  it("keeps the record of an opt-out for 24 months, and a subscription while it lasts", async () => {
    const longAgo = at("2020-01-01T00:00:00Z");
    const row = (
      id: string,
      status: (typeof subscriptions.$inferInsert)["status"],
      times: { createdAt: Date; unsubscribedAt?: Date },
    ) => ({ id, email: `${id}@example.com`, status, ...times });
    await t
      .db()
      .insert(subscriptions)
      .values([
        row("subscribed", "subscribed", { createdAt: longAgo }),
        row("unsubscribed-old", "unsubscribed", {
          createdAt: longAgo,
          unsubscribedAt: at("2024-01-15T12:00:00.000Z"),
        }),
        row("unsubscribed-recent", "unsubscribed", {
          createdAt: longAgo,
          unsubscribedAt: at("2024-01-15T12:00:00.001Z"),
        }),
        // A request to be removed has no unsubscribe time; it counts from when it was made.
        row("requested-old", "unsubscribe_requested", {
          createdAt: at("2024-01-15T12:00:00.000Z"),
        }),
        row("requested-recent", "unsubscribe_requested", {
          createdAt: at("2024-01-15T12:00:00.001Z"),
        }),
      ]);

    expect(await t.run(now)).toEqual({ ...nothing, old_opt_outs: 2 });
    expect(await t.left(subscriptions, subscriptions.id)).toEqual([
      "requested-recent",
      "subscribed",
      "unsubscribed-recent",
    ]);
  });

  it("deletes anonymous visitors who own nothing after 30 days, and keeps those who own something", async () => {
    const longAgo = ago(400 * DAY);
    await t.user("idle", { isAnonymous: true, createdAt: ago(30 * DAY) });
    await t.session("idle-session", "idle", ago(-DAY));
    await t.user("new-visitor", { isAnonymous: true, createdAt: ago(30 * DAY - 1) });
    await t.user("holder", { createdAt: longAgo });
    for (const owner of ["contact", "consultation", "subscription", "conversation", "export"]) {
      await t.user(owner, { isAnonymous: true, createdAt: longAgo });
    }
    await t.contact("c", { userId: "contact" });
    await t.consultation("c", { userId: "consultation" });
    await t
      .db()
      .insert(subscriptions)
      .values({ id: "s", email: "s@example.com", status: "subscribed", userId: "subscription" });
    await t.conversation("c", "conversation", true, now);
    await t.dataExport("e", { userId: "export", status: "pending" });
    // Owned nothing but a conversation that ages out in the same run.
    await t.user("past-chatter", { isAnonymous: true, createdAt: longAgo });
    await t.conversation("old", "past-chatter", true, ago(90 * DAY));

    expect(await t.run(now)).toEqual({
      ...nothing,
      old_visitor_conversations: 1,
      unused_anonymous_users: 2,
    });
    expect(await t.left(users, users.id)).toEqual([
      "consultation",
      "contact",
      "conversation",
      "export",
      "holder",
      "new-visitor",
      "subscription",
    ]);
    expect(await t.left(sessions, sessions.id)).toEqual([]);
  });

  it("deletes an erased account's tombstone a year after the erasure", async () => {
    const longAgo = at("2020-01-01T00:00:00Z");
    await t.user("old", { createdAt: longAgo, purgedAt: at("2025-01-15T12:00:00.000Z") });
    await t.user("recent", { createdAt: longAgo, purgedAt: at("2025-01-15T12:00:00.001Z") });
    await t.user("holder", { createdAt: longAgo });

    expect(await t.run(now)).toEqual({ ...nothing, old_tombstones: 1 });
    expect(await t.left(users, users.id)).toEqual(["holder", "recent"]);
  });

  it("counts a year back from February 29 to the last day of February", async () => {
    const longAgo = at("2020-01-01T00:00:00Z");
    await t.user("old", { createdAt: longAgo, purgedAt: at("2027-02-28T12:00:00.000Z") });
    await t.user("recent", { createdAt: longAgo, purgedAt: at("2027-02-28T12:00:00.001Z") });

    expect(await t.run(at("2028-02-29T12:00:00.000Z"))).toEqual({ ...nothing, old_tombstones: 1 });
    expect(await t.left(users, users.id)).toEqual(["recent"]);
  });
});
