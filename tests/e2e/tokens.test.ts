import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lifecycleMessages } from "#app/account/account-messages.ts";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authErrorMessages, authMessages } from "#app/auth/auth-messages.ts";
import { newsletterWelcomeSubject } from "#app/newsletter/newsletter-emails.server.ts";
import { unsubscribeMessages } from "#app/newsletter/unsubscribe-messages.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import {
  createVerifiedAccount,
  linkParameterIn,
  signedInAccountHolder,
  siteVisitor,
  type HttpVisitor,
} from "#tests/support/http-visitor.ts";

let site: AccountServer;
let accountCount = 0;
const newEmail = (label: string) => `token-${label}-${++accountCount}@example.com`;

/**
 * The same token with one character changed: what a mistyped or forged link holds. Not the last
 * one: in base64url its low bits may be padding that decoders ignore.
 */
function tampered(token: string) {
  const at = token.length - 5;
  return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
}

async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: site.databaseUrl! });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Every table.column of the site's database whose text holds `needle`. */
function columnsHolding(needle: string): Promise<string[]> {
  return withDatabase(async (client) => {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from "${table}" where "${column}"::text like '%' || $1 || '%'`,
        [needle],
      );
      if (Number(rows[0]!.count) > 0) found.push(`${table}.${column}`);
    }
    return found;
  });
}

/**
 * A token that opens an account must not be readable from the database: only its hash is kept,
 * and the delivered email that carried it is forgotten.
 */
async function expectStoredOnlyAsHash(token: string) {
  await expect.poll(() => columnsHolding(token), { timeout: 15_000 }).toEqual([]);
}

/** Moves a stored time into the past, as the passing of time would (PostgreSQL only). */
function backdate(sql: string, parameters: unknown[]) {
  return withDatabase((client) => client.query(sql, parameters));
}

async function textOf(response: Response) {
  return (await response.text()).replaceAll("&#x27;", "'");
}

async function closedAccount(intent: "deactivate" | "delete") {
  const email = newEmail(intent);
  const visitor = await signedInAccountHolder(site, email, "closed-pass");
  expect((await visitor.post("/privacy-settings", { intent })).status).toBe(302);
  return { email, password: "closed-pass" };
}

async function accountLinkToken(email: string, intent: "reactivate" | "recover") {
  const count = site.smtp.messages.length;
  await siteVisitor(site).post("/account-requests", { intent, email });
  const subject =
    intent === "reactivate" ? accountEmailSubjects.reactivation : accountEmailSubjects.recovery;
  const path = intent === "reactivate" ? "/activate-account" : "/recover-account";
  await expect.poll(() => site.smtp.messages.length).toBeGreaterThan(count);
  const mail = await site.smtp.waitForMessage(
    (message) =>
      message.subject === subject &&
      site.smtp.messages.indexOf(message) >= count &&
      (message.to && "text" in message.to ? message.to.text : "") === email,
  );
  return linkParameterIn(mail.text, path, "token");
}

async function resetToken(email: string) {
  const count = site.smtp.messages.length;
  await siteVisitor(site).post("/sign-in", { intent: "forgot-password", email });
  const mail = await site.smtp.waitForMessage(
    (message) =>
      message.subject === accountEmailSubjects.passwordReset &&
      site.smtp.messages.indexOf(message) >= count &&
      (message.to && "text" in message.to ? message.to.text : "") === email,
  );
  return linkParameterIn(mail.text, "/welcome", "oobCode");
}

const resetPage = (visitor: HttpVisitor, code: string) =>
  visitor.get(`/welcome?mode=resetPassword&oobCode=${encodeURIComponent(code)}`).then(textOf);
const reset = (visitor: HttpVisitor, code: string, password: string) =>
  visitor.post("/welcome", { oobCode: code, password, confirmPassword: password }).then(textOf);

describe.each(databaseKinds)("emailed tokens on %s", (kind) => {
  const onPostgres = kind === "postgres";

  beforeAll(async () => {
    site = await startAccountServer(kind, { TRUST_PROXY: "true" });
  });
  afterAll(() => site.stop());

  it("email verification: a wrong link is refused, the right one verifies once", async () => {
    const email = newEmail("verify");
    const visitor = siteVisitor(site);
    await visitor.post("/sign-in", {
      intent: "sign-up",
      name: "Vera",
      email,
      password: "verify-pass",
    });
    const mail = await waitForMail(site, email, accountEmailSubjects.verification);
    const code = linkParameterIn(mail.text, "/welcome", "oobCode");

    const wrong = await visitor.post("/welcome", { intent: "verify", oobCode: tampered(code) });
    expect(wrong.status).toBe(400);
    expect(await textOf(wrong)).toContain(authErrorMessages["auth/invalid-action-code"]);

    const first = await visitor.post("/welcome", { intent: "verify", oobCode: code });
    expect(await textOf(first)).toContain(authMessages.emailVerified);
    await waitForMail(site, email, accountEmailSubjects.welcome);
    // Using it again changes nothing: still verified, and no second welcome email.
    const again = await visitor.post("/welcome", { intent: "verify", oobCode: code });
    expect(await textOf(again)).toContain(authMessages.emailVerified);
    const welcomes = () =>
      site.smtp.messages.filter((m) => m.subject === accountEmailSubjects.welcome).length;
    const before = welcomes();
    // Mail leaves in order: once a later account's welcome has arrived, a second one would have.
    const barrier = newEmail("barrier");
    await createVerifiedAccount(site, barrier, "barrier-pass");
    await waitForMail(site, barrier, accountEmailSubjects.welcome);
    expect(welcomes()).toBe(before + 1);

    if (onPostgres) await expectStoredOnlyAsHash(code);
  });

  it("password reset: wrong, used and expired links get the product's messages", async () => {
    const email = newEmail("reset");
    await createVerifiedAccount(site, email, "before-reset");
    const code = await resetToken(email);
    const visitor = siteVisitor(site);

    expect(await resetPage(visitor, tampered(code))).toContain(
      authErrorMessages["auth/invalid-action-code"],
    );
    expect(await reset(visitor, tampered(code), "forged-reset")).toContain(
      authMessages.resetFailed,
    );
    if (onPostgres) await expectStoredOnlyAsHash(code);

    expect(await resetPage(visitor, code)).toContain("New password");
    expect(await reset(visitor, code, "after-reset")).toContain(authMessages.resetSucceeded);
    expect(await reset(visitor, code, "again-reset")).toContain(authMessages.resetFailed);
    expect(await resetPage(visitor, code)).toContain(authErrorMessages["auth/invalid-action-code"]);

    if (onPostgres) {
      // Better Auth drops expired codes once it has seen them, so each check gets its own code.
      const expire = () =>
        backdate(
          `update verifications set expires_at = now() - interval '1 minute'
           where value = (select id from users where email = $1)`,
          [email],
        );
      const submitted = await resetToken(email);
      await expire();
      expect(await reset(visitor, submitted, "late-reset")).toContain(
        authErrorMessages["auth/expired-action-code"],
      );
      const opened = await resetToken(email);
      await expire();
      expect(await resetPage(visitor, opened)).toContain(
        authErrorMessages["auth/expired-action-code"],
      );
    }
  });

  it("account activation: wrong, used and expired links get the product's messages", async () => {
    const { email, password } = await closedAccount("deactivate");
    const token = await accountLinkToken(email, "reactivate");
    const visitor = siteVisitor(site);
    const activate = (value: string) =>
      visitor
        .post(`/activate-account?token=${encodeURIComponent(value)}`, { email, password })
        .then(textOf);
    if (onPostgres) await expectStoredOnlyAsHash(token);

    expect(await activate("")).toContain(lifecycleMessages.invalidActivationLink);
    expect(await activate(tampered(token))).toContain(lifecycleMessages.activationLinkReplaced);
    expect(await activate(token)).toContain("Your account has been reactivated!");
    expect(await activate(token)).toContain(lifecycleMessages.cannotActivate);

    if (onPostgres) {
      // A second account: the link form shares the sign-in budget of five tries per address.
      const later = await closedAccount("deactivate");
      const late = await accountLinkToken(later.email, "reactivate");
      await backdate(
        `update users set activation_requested_date = activation_requested_date - interval '25 hours'
         where email = $1`,
        [later.email],
      );
      const expired = await visitor.post(`/activate-account?token=${late}`, later).then(textOf);
      expect(expired).toContain(lifecycleMessages.linkExpired);
    }
  });

  it("account recovery: wrong, used and expired links get the product's messages", async () => {
    const { email, password } = await closedAccount("delete");
    const token = await accountLinkToken(email, "recover");
    const visitor = siteVisitor(site);
    const recover = (value: string) =>
      visitor
        .post(`/recover-account?token=${encodeURIComponent(value)}`, { email, password })
        .then(textOf);
    if (onPostgres) await expectStoredOnlyAsHash(token);

    expect(await recover("")).toContain(lifecycleMessages.invalidRecoveryLink);
    expect(await recover(tampered(token))).toContain(lifecycleMessages.recoveryLinkReplaced);
    expect(await recover(token)).toContain("Your account has been successfully recovered!");
    expect(await recover(token)).toContain(lifecycleMessages.cannotRecover);

    if (onPostgres) {
      const later = await closedAccount("delete");
      const late = await accountLinkToken(later.email, "recover");
      await backdate(
        `update users set recovery_requested_date = recovery_requested_date - interval '25 hours'
         where email = $1`,
        [later.email],
      );
      const expired = await visitor.post(`/recover-account?token=${late}`, later).then(textOf);
      expect(expired).toContain(lifecycleMessages.linkExpired);
    }
  });

  it("data export: the download link works once, and not when wrong or expired", async () => {
    const email = newEmail("export");
    const owner = await signedInAccountHolder(site, email, "export-pass");
    const exportToken = async () => {
      const count = site.smtp.messages.length;
      expect((await owner.post("/privacy-settings", { intent: "export" })).status).toBe(200);
      const mail = await site.smtp.waitForMessage(
        (message) =>
          message.subject === accountEmailSubjects.dataExport &&
          site.smtp.messages.indexOf(message) >= count &&
          (message.to && "text" in message.to ? message.to.text : "") === email,
      );
      return linkParameterIn(mail.text, "/data-export", "token");
    };
    const download = (token: string, by = owner) => by.post("/data-export/download", { token });
    const refusedNotice = async (response: Response, by = owner) => {
      expect(response.status).toBe(302);
      const notice = await by.get(response.headers.get("location")!);
      return textOf(notice);
    };
    const token = await exportToken();
    if (onPostgres) await expectStoredOnlyAsHash(token);

    expect(await refusedNotice(await download(tampered(token)))).toContain(
      "This download link has already been used or has expired.",
    );
    // The link alone opens nothing: whoever else holds it must sign in to the owner's account.
    const stranger = siteVisitor(site);
    expect(await refusedNotice(await download(token, stranger), stranger)).toContain(
      "sign in to the account that asked for it",
    );
    const otherAccount = await signedInAccountHolder(site, newEmail("export-other"), "other-pass");
    expect(await refusedNotice(await download(token, otherAccount), otherAccount)).toContain(
      "This download link belongs to another account.",
    );
    const first = await download(token);
    expect(first.status).toBe(200);
    expect(JSON.parse(await first.text())).toMatchObject({ account: { email } });
    expect(await refusedNotice(await download(token))).toContain(
      "This download link has already been used or has expired.",
    );

    if (onPostgres) {
      const late = await exportToken();
      await backdate(
        `update data_exports set expires_at = now() - interval '1 minute'
         where user_id = (select id from users where email = $1)`,
        [email],
      );
      expect(await refusedNotice(await download(late))).toContain(
        "This download link has already been used or has expired.",
      );
    }
  });

  it("newsletter unsubscribe: a wrong link is not found, a used one is no longer available", async () => {
    const email = newEmail("newsletter");
    const visitor = siteVisitor(site);
    await visitor.post("/newsletter", { email });
    const welcome = await waitForMail(site, email, newsletterWelcomeSubject);
    const tokenId = linkParameterIn(welcome.text, "/unsubscribe", "tokenId");
    const unsubscribe = (value: string) =>
      visitor.post("/unsubscribe", { tokenId: value }).then(textOf);

    expect(await unsubscribe("")).toContain(unsubscribeMessages.missingToken);
    expect(await unsubscribe(tampered(tokenId))).toContain(unsubscribeMessages.notFound);
    expect(await unsubscribe(tokenId)).toContain(unsubscribeMessages.unsubscribed);
    expect(await unsubscribe(tokenId)).toContain(unsubscribeMessages.noLongerAvailable);
  });
});
