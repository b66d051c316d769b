import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#app/context.server.ts";
import { eq } from "drizzle-orm";
import { accounts, signInFailures } from "#app/db/schema.server.ts";
import { createTestAccounts } from "#tests/support/test-auth.ts";
import { testDrivers } from "#tests/support/test-database.ts";
import { createLogger } from "#server/logger.ts";
import { handleAuthAction } from "./auth-actions.server.ts";
import { hashPassword } from "./password-hashing.server.ts";
import { createKnownDevices } from "./known-devices.server.ts";
import { createSignInThrottle, signInThrottleRules } from "./sign-in-throttle.server.ts";

/** A browser: its address and the cookies the site has given it. */
interface Client {
  ip: string;
  cookies: Map<string, string>;
}

const client = (ip: string): Client => ({ ip, cookies: new Map() });

const cookieHeaderOf = (from: Client) =>
  [...from.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/** Keeps a cookie the site set, as the browser would. */
function keepCookie(from: Client, setCookie: string) {
  const [pair] = setCookie.split(";");
  const [name, ...value] = pair!.split("=");
  from.cookies.set(name!, value.join("="));
}

describe.each(testDrivers)("sign-in throttling on %s", (driver) => {
  let t: Awaited<ReturnType<typeof createTestAccounts>>;
  let services: AppServices;

  beforeAll(async () => {
    t = await createTestAccounts(driver);
    const knownDevices = createKnownDevices({
      secret: "devices-".padEnd(40, "x"),
      secureCookies: false,
    });
    services = {
      accounts: t.accounts,
      database: { db: t.db },
      signInThrottle: createSignInThrottle({ db: t.db, knownDevices }),
    } as unknown as AppServices;
  });
  afterAll(() => t.dispose());

  /** Posts the sign-in form as this client; the HTTP status it would get. */
  async function signIn(from: Client, email: string, password: string): Promise<number> {
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "sign-in", email, password }))
      form.set(name, value);
    const cookie = cookieHeaderOf(from);
    let response: { status: number; headers: Headers };
    try {
      const result = await handleAuthAction({
        form,
        request: new Request("http://localhost/sign-in", {
          method: "POST",
          headers: cookie ? { cookie } : {},
        }),
        services,
        clientIp: from.ip,
        log: createLogger("silent"),
      });
      response = { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers) };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    for (const setCookie of response.headers.getSetCookie()) keepCookie(from, setCookie);
    // A redirect is a successful sign-in.
    return response.status === 302 ? 200 : response.status;
  }

  it("lets the owner sign in ten times in ten minutes", async () => {
    const { email, password } = await t.verifiedUser(`often-${driver}@example.com`);
    const laptop = client("203.0.113.10");
    const statuses = [];
    for (let index = 0; index < 10; index += 1)
      statuses.push(await signIn(laptop, email, password));
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it("refuses a stranger after five wrong passwords, but not the owner's known browser", async () => {
    const { email, password } = await t.verifiedUser(`target-${driver}@example.com`);
    const owner = client("203.0.113.20");
    expect(await signIn(owner, email, password)).toBe(200);

    const stranger = client("198.51.100.7");
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push(await signIn(stranger, email, "wrong-guess"));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password is refused to an unknown client while the account is locked.
    expect(await signIn(stranger, email, password)).toBe(429);
    expect(await signIn(client("192.0.2.99"), email, password)).toBe(429);

    expect(await signIn(owner, email, password)).toBe(200);
    // The owner on a new network is still known by the browser.
    owner.ip = "192.0.2.50";
    expect(await signIn(owner, email, password)).toBe(200);
  });

  it("forgets a client's failures for an account once it signs in", async () => {
    const { email, password } = await t.verifiedUser(`typo-${driver}@example.com`);
    const phone = client("203.0.113.30");
    for (let index = 0; index < 4; index += 1) expect(await signIn(phone, email, "typo")).toBe(401);
    expect(await signIn(phone, email, password)).toBe(200);
    phone.cookies.clear();
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push(await signIn(phone, email, "typo"));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("gives a known browser a budget of its own, so a stolen device cookie guesses no more", async () => {
    const { email, password } = await t.verifiedUser(`device-${driver}@example.com`);
    const owner = client("203.0.113.40");
    expect(await signIn(owner, email, password)).toBe(200);
    const statuses = [];
    for (let index = 0; index <= signInThrottleRules.perKnownDevice; index += 1)
      statuses.push(await signIn(owner, email, "wrong"));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1)).toEqual(Array(signInThrottleRules.perKnownDevice).fill(401));
    // A device cookie that was tampered with counts for nothing.
    const forger = client("203.0.113.41");
    const [name, value] = [...owner.cookies].find(([cookie]) => cookie.includes("device"))!;
    forger.cookies.set(
      name,
      value.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
    );
    for (let index = 0; index < 5; index += 1) await signIn(forger, email, "wrong");
    expect(await signIn(forger, email, password)).toBe(429);
  });

  it("knows a browser only for the password it proved: a new password makes it a stranger", async () => {
    const { user, email, password } = await t.verifiedUser(`changed-${driver}@example.com`);
    const oldLaptop = client("203.0.113.50");
    expect(await signIn(oldLaptop, email, password)).toBe(200);
    await t.db
      .update(accounts)
      .set({ password: await hashPassword("brand-new-pass") })
      .where(eq(accounts.userId, user.id));
    const stranger = client("198.51.100.150");
    for (let index = 0; index < 5; index += 1) await signIn(stranger, email, "wrong");
    expect(await signIn(oldLaptop, email, "brand-new-pass")).toBe(429);
  });

  it("forgets strangers' failures at a new password and knows only the browser that chose it", async () => {
    const { user, email, password } = await t.verifiedUser(`reset-${driver}@example.com`);
    const usual = client("203.0.113.60");
    const laptop = client("203.0.113.61");
    expect(await signIn(usual, email, password)).toBe(200);
    expect(await signIn(laptop, email, password)).toBe(200);
    const stranger = client("198.51.100.160");
    for (let index = 0; index < 5; index += 1) await signIn(stranger, email, "wrong");
    expect(await signIn(stranger, email, "wrong")).toBe(429);

    // The owner resets the password in the usual browser, as the reset link's page does.
    await t.db
      .update(accounts)
      .set({ password: await hashPassword("after-reset") })
      .where(eq(accounts.userId, user.id));
    const chosen = await services.signInThrottle.passwordChosen(cookieHeaderOf(usual), user.id);
    keepCookie(usual, chosen!);

    // Failures before the reset were guesses at the old password: the count starts again.
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push(await signIn(stranger, email, "wrong"));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await signIn(usual, email, "after-reset")).toBe(200);
    // The other browser proved only the old password: it is a stranger now.
    expect(await signIn(laptop, email, "after-reset")).toBe(429);
  });

  it("counts one address's failures across accounts, and a whole IPv6 /64 as one address", async () => {
    const statuses = [];
    for (let index = 0; index <= signInThrottleRules.perClient; index += 1) {
      const rotated = client(`2001:db8:77:1::${(index + 1).toString(16)}`);
      statuses.push(await signIn(rotated, `nobody-${index}-${driver}@example.com`, "x"));
    }
    expect(statuses).toEqual([...Array(signInThrottleRules.perClient).fill(401), 429]);
    // The neighbouring /64, and IPv4 neighbours, are other clients.
    expect(await signIn(client("2001:db8:77:2::1"), "nobody-x@example.com", "x")).toBe(401);
  });

  it("counts a burst of simultaneous guesses whole", async () => {
    const { email } = await t.verifiedUser(`burst-${driver}@example.com`);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signIn(client(`198.51.100.${index + 100}`), email, "x"),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      signInThrottleRules.perAccount,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it("keys an account by its normalised address and lifts the lock a window later", async () => {
    const { email, password } = await t.verifiedUser(`case-${driver}@example.com`);
    const stranger = client("198.51.100.200");
    for (const typed of [email, email.toUpperCase(), ` ${email} `, email, email])
      expect(await signIn(stranger, typed, "wrong")).toBe(401);
    expect(await signIn(stranger, email.toUpperCase(), password)).toBe(429);

    // Moving the failures back past the window stands for ten minutes going by.
    await t.db
      .update(signInFailures)
      .set({ createdAt: new Date(Date.now() - signInThrottleRules.windowMs - 1000) });
    expect(await signIn(stranger, email, password)).toBe(200);
  });
});
