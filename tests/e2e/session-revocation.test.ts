// A signed-in visitor's pages are served from memory once their session has been looked up, and
// on the embedded database the session itself is kept for a few seconds. These tests show that
// nothing kept in memory outlives the session: sign-out, a password change and a deactivation end
// access on the very next request, on the process that made the change and on another process on
// the same PostgreSQL database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "#app/auth/auth-messages.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import {
  createHttpVisitor,
  createVerifiedAccount,
  signInOverHttp,
  siteVisitor,
  type HttpVisitor,
} from "#tests/support/http-visitor.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";

const PASSWORD = "revocation-pass";
/** The pages a signed-in visitor gets from memory: a marketing page and both account pages. */
const PAGES = ["/about", "/profile", "/privacy-settings"];
let accountCount = 0;

/** What a page shows the visitor: signed in as `email`, and whether it came from memory. */
async function view(visitor: HttpVisitor, path: string, email: string) {
  const response = await visitor.get(path);
  const html = response.status === 200 ? await response.text() : "";
  if (response.status !== 200) await response.body?.cancel();
  return {
    signedIn: html.includes(email) && html.includes("Account menu for"),
    fromMemory: response.headers.get("server-timing") === 'page-cache;desc="hit"',
  };
}

/** Every page, asked twice: the second answer comes from memory, signed in. */
async function expectServedSignedInFromMemory(visitor: HttpVisitor, email: string) {
  for (const path of PAGES) {
    expect(await view(visitor, path, email), path).toMatchObject({ signedIn: true });
    expect(await view(visitor, path, email), path).toEqual({ signedIn: true, fromMemory: true });
  }
}

async function expectSignedOutEverywhere(visitor: HttpVisitor, email: string) {
  for (const path of PAGES) {
    expect((await view(visitor, path, email)).signedIn, path).toBe(false);
  }
}

/** A browser that holds a copy of `visitor`'s cookies and talks to the site at `baseUrl`. */
function copyOf(visitor: HttpVisitor, baseUrl: string) {
  const copy = createHttpVisitor(baseUrl);
  copy.useCookies(visitor.cookieHeader());
  return copy;
}

/** One account signed in from two browsers on `site`. */
async function signedInTwice(site: AccountServer, label: string) {
  const email = `revocation-${label}-${++accountCount}@example.com`;
  await createVerifiedAccount(site, email, PASSWORD);
  const browsers = [siteVisitor(site), siteVisitor(site)] as const;
  for (const browser of browsers) {
    expect((await signInOverHttp(browser, email, PASSWORD)).status).toBe(302);
  }
  return { email, first: browsers[0], second: browsers[1] };
}

/** The three ways access ends, each done from `browser`. */
const endings = {
  async "signs out"(browser: HttpVisitor) {
    expect((await browser.post("/sign-out", {})).status).toBe(302);
  },
  async "changes the password"(browser: HttpVisitor) {
    const changed = await browser.post("/profile", {
      password: "changed-revocation-pass",
      confirmPassword: "changed-revocation-pass",
    });
    expect(await changed.text()).toContain(authMessages.passwordChanged);
  },
  async "deactivates the account"(browser: HttpVisitor) {
    expect((await browser.post("/privacy-settings", { intent: "deactivate" })).status).toBe(302);
  },
};
const endingNames = Object.keys(endings) as (keyof typeof endings)[];

describe.each(databaseKinds)("access ends at once on one process (%s)", (kind) => {
  let site: AccountServer;
  beforeAll(async () => {
    site = await startAccountServer(kind, { TRUST_PROXY: "true" });
  });
  afterAll(() => site.stop());

  it.each(endingNames)("when the holder %s", async (ending) => {
    const { email, first, second } = await signedInTwice(site, `${kind}-one`);
    // The browser that keeps the ended session: a copy of the one that signs out, or the other
    // browser (a password change keeps the session that made it).
    const ended = ending === "signs out" ? copyOf(first, site.url) : second;
    await expectServedSignedInFromMemory(ended, email);

    await endings[ending](first);
    await expectSignedOutEverywhere(ended, email);
  });

  it("shows a changed preference on the next request", async () => {
    const { email, first } = await signedInTwice(site, `${kind}-preference`);
    await expectServedSignedInFromMemory(first, email);
    const before = await (await first.get("/privacy-settings")).text();
    expect(before).toMatch(/role="switch"[^>]*aria-checked="true"/);

    const saved = await first.post("/privacy-settings", {
      intent: "ai-model-opt-in",
      aiModelOptIn: "false",
    });
    expect(saved.status).toBe(200);
    await saved.body?.cancel();
    const after = await (await first.get("/privacy-settings")).text();
    expect(after).toMatch(/role="switch"[^>]*aria-checked="false"/);
  });
});

const postgres = databaseKinds.includes("postgres");
describe.skipIf(!postgres)("access ends at once on a second process (PostgreSQL)", () => {
  let a: AccountServer;
  let b: RunningServer;
  beforeAll(async () => {
    a = await startAccountServer("postgres", { TRUST_PROXY: "true" });
    const port = String(await freePort());
    b = await startServer({
      PORT: port,
      APP_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: a.databaseUrl ?? "",
      SMTP_URL: a.smtp.url,
    });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it.each(endingNames)("when the holder %s on the first", async (ending) => {
    const { email, first, second } = await signedInTwice(a, "two");
    const onB = copyOf(ending === "signs out" ? first : second, b.url);
    await expectServedSignedInFromMemory(onB, email);

    await endings[ending](first);
    await expectSignedOutEverywhere(onB, email);
  });
});
