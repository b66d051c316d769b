import { describe, expect, inject, it } from "vitest";
import { signedOutPaths } from "#app/content/pages.ts";
import { primaryNav } from "#app/content/site.ts";

const baseUrl = inject("baseUrl");
const get = (path: string, init?: RequestInit) =>
  fetch(`${baseUrl}${path}`, { redirect: "manual", ...init });

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-powered-by")).toBeNull();
  // Plain http here: HSTS would be meaningless and is only sent when APP_URL is https.
  expect(response.headers.get("strict-transport-security")).toBeNull();
}

async function assetPath() {
  const html = await (await get("/")).text();
  const match = /\/assets\/entry\.client-[\w-]+\.js/.exec(html);
  if (!match) throw new Error("No client entry script in the home page");
  return match[0];
}

describe("pages", () => {
  it.each(signedOutPaths)("%s renders on the server with status 200", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toMatch(/<h1[^>]*>/);
  });

  it("renders the header links in the server HTML", async () => {
    const html = await (await get("/")).text();
    for (const { to, label } of primaryNav) {
      expect(html).toMatch(new RegExp(`href="${to}"[^>]*>${label}</a>`));
    }
    expect(html).toMatch(/href="\/sign-in"[^>]*>Sign In<\/a>/);
  });

  it("redirects /ai to / on the server", async () => {
    const response = await get("/ai");
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", baseUrl).pathname).toBe("/");
  });

  it("sends a browser asking for /favicon.ico to the site's icon", async () => {
    const response = await get("/favicon.ico");
    expect(response.status).toBe(301);
    const icon = await get(response.headers.get("location") ?? "");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("answers an unknown route with status 404 and a helpful page", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("We couldn&#x27;t find that page");
    expect(html).toContain('href="/solutions"');
  });

  it("sends privacy settings home when nobody is signed in", async () => {
    const response = await get("/privacy-settings");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("security headers", () => {
  it.each([
    ["a page", "/"],
    ["a 404 page", "/no-such-page"],
    ["a redirect", "/ai"],
    ["an API endpoint", "/api/health"],
    ["an unknown API endpoint", "/api/nothing-here"],
    ["a missing asset", "/assets/missing.js"],
  ])("are on %s", async (_name, path) => {
    expectSecurityHeaders(await get(path));
  });

  it("are on built assets too", async () => {
    expectSecurityHeaders(await get(await assetPath()));
  });

  it("use a fresh nonce per response that matches every inline script", async () => {
    const [first, second] = await Promise.all([get("/"), get("/")]);
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));

    const html = await first.text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonceOf(first)}"`);
  });
});

describe("static assets", () => {
  it("are served compressed with immutable caching", async () => {
    const response = await get(await assetPath(), { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("are sent as the copy compressed at build time that the browser prefers", async () => {
    const script = await assetPath();
    const plain = await get(script, { headers: { "accept-encoding": "identity" } });
    const brotli = await get(script, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(brotli.headers.get("vary")).toMatch(/Accept-Encoding/i);
    // Smaller on the wire than gzip, the same script once decoded.
    const gzipped = await get(script, { headers: { "accept-encoding": "gzip" } });
    expect(Number(brotli.headers.get("content-length"))).toBeLessThan(
      Number(gzipped.headers.get("content-length")),
    );
    expect(await brotli.text()).toBe(await plain.text());
  });

  it("answer a path that does not decode with a 400", async () => {
    const response = await get("/assets/%E0%A4%A.js");
    expect(response.status).toBe(400);
  });

  it("answer a missing hashed asset with a plain 404", async () => {
    const response = await get("/assets/missing.js");
    expect(response.status).toBe(404);
  });
});

describe("request bodies", () => {
  const tooLarge = "a".repeat(1024 * 1024 + 1);

  it("over the limit are refused with 413 on pages", async () => {
    const response = await get("/contact", { method: "POST", body: tooLarge });
    expect(response.status).toBe(413);
  });

  it("over the limit are refused with 413 and the JSON envelope on the API", async () => {
    const response = await get("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: "a".repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { status: "INVALID_ARGUMENT", message: "Request body too large." },
    });
  });

  it("malformed JSON gets a 400 envelope, never a 500 or a stack trace", async () => {
    const response = await get("/api/health", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at \w+ \(|SyntaxError|node_modules/);
  });

  it("to a page without a form answer 405 without naming internals", async () => {
    const response = await get("/about", { method: "POST", body: "x=1" });
    expect(response.status).toBe(405);
    expect(await response.text()).not.toMatch(/did not provide an `action`|Internal Server Error/);
  });
});

describe("health", () => {
  it("reports the database in use", async () => {
    const response = await get("/api/health");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
  });
});

describe("development mailbox", () => {
  it("is open to requests from this machine when no SMTP server is configured", async () => {
    const response = await get("/dev/mailbox");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Development mailbox");
  });
});

describe("server functions", () => {
  const call = (name: string, body: string) =>
    get(`/api/functions/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });

  it("answers checkUserExist with {result: {exists}}", async () => {
    const response = await call(
      "checkUserExist",
      JSON.stringify({ data: { email: "nobody@example.com" } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { exists: false } });
  });

  it.each([
    ["malformed JSON", "checkUserExist", "{data:", 400, "INVALID_ARGUMENT"],
    ["a missing field", "checkUserExist", JSON.stringify({ data: {} }), 400, "INVALID_ARGUMENT"],
    [
      "a wrong-typed field",
      "checkUserExist",
      JSON.stringify({ data: { email: 42 } }),
      400,
      "INVALID_ARGUMENT",
    ],
    [
      "a malformed email",
      "checkUserExist",
      JSON.stringify({ data: { email: "a@" } }),
      400,
      "INVALID_ARGUMENT",
    ],
    ["an unknown function", "dropTables", JSON.stringify({ data: {} }), 404, "NOT_FOUND"],
  ])("answers %s with %i in the error envelope", async (_case, name, body, status, code) => {
    const response = await call(name, body);
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: { status: string; message: string } };
    expect(json.error.status).toBe(code);
    expect(json.error.message).toBeTruthy();
  });
});

describe("development mailbox behind a proxy", () => {
  it("stays closed to a request relayed from elsewhere, whatever address it claims", async () => {
    const response = await get("/dev/mailbox", { headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(response.status).toBe(404);
  });
});
