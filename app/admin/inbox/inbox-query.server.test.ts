import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultations, contacts } from "#app/db/schema.server.ts";
import {
  createTestDatabase,
  testDrivers,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import type { InboxFilter } from "./inbox-filter.ts";
import { exportInbox, INBOX_PAGE_SIZE, likePattern, listInbox } from "./inbox-query.server.ts";

const everything: InboxFilter = { kind: null, status: "open", query: "" };
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

const consultation = {
  aiNeeds: "AI Automation",
  selectedDates: [{ date: "2026-12-01", times: ["10:00 AM"] }],
  aiAdoptionChallenge: "Cost and ROI concerns",
  aiUsageType: "Multiple areas",
  aiExperience: "Using basic AI tools",
};

describe.each(testDrivers)("the inbox on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const db = database.handle.db;
    await db.insert(contacts).values([
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines",
        message: "First line\nsecond line",
        createdAt: day(1),
      },
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        company: "Navy",
        message: "Discount 100% off_now",
        status: "in_progress",
        readAt: day(2),
        createdAt: day(2),
      },
      {
        name: "Robot",
        email: "robot@example.com",
        company: "Spam Inc",
        message: "Buy now",
        status: "spam",
        createdAt: day(3),
      },
      {
        name: "Chat Visitor",
        email: "chat@example.com",
        company: "",
        message: "Visitor: hello",
        source: "chat",
        status: "done",
        createdAt: day(4),
      },
    ]);
    await db.insert(consultations).values([
      {
        ...consultation,
        name: "Linus",
        email: "linus@example.com",
        company: "Kernel Co",
        industry: "Technology",
        createdAt: day(5),
        meetingStatus: "confirmed",
        meetingStartsAt: new Date("2026-12-01T15:00:00Z"),
        meetingDurationMinutes: 30,
      },
      {
        ...consultation,
        name: "Margaret",
        email: "margaret@example.com",
        message: "Apollo guidance",
        createdAt: day(6),
      },
    ]);
  });
  afterAll(() => database.dispose());

  it("lists both kinds newest first, leaving spam out by default, with counts per status", async () => {
    const { rows, counts, total } = await listInbox(database.handle.db, everything, 1);
    expect(rows.map((row) => row.name)).toEqual([
      "Margaret",
      "Linus",
      "Chat Visitor",
      "Grace Hopper",
      "Ada Lovelace",
    ]);
    expect(counts).toEqual({ new: 3, in_progress: 1, done: 1, spam: 1 });
    expect(total).toBe(5);

    const [margaret, linus, chat, , ada] = rows;
    expect(margaret).toMatchObject({
      kind: "consultation",
      summary: "AI Automation",
      readAt: null,
    });
    expect(linus).toMatchObject({
      summary: "AI Automation · Technology",
      meetingStatus: "confirmed",
      meetingDurationMinutes: 30,
    });
    expect(linus?.meetingStartsAt).toEqual(new Date("2026-12-01T15:00:00Z"));
    expect(linus?.createdAt).toEqual(day(5));
    expect(chat).toMatchObject({ kind: "contact", source: "chat", meetingStartsAt: null });
    expect(ada?.summary).toBe("First line\nsecond line");
  });

  it("filters by type and status; spam shows only under its own filter", async () => {
    const db = database.handle.db;
    const spam = await listInbox(db, { ...everything, status: "spam" }, 1);
    expect(spam.rows.map((row) => row.name)).toEqual(["Robot"]);

    const contactsOnly = await listInbox(db, { ...everything, kind: "contact" }, 1);
    expect(contactsOnly.rows.map((row) => row.name)).toEqual([
      "Chat Visitor",
      "Grace Hopper",
      "Ada Lovelace",
    ]);
    expect(contactsOnly.counts).toEqual({ new: 1, in_progress: 1, done: 1, spam: 1 });

    const newConsultations = await listInbox(
      db,
      { kind: "consultation", status: "new", query: "" },
      1,
    );
    expect(newConsultations.rows.map((row) => row.name)).toEqual(["Margaret", "Linus"]);
    expect(newConsultations.counts).toEqual({ new: 2, in_progress: 0, done: 0, spam: 0 });
  });

  it("searches name, email, company and message without case, taking % and _ literally", async () => {
    const db = database.handle.db;
    const search = async (query: string) =>
      (await listInbox(db, { ...everything, query }, 1)).rows.map((row) => row.name);
    expect(await search("ANALYTICAL")).toEqual(["Ada Lovelace"]);
    expect(await search("grace@")).toEqual(["Grace Hopper"]);
    expect(await search("kernel")).toEqual(["Linus"]);
    expect(await search("apollo")).toEqual(["Margaret"]);
    expect(await search("100%")).toEqual(["Grace Hopper"]);
    expect(await search("off_now")).toEqual(["Grace Hopper"]);
    expect(await search("%")).toEqual(["Grace Hopper"]);
    expect(await search("_")).toEqual(["Grace Hopper"]);
    expect(await search("nobody at all")).toEqual([]);
    const counted = await listInbox(db, { ...everything, query: "example.com" }, 1);
    expect(counted.counts).toEqual({ new: 3, in_progress: 1, done: 1, spam: 1 });
    expect(likePattern("a\\b%c_d")).toBe("%a\\\\b\\%c\\_d%");
  });

  it("pages through the list and exports every matching row with whole messages", async () => {
    const db = database.handle.db;
    await db.insert(contacts).values(
      Array.from({ length: INBOX_PAGE_SIZE + 2 }, (_, index) => ({
        name: `Bulk ${String(index).padStart(2, "0")}`,
        email: `bulk${index}@example.org`,
        company: "Bulk",
        message: "x".repeat(400),
        createdAt: day(10 + index),
      })),
    );
    const filter = { ...everything, query: "example.org" };
    const first = await listInbox(db, filter, 1);
    const second = await listInbox(db, filter, 2);
    expect(first.total).toBe(INBOX_PAGE_SIZE + 2);
    expect(first.rows).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.rows[0]?.name).toBe(`Bulk ${INBOX_PAGE_SIZE + 1}`);
    expect(second.rows.map((row) => row.name)).toEqual(["Bulk 01", "Bulk 00"]);
    expect(first.rows[0]?.summary.length).toBeLessThan(400);

    const exported = await exportInbox(db, filter);
    expect(exported).toHaveLength(INBOX_PAGE_SIZE + 2);
    expect(exported[0]?.summary).toHaveLength(400);
    const margaret = (await exportInbox(db, { ...everything, query: "margaret" }))[0];
    // In an export a consultation's message stands alone; its answers have columns of their own.
    expect(margaret?.summary).toBe("Apollo guidance");
    expect(margaret?.answers?.aiNeeds).toBe("AI Automation");
  });
});
