import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { subscriptions, users } from "#app/db/schema.server.ts";
import { useSuiteDatabase } from "#tests/support/suite-database.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import {
  countSubscribers,
  exportSubscribers,
  listSubscribers,
  subscriberFilter,
} from "./subscriber-list.server.ts";

const filterOf = (query: string) =>
  subscriberFilter(new URL(`https://kestrel.test/admin/newsletter?${query}`));

describe.each(testDrivers)("subscriber list on %s", (driver) => {
  const { db } = useSuiteDatabase(driver);
  beforeEach(async () => {
    await db().execute(sql`truncate subscriptions, users cascade`);
    await db()
      .insert(users)
      .values([
        { id: "holder", name: "Holder", email: "holder@example.com" },
        { id: "visitor", name: "Visitor", email: "visitor@example.com", isAnonymous: true },
      ]);
    await db()
      .insert(subscriptions)
      .values([
        {
          id: "t1",
          email: "ann@example.com",
          status: "subscribed",
          userId: "holder",
          createdAt: new Date("2026-01-01"),
        },
        {
          id: "t2",
          email: "a_b@example.com",
          status: "subscribed",
          userId: "visitor",
          createdAt: new Date("2026-01-02"),
        },
        {
          id: "t3",
          email: "axb@example.com",
          status: "unsubscribed",
          createdAt: new Date("2026-01-03"),
        },
        { id: "t4", email: "100%@example.com", status: "spam", createdAt: new Date("2026-01-04") },
        {
          id: "t5",
          email: "gone@example.com",
          status: "unsubscribe_requested",
          createdAt: new Date("2026-01-05"),
        },
      ]);
  });

  it("counts subscriptions by status", async () => {
    expect(await countSubscribers(db())).toEqual({
      subscribed: 2,
      unsubscribe_requested: 1,
      unsubscribed: 1,
      spam: 1,
    });
  });

  it("lists newest first, telling real accounts from anonymous visitors, never the token", async () => {
    const { rows, total } = await listSubscribers(db(), filterOf(""), 1);
    expect(total).toBe(5);
    expect(rows.map((row) => [row.email, row.hasAccount])).toEqual([
      ["gone@example.com", false],
      ["100%@example.com", false],
      ["axb@example.com", false],
      ["a_b@example.com", false],
      ["ann@example.com", true],
    ]);
    expect(Object.keys(rows[0]!)).not.toContain("id");
  });

  it("searches for the text as typed, wildcards included, in any case", async () => {
    const emails = async (query: string) =>
      (await listSubscribers(db(), filterOf(query), 1)).rows.map((row) => row.email);
    expect(await emails("q=A_B")).toEqual(["a_b@example.com"]);
    expect(await emails("q=%25")).toEqual(["100%@example.com"]);
    expect(await emails("q=%5C")).toEqual([]);
    expect(await emails("q=ann&status=subscribed")).toEqual(["ann@example.com"]);
    expect(await emails("status=unsubscribed")).toEqual(["axb@example.com"]);
  });

  it("ignores an unknown status and pages through the list", async () => {
    expect(filterOf("status=bogus&q=%20x%20")).toEqual({ q: "x", status: undefined });
    const second = await listSubscribers(db(), filterOf(""), 2);
    expect(second).toEqual({ rows: [], total: 5 });
    expect(
      (await exportSubscribers(db(), filterOf("status=subscribed"))).map((row) => row.email),
    ).toEqual(["a_b@example.com", "ann@example.com"]);
  });
});
