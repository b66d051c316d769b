import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, emailOutbox, users } from "#app/db/schema.server.ts";
import { createTestAccounts } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";

type Harness = Awaited<ReturnType<typeof createTestAccounts>>;

/**
 * A sign-up that fails part-way must leave nothing behind. The failures are made by the database
 * itself: a trigger refuses the password row of one address, another the verification email of
 * a second, and a deferred constraint trigger refuses the commit for a third, after every row
 * (and the verification email) was written.
 */
describe.each(testDrivers)("sign-up atomicity on %s", (driver) => {
  let t: Harness;
  beforeAll(async () => {
    t = await createTestAccounts(driver);
    await t.db.execute(sql`
      create function refuse_password_row() returns trigger language plpgsql as $$
      begin
        if (select email from users where id = new.user_id) like 'no-password-%' then
          raise exception 'password row refused';
        end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger refuse_password_row before insert on accounts
      for each row execute function refuse_password_row()`);
    await t.db.execute(sql`
      create function refuse_commit() returns trigger language plpgsql as $$
      begin
        if new.email like 'no-commit-%' then raise exception 'commit refused'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`create constraint trigger refuse_commit after insert on users
      deferrable initially deferred for each row execute function refuse_commit()`);
    await t.db.execute(sql`
      create function refuse_mail() returns trigger language plpgsql as $$
      begin
        if new.recipient like 'no-mail-%' then raise exception 'email refused'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger refuse_mail before insert on email_outbox
      for each row execute function refuse_mail()`);
  });
  afterAll(() => t.dispose());

  async function traces(email: string) {
    const userRows = await t.db.select().from(users).where(eq(users.email, email));
    const accountRows = userRows[0]
      ? await t.db.select().from(accounts).where(eq(accounts.userId, userRows[0].id))
      : [];
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    return { users: userRows.length, accounts: accountRows.length, emails: mail.length };
  }

  it("keeps no user when its password cannot be stored", async () => {
    const email = "no-password-1@example.com";
    await expect(
      t.accounts.signUp({ name: "Half Made", email, password: "pass-word" }),
    ).rejects.toThrow();
    expect(await traces(email)).toEqual({ users: 0, accounts: 0, emails: 0 });
  });

  it("keeps neither the user nor the verification email when the commit fails", async () => {
    const email = "no-commit-1@example.com";
    await expect(
      t.accounts.signUp({ name: "Never Committed", email, password: "pass-word" }),
    ).rejects.toThrow();
    expect(await traces(email)).toEqual({ users: 0, accounts: 0, emails: 0 });
  });

  // The library itself would send the email after its transaction: a crash in between would
  // leave an account that was never told how to verify.
  it("keeps no user when its verification email cannot be queued", async () => {
    const email = "no-mail-1@example.com";
    await expect(
      t.accounts.signUp({ name: "Never Told", email, password: "pass-word" }),
    ).rejects.toThrow();
    expect(await traces(email)).toEqual({ users: 0, accounts: 0, emails: 0 });
  });

  it("writes the user, the password and the verification email together", async () => {
    const email = "whole@example.com";
    expect(await t.accounts.signUp({ name: "Whole", email, password: "pass-word" })).toMatchObject({
      ok: true,
    });
    expect(await traces(email)).toEqual({ users: 1, accounts: 1, emails: 1 });
  });
});
