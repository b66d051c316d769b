import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountServer, type AccountServer } from "#tests/support/account-server.ts";
import { createVerifiedAccount } from "#tests/support/injection-accounts.ts";
import {
  formPost,
  jsonPost,
  linksCarrying,
  sendInjections,
  type InjectionRequest,
} from "#tests/support/injection-requests.ts";
import { xssPayloads } from "#tests/support/xss-payloads.ts";

/**
 * The whole payload set through every field the site accepts, at the HTTP level: the browser
 * adds nothing to what the server renders, and thousands of page loads would take far too long.
 * Stored values reach the emails, which injection-forms.test.ts opens in the browser.
 */
let site: AccountServer;
let sessionCookie: string;

function formRequests(payload: string, index: number): InjectionRequest[] {
  const p = payload;
  const url = site.url;
  const signedIn = { cookie: sessionCookie };
  const requests: [string, number, InjectionRequest["send"]][] = [
    ["contact", 4, formPost(url, "/contact", { name: p, email: p, company: p, message: p })],
    ["newsletter", 1, formPost(url, "/newsletter", { email: p })],
    [
      "consultation",
      12,
      formPost(url, "/consultation", {
        consultation: JSON.stringify({
          name: p,
          email: p,
          company: p,
          industry: p,
          aiNeeds: p,
          message: p,
          aiAdoptionChallenge: p,
          aiUsageType: p,
          aiExperience: p,
          selectedDates: [{ date: p, times: [p] }],
          lastSelectedDate: p,
          schedulingPreferences: p,
        }),
      }),
    ],
    ["consultation document", 1, formPost(url, "/consultation", { consultation: p })],
    ["get-started", 3, formPost(url, "/get-started", { businessSize: p, aiNeed: p, timeline: p })],
    [
      "sign-in",
      3,
      formPost(url, "/sign-in", { intent: "sign-in", email: p, password: p, redirectTo: p }),
    ],
    [
      "sign-up",
      3,
      formPost(url, "/sign-in", { intent: "sign-up", name: p, email: p, password: p }),
    ],
    ["forgot password", 1, formPost(url, "/sign-in", { intent: "forgot-password", email: p })],
    [
      "resend verification",
      1,
      formPost(url, "/sign-in", { intent: "resend-verification", email: p }),
    ],
    ["sign-in intent", 1, formPost(url, "/sign-in", { intent: p })],
    ["account request", 2, formPost(url, "/account-requests", { intent: p, email: p })],
    ["unsubscribe request", 1, formPost(url, "/unsubscribe", { intent: "request", email: p })],
    ["unsubscribe link", 1, formPost(url, "/unsubscribe", { tokenId: p })],
    [
      "activation",
      4,
      formPost(url, `/activate-account?token=${encodeURIComponent(p)}`, {
        token: p,
        email: p,
        password: p,
      }),
    ],
    [
      "recovery",
      5,
      formPost(url, `/recover-account?token=${encodeURIComponent(p)}`, {
        token: p,
        email: p,
        password: p,
        acceptTerms: p,
      }),
    ],
    ["email verification", 2, formPost(url, "/welcome", { intent: "verify", oobCode: p })],
    [
      "password reset",
      4,
      formPost(url, "/welcome", { intent: p, oobCode: p, password: p, confirmPassword: p }),
    ],
    [
      "password change",
      2,
      formPost(url, "/profile", { password: p, confirmPassword: `${p}x` }, signedIn),
    ],
    [
      "privacy settings",
      2,
      formPost(url, "/privacy-settings", { intent: p, aiModelOptIn: p }, signedIn),
    ],
    ["checkUserExist", 1, jsonPost(url, "/api/functions/checkUserExist", { data: { email: p } })],
    ["recoverAccount", 1, jsonPost(url, "/api/functions/recoverAccount", { data: { email: p } })],
  ];
  return requests.map(([label, fields, send]) => ({
    label: `${label} #${index}`,
    payload,
    fields,
    send,
  }));
}

function linkRequests(payload: string, index: number): InjectionRequest[] {
  return linksCarrying(payload).map((link) => ({
    label: `${link.split("?")[0]} #${index}`,
    payload,
    fields: 1,
    send: (headers) => fetch(`${site.url}${link}`, { redirect: "manual", headers }),
  }));
}

describe("injection through every field and link, at the HTTP level", () => {
  beforeAll(async () => {
    site = await startAccountServer("pglite", { TRUST_PROXY: "true" });
    const cookies = await createVerifiedAccount(site, {
      name: "Field Tester",
      email: "field-tester@example.com",
      password: "field-tester-password",
    });
    sessionCookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  });
  afterAll(() => site?.stop());

  // Thousands of requests: a generous limit, as this measures correctness, not speed.
  it("never errs, reflects markup or redirects off site", { timeout: 600_000 }, async () => {
    const requests = xssPayloads.flatMap((payload, index) => [
      ...formRequests(payload, index),
      ...linkRequests(payload, index),
    ]);
    const findings = await sendInjections(requests);
    const entries = requests.reduce((sum, request) => sum + request.fields, 0);
    console.log(
      `HTTP pass: ${xssPayloads.length} payloads, ${requests.length} requests, ${entries} payload × field entries`,
    );
    expect(findings).toEqual([]);
  });

  it("signs in to a page of this site only, whatever the form says to return to", async () => {
    const email = "returning@example.com";
    const password = "returning-password";
    await createVerifiedAccount(site, { name: "Returning Visitor", email, password });
    // Browsers drop tabs and line breaks from a URL, which turns these into "//evil.example".
    const locations: string[] = [];
    for (const redirectTo of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example"]) {
      const response = await formPost(site.url, "/sign-in", {
        intent: "sign-in",
        email,
        password,
        redirectTo,
      })({ "x-forwarded-for": "10.254.0.1" });
      locations.push(`${response.status} ${response.headers.get("location")}`);
    }
    expect(locations).toEqual(["302 /", "302 /", "302 /"]);
  });
});
