import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lifecycleMessages } from "#app/account/account-messages.ts";
import { authErrorMessages, authMessages } from "#app/auth/auth-messages.ts";
import { startAccountServer, type AccountServer } from "#tests/support/account-server.ts";
import {
  createHttpVisitor,
  createVerifiedAccount,
  signedInAccountHolder,
  signInOverHttp,
  siteVisitor,
  type HttpVisitor,
} from "#tests/support/http-visitor.ts";

let site: AccountServer;

/**
 * A page's HTML with what legitimately differs between two answers taken out: the per-response
 * nonce, React's generated ids and the address that was typed. What remains must be identical.
 */
function normalised(html: string, email: string) {
  return html
    .replaceAll(email, "EMAIL")
    .replace(/nonce="[^"]+"/g, 'nonce="N"')
    .replace(/_R_[A-Za-z0-9]+_/g, "_R_")
    .replace(/"key":"[^"]+"/g, '"key":"K"');
}

async function answer(response: Response, email: string) {
  return { status: response.status, body: normalised(await response.text(), email) };
}

const callFunction = (visitor: HttpVisitor, name: string, email: string) =>
  visitor.request(`/api/functions/${name}`, {
    method: "POST",
    headers: { origin: new URL(site.url).origin, "content-type": "application/json" },
    body: JSON.stringify({ data: { email } }),
  });

describe("account enumeration", () => {
  beforeAll(async () => {
    site = await startAccountServer("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => site.stop());

  it("answers a sign-in alike for an unknown address and a known one with a wrong password", async () => {
    const known = "known-signin@example.com";
    const unknown = "unknown-signin@example.com";
    await createVerifiedAccount(site, known, "right-password");
    const unverified = "unverified-signin@example.com";
    await siteVisitor(site).post("/sign-in", {
      intent: "sign-up",
      name: "Una",
      email: unverified,
      password: "right-password",
    });
    const closed = "closed-signin@example.com";
    const holder = await signedInAccountHolder(site, closed, "right-password");
    expect((await holder.post("/privacy-settings", { intent: "deactivate" })).status).toBe(302);

    const tryWrong = async (email: string) =>
      answer(await signInOverHttp(siteVisitor(site), email, "wrong-password"), email);
    const reference = await tryWrong(unknown);
    expect(reference.status).toBe(401);
    expect(reference.body).toContain(authErrorMessages["auth/invalid-credential"]);
    // Nothing about an account shows before its password is right: not that it exists, not
    // that it is unverified, not that it is deactivated.
    for (const email of [known, unverified, closed]) {
      expect(await tryWrong(email), email).toEqual(reference);
    }
  });

  it("answers a password reset request alike for known and unknown addresses", async () => {
    const known = "known-reset@example.com";
    await createVerifiedAccount(site, known, "reset-pass");
    const ask = async (email: string) =>
      answer(await siteVisitor(site).post("/sign-in", { intent: "forgot-password", email }), email);
    const forKnown = await ask(known);
    expect(forKnown.status).toBe(200);
    expect(forKnown.body).toContain(authMessages.resetEmailSent);
    expect(await ask("unknown-reset@example.com")).toEqual(forKnown);
  });

  it("answers a verification resend alike for known and unknown addresses", async () => {
    const known = "known-resend@example.com";
    await siteVisitor(site).post("/sign-in", {
      intent: "sign-up",
      name: "Res",
      email: known,
      password: "resend-pass",
    });
    const ask = async (email: string) =>
      answer(
        await siteVisitor(site).post("/sign-in", { intent: "resend-verification", email }),
        email,
      );
    const forKnown = await ask(known);
    expect(forKnown.body).toContain(authMessages.resendSucceeded);
    expect(await ask("unknown-resend@example.com")).toEqual(forKnown);
  });

  it("answers account requests alike, on the page and from the recoverAccount function", async () => {
    const closed = "closed-request@example.com";
    const holder = await signedInAccountHolder(site, closed, "request-pass");
    expect((await holder.post("/privacy-settings", { intent: "deactivate" })).status).toBe(302);
    const unknown = "unknown-request@example.com";

    for (const intent of ["reactivate", "recover"]) {
      const ask = async (email: string) =>
        answer(await siteVisitor(site).post("/account-requests", { intent, email }), email);
      expect(await ask(unknown), intent).toEqual(await ask(closed));
    }

    const messages = {
      activation_requested: lifecycleMessages.reactivationEmailSent,
      recovery_requested: lifecycleMessages.recoveryEmailSent,
    };
    for (const email of [closed, unknown, "another-unknown@example.com"]) {
      const response = await callFunction(siteVisitor(site), "recoverAccount", email);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        result: { status: keyof typeof messages; message: string };
      };
      expect(Object.keys(body)).toEqual(["result"]);
      expect(Object.keys(body.result).sort()).toEqual(["message", "status"]);
      expect(body.result.message).toBe(messages[body.result.status]);
    }
    // The made-up answer for an unknown address does not change between calls.
    const again = async () =>
      (await (await callFunction(siteVisitor(site), "recoverAccount", unknown)).json()) as unknown;
    expect(await again()).toEqual(await again());
  });

  it("limits checkUserExist, the one deliberate exception (docs/product.md#87-server-functions), per client", async () => {
    const caller = createHttpVisitor(site.url, { headers: { "x-forwarded-for": "192.0.2.77" } });
    const statuses: number[] = [];
    let refusal: unknown;
    for (let call = 0; call < 40; call++) {
      const response = await callFunction(caller, "checkUserExist", `probe-${call}@example.com`);
      statuses.push(response.status);
      if (response.status === 429) {
        refusal = await response.json();
        break;
      }
      await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 200).length).toBe(30);
    expect(statuses.at(-1)).toBe(429);
    expect(refusal).toEqual({
      error: {
        status: "RESOURCE_EXHAUSTED",
        message: "Too many requests. Please try again later.",
      },
    });
    // Another client is not held back by this one.
    const other = createHttpVisitor(site.url, { headers: { "x-forwarded-for": "192.0.2.78" } });
    expect((await callFunction(other, "checkUserExist", "probe-0@example.com")).status).toBe(200);
  });

  it("limits one address asked about from many clients", async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 12; call++) {
      const caller = createHttpVisitor(site.url, {
        headers: { "x-forwarded-for": `203.0.113.${call + 1}` },
      });
      const response = await callFunction(caller, "checkUserExist", "targeted@example.com");
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
