import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authMessages } from "#app/auth/auth-messages.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import {
  createVerifiedAccount,
  isSignedIn,
  linkParameterIn,
  signInOverHttp,
  siteVisitor,
  type HttpVisitor,
} from "#tests/support/http-visitor.ts";

const SESSION_COOKIE = "kestrel.session_token";

let site: AccountServer;
let accountCount = 0;

/** Signed in, as far as the profile page can tell: it shows the holder's own address. */
async function profileShows(visitor: HttpVisitor, email: string) {
  const response = await visitor.get("/profile");
  expect(response.status).toBe(200);
  return (await response.text()).includes(email);
}

async function expectSignedOut(visitor: HttpVisitor, email: string) {
  expect(await profileShows(visitor, email)).toBe(false);
  expect(await isSignedIn(visitor)).toBe(false);
}

async function expectSignedIn(visitor: HttpVisitor, email: string) {
  expect(await profileShows(visitor, email)).toBe(true);
  expect(await isSignedIn(visitor)).toBe(true);
}

/** One account signed in from two browsers (two cookie jars). */
async function signedInTwice(label: string, password = "two-browsers") {
  const email = `session-${label}-${++accountCount}@example.com`;
  await createVerifiedAccount(site, email, password);
  const [first, second] = [siteVisitor(site), siteVisitor(site)];
  for (const visitor of [first, second]) {
    expect((await signInOverHttp(visitor, email, password)).status).toBe(302);
    await expectSignedIn(visitor, email);
  }
  expect(first.cookie(SESSION_COOKIE)).not.toBe(second.cookie(SESSION_COOKIE));
  return { email, password, first, second };
}

describe.each(databaseKinds)("sessions on %s", (kind) => {
  beforeAll(async () => {
    site = await startAccountServer(kind, { TRUST_PROXY: "true" });
  });
  afterAll(() => site.stop());

  it("issues a new session on sign-in instead of keeping the anonymous one", async () => {
    const email = `session-fixation-${kind}@example.com`;
    await createVerifiedAccount(site, email, "fixation-pass");
    const visitor = siteVisitor(site);
    // Subscribing to the newsletter gives a visitor an anonymous session.
    await visitor.post("/newsletter", { email: `anonymous-${kind}@example.com` });
    const anonymous = visitor.cookie(SESSION_COOKIE);
    expect(anonymous).toBeDefined();

    expect((await signInOverHttp(visitor, email, "fixation-pass")).status).toBe(302);
    const signedIn = visitor.cookie(SESSION_COOKIE);
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(anonymous);
    await expectSignedIn(visitor, email);

    // Whoever planted or saw the anonymous cookie is not let in with it.
    const planted = siteVisitor(site);
    planted.useCookies(`${SESSION_COOKIE}=${anonymous}`);
    await expectSignedOut(planted, email);
  });

  it("issues a new session when a signed-in holder signs in again", async () => {
    const { email, password, first } = await signedInTwice(`again-${kind}`);
    const before = first.cookie(SESSION_COOKIE);
    expect((await signInOverHttp(first, email, password)).status).toBe(302);
    expect(first.cookie(SESSION_COOKIE)).not.toBe(before);
  });

  it("ends the session on the server at sign-out: the old cookie is refused afterwards", async () => {
    const { email, first } = await signedInTwice(`sign-out-${kind}`);
    const copied = siteVisitor(site);
    copied.useCookies(first.cookieHeader());
    await expectSignedIn(copied, email);

    expect((await first.post("/sign-out", {})).status).toBe(302);
    await expectSignedOut(first, email);
    await expectSignedOut(copied, email);
  });

  it.each(["deactivate", "delete"])(
    "ends every session of the account when it is %sd from one browser",
    async (intent) => {
      const { email, first, second } = await signedInTwice(`${intent}-${kind}`);
      expect((await first.post("/privacy-settings", { intent })).status).toBe(302);
      await expectSignedOut(first, email);
      await expectSignedOut(second, email);
    },
  );

  it("ends the other sessions when the password is changed, keeping the one that changed it", async () => {
    const { email, first, second } = await signedInTwice(`change-${kind}`);
    const changed = await first.post("/profile", {
      password: "changed-pass",
      confirmPassword: "changed-pass",
    });
    expect(await changed.text()).toContain(authMessages.passwordChanged);
    await expectSignedIn(first, email);
    await expectSignedOut(second, email);
  });

  it("ends every session when the password is reset through the emailed link", async () => {
    const { email, first, second } = await signedInTwice(`reset-${kind}`);
    const stranger = siteVisitor(site);
    await stranger.post("/sign-in", { intent: "forgot-password", email });
    const mail = await waitForMail(site, email, accountEmailSubjects.passwordReset);
    const oobCode = linkParameterIn(mail.text, "/welcome", "oobCode");
    const reset = await stranger.post("/welcome", {
      oobCode,
      password: "reset-pass",
      confirmPassword: "reset-pass",
    });
    expect(await reset.text()).toContain(authMessages.resetSucceeded);
    await expectSignedOut(first, email);
    await expectSignedOut(second, email);
    expect((await signInOverHttp(siteVisitor(site), email, "reset-pass")).status).toBe(302);
  });
});
