import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/client.server.ts";
import { contacts, consultations, conversations, subscriptions } from "#app/db/schema.server.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import { loadOverviewFigures } from "./overview-figures.server.ts";

// 10:00 in New York on Wednesday 25 March 2026 (summer time, UTC-4).
const NOW = new Date("2026-03-25T14:00:00Z");
const at = (iso: string) => new Date(iso);

describe.each(testDrivers)("overview figures on %s", (driver) => {
  let database: TestDatabase;
  let db: Database;

  const contact = (createdAt: Date, status: "new" | "spam" | "done" = "new") => ({
    name: "Ada",
    email: "ada@example.com",
    company: "",
    message: "Hello",
    status,
    createdAt,
  });
  const consultation = (
    createdAt: Date,
    extra: Partial<typeof consultations.$inferInsert> = {},
  ): typeof consultations.$inferInsert => ({
    name: "Grace",
    email: "grace@example.com",
    aiNeeds: "Support",
    selectedDates: [{ date: "2026-04-01", times: ["10:00"] }],
    aiAdoptionChallenge: "Data",
    aiUsageType: "Internal",
    aiExperience: "None",
    createdAt,
    ...extra,
  });
  const conversation = (createdAt: Date) => ({
    userId: "u-1",
    isAnonymous: true,
    adkSessionId: "adk",
    clientSessionId: "client",
    createdAt: createdAt.getTime(),
    lastUpdatedAt: createdAt.getTime(),
  });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.handle.db;
    await db.insert(contacts).values([
      contact(at("2026-03-25T13:00:00Z")),
      contact(at("2026-03-25T03:59:00Z")), // 23:59 on the 24th in New York
      contact(at("2026-03-25T04:00:00Z")), // 00:00 on the 25th
      contact(at("2026-03-20T12:00:00Z"), "done"),
      contact(at("2026-03-20T12:00:00Z"), "spam"),
      // Before summer time began (8 March), New York is UTC-5: 00:30 on 24 February, the
      // first of the 30 days, is 05:30 UTC.
      contact(at("2026-02-24T05:30:00Z")),
      contact(at("2026-02-24T04:30:00Z")), // 23:30 on 23 Feb: outside
      contact(at("2026-03-26T12:00:00Z")), // after now's day: outside
    ]);
    await db
      .insert(consultations)
      .values([
        consultation(at("2026-03-24T15:00:00Z")),
        consultation(at("2026-03-22T15:00:00Z"), { status: "in_progress" }),
        consultation(at("2026-03-22T15:00:00Z"), { meetingStatus: "confirmed" }),
        consultation(at("2026-03-10T15:00:00Z"), { status: "done" }),
        consultation(at("2026-03-10T15:00:00Z")),
        consultation(at("2026-03-10T15:00:00Z"), { status: "spam" }),
        consultation(at("2026-01-05T15:00:00Z")),
      ]);
    await db.insert(conversations).values([
      conversation(at("2026-03-25T12:00:00Z")),
      conversation(at("2026-03-19T04:30:00Z")), // the first of the 7 days
      conversation(at("2026-03-19T03:30:00Z")), // the evening before: 30 days only
      conversation(at("2026-01-05T12:00:00Z")),
    ]);
    await db.insert(subscriptions).values([
      {
        id: "s1",
        email: "a@example.com",
        status: "subscribed",
        createdAt: at("2026-03-25T12:00:00Z"),
      },
      {
        id: "s2",
        email: "b@example.com",
        status: "subscribed",
        createdAt: at("2026-03-01T12:00:00Z"),
      },
      {
        id: "s3",
        email: "c@example.com",
        status: "unsubscribed",
        createdAt: at("2026-03-25T12:00:00Z"),
      },
      { id: "s4", email: "d@example.com", status: "spam", createdAt: at("2026-03-25T12:00:00Z") },
    ]);
  });
  afterAll(() => database.dispose());

  it("counts each window in whole New York days, today included", async () => {
    const figures = await loadOverviewFigures(db, NOW);
    expect(figures.windows).toEqual([
      { days: 7, leads: 7, waitingConsultations: 2, conversations: 2, newSubscribers: 1 },
      { days: 30, leads: 10, waitingConsultations: 3, conversations: 3, newSubscribers: 2 },
    ]);
    expect(figures.waitingConsultationsInAll).toBe(4);
  });

  it("gives leads for each of the last 30 days, days without any included", async () => {
    const { leadsPerDay } = await loadOverviewFigures(db, NOW);
    expect(leadsPerDay).toHaveLength(30);
    expect(leadsPerDay[0]).toEqual({ day: "2026-02-24", leads: 1 });
    expect(leadsPerDay.at(-1)).toEqual({ day: "2026-03-25", leads: 2 });
    const byDay = Object.fromEntries(leadsPerDay.map(({ day, leads }) => [day, leads]));
    expect(byDay).toMatchObject({
      "2026-03-24": 2,
      "2026-03-22": 2,
      "2026-03-20": 1,
      "2026-03-10": 2,
      "2026-03-08": 0,
      "2026-03-23": 0,
    });
    expect(leadsPerDay.reduce((sum, day) => sum + day.leads, 0)).toBe(10);
  });

  it("reads zero everywhere on an empty day", async () => {
    const figures = await loadOverviewFigures(db, new Date("2027-06-01T12:00:00Z"));
    expect(
      figures.windows.every((window) => window.leads === 0 && window.conversations === 0),
    ).toBe(true);
    expect(figures.leadsPerDay.every((day) => day.leads === 0)).toBe(true);
    expect(figures.leadsPerDay.at(-1)!.day).toBe("2027-06-01");
  });
});
