import pg from "pg";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountServer, type AccountServer } from "#tests/support/account-server.ts";
import {
  foreignOrigin,
  isSignedIn,
  siteVisitor,
  signedInAccountHolder,
  type HttpVisitor,
} from "#tests/support/http-visitor.ts";
import { startTestOidcProvider, type TestOidcProvider } from "#tests/support/oidc-provider.ts";
import { apiEndpoints, builtRoutes } from "#tests/support/route-inventory.ts";

const routes = await builtRoutes();
const endpoints = apiEndpoints();

/** Nonces seen in this file: each response must have had its own. */
const noncesSeen = new Set<string>();

function expectSecurityHeaders(response: Response, { https }: { https: boolean }) {
  const csp = response.headers.get("content-security-policy") ?? "";
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]{24})'/.exec(scriptSrc)?.[1];
  expect(nonce, `script-src of ${response.url}: ${scriptSrc}`).toBeDefined();
  expect(noncesSeen.has(nonce!), "nonce reused").toBe(false);
  noncesSeen.add(nonce!);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("x-powered-by")).toBeNull();
  const hsts = response.headers.get("strict-transport-security");
  if (https) expect(hsts).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  else expect(hsts).toBeNull();
}

function expectSafeCookies(lines: string[], { https }: { https: boolean }) {
  for (const line of lines) {
    const attributes = line
      .split(";")
      .slice(1)
      .map((attribute) => attribute.trim().toLowerCase());
    expect(attributes, line).toContain("httponly");
    expect(
      attributes.some((a) => a === "samesite=lax" || a === "samesite=strict"),
      line,
    ).toBe(true);
    expect(attributes.includes("secure"), line).toBe(https);
    if (https) expect(line).toMatch(/^__(Secure|Host)-/);
  }
}

const cookieNames = (lines: string[]) => new Set(lines.map((line) => line.split("=")[0]!));

/** Every route of the build, as GET (and as a POST of an empty form where it has an action). */
async function checkEveryRoute(visitor: HttpVisitor, https: boolean) {
  for (const route of routes) {
    const response = await visitor.get(route.path);
    expect([200, 301, 302, 404], `GET ${route.path}`).toContain(response.status);
    await response.body?.cancel();
    expectSecurityHeaders(response, { https });
    if (route.hasAction) {
      const posted = await visitor.post(route.path, {});
      expect(posted.status, `POST ${route.path}`).toBeLessThan(500);
      await posted.body?.cancel();
      expectSecurityHeaders(posted, { https });
    }
  }
}

/** Opens the chat socket as the widget does and returns the handshake's Set-Cookie lines. */
function chatHandshakeCookies(
  visitor: HttpVisitor,
  headers: Record<string, string>,
): Promise<string[]> {
  const url = `${visitor.baseUrl.replace(/^http/, "ws")}/ws/securityheaderschat01`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once("upgrade", (response) => {
      const lines = response.headers["set-cookie"] ?? [];
      visitor.setCookieLines.push(...lines);
      resolve(lines);
      socket.close();
    });
    socket.once("error", reject);
  });
}

describe("security headers and cookies over plain http", () => {
  let site: AccountServer;
  let signedIn: HttpVisitor;
  const visitors: HttpVisitor[] = [];
  const visitor = () => {
    const created = siteVisitor(site);
    visitors.push(created);
    return created;
  };

  beforeAll(async () => {
    site = await startAccountServer("pglite");
    signedIn = await signedInAccountHolder(site, "headers@example.com", "headers-pass");
    visitors.push(signedIn);
  });
  afterAll(() => site.stop());

  it("finds every route of the build and every /api endpoint", () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(["/", "/profile", "/sitemap.xml", "/data-export/download"]),
    );
    expect(endpoints).toEqual(
      expect.arrayContaining([
        { method: "GET", path: "/api/health" },
        { method: "POST", path: "/api/functions/checkUserExist" },
      ]),
    );
  });

  it(`are on every one of the ${routes.length} routes for a visitor who is not signed in`, async () => {
    await checkEveryRoute(visitor(), false);
  });

  it("are on every route for a signed-in account holder", async () => {
    expect(await isSignedIn(signedIn)).toBe(true);
    for (const route of routes) {
      const response = await signedIn.get(route.path);
      await response.body?.cancel();
      expectSecurityHeaders(response, { https: false });
    }
  });

  it(`are on every one of the ${endpoints.length} /api endpoints`, async () => {
    const caller = visitor();
    for (const endpoint of endpoints) {
      const response =
        endpoint.method === "GET"
          ? await caller.get(endpoint.path)
          : await caller.request(endpoint.path, {
              method: "POST",
              headers: { origin: new URL(site.url).origin, "content-type": "application/json" },
              body: JSON.stringify({ data: { email: "api-headers@example.com" } }),
            });
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBeLessThan(500);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      await response.body?.cancel();
      expectSecurityHeaders(response, { https: false });
    }
  });

  it("are on assets, health checks, data requests and HEAD requests", async () => {
    const caller = visitor();
    const html = await (await caller.get("/")).text();
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    const stylesheet = /\/assets\/[\w-]+\.css/.exec(html)?.[0];
    for (const path of [
      script!,
      stylesheet!,
      "/favicon.svg",
      "/healthz",
      "/readyz",
      "/about.data",
      "/privacy-settings.data",
      `/__manifest?paths=${encodeURIComponent("/about")}`,
    ]) {
      const response = await caller.get(path);
      expect(response.status, path).toBeLessThan(500);
      await response.body?.cancel();
      expectSecurityHeaders(response, { https: false });
    }
    expectSecurityHeaders(await caller.request("/", { method: "HEAD" }), { https: false });
  });

  it.each([
    ["400 on malformed JSON", "/api/functions/checkUserExist", 400, "{not json"],
    ["400 on a malformed path", "/%E0%A4%A", 400, undefined],
    ["404 on a missing page", "/no-such-page", 404, undefined],
    ["404 on a missing asset", "/assets/missing.js", 404, undefined],
    ["404 on a missing endpoint", "/api/no-such-endpoint", 404, undefined],
    ["405 on a POST to a page without a form", "/about", 405, "x=1"],
    ["413 on an oversized body", "/contact", 413, "a".repeat(1024 * 1024 + 1)],
  ] as const)("are on error responses: %s", async (_case, path, status, body) => {
    const caller = visitor();
    const response =
      body === undefined
        ? await caller.get(path)
        : await caller.request(path, {
            method: "POST",
            headers: {
              origin: new URL(site.url).origin,
              "content-type": path.startsWith("/api/")
                ? "application/json"
                : "application/x-www-form-urlencoded",
            },
            body,
          });
    expect(response.status).toBe(status);
    await response.body?.cancel();
    expectSecurityHeaders(response, { https: false });
  });

  it("are on refusals: 403 cross-site, 411 without a length", async () => {
    const caller = visitor();
    const refused = await caller.post("/contact", {}, { origin: foreignOrigin });
    expect(refused.status).toBe(403);
    expectSecurityHeaders(refused, { https: false });
    const chunked = await caller.request("/contact", {
      method: "POST",
      headers: { origin: new URL(site.url).origin },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("name=x"));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);
    expectSecurityHeaders(chunked, { https: false });
  });

  it("are on redirects", async () => {
    const caller = visitor();
    for (const path of ["/ai", "/privacy-settings", "/sign-out", "/data-export/download"]) {
      const response = await caller.get(path);
      expect([301, 302], path).toContain(response.status);
      expectSecurityHeaders(response, { https: false });
    }
  });

  it("every cookie the site sets is HttpOnly and SameSite, and none is Secure on http", async () => {
    const anonymous = visitor();
    await anonymous.post("/newsletter", { email: "cookie-check@example.com" });
    await chatHandshakeCookies(visitor(), { origin: new URL(site.url).origin });
    const lines = visitors.flatMap((entry) => entry.setCookieLines);
    expect([...cookieNames(lines)]).toContain("kestrel.session_token");
    expectSafeCookies(lines, { https: false });
  });
});

describe("security headers and cookies behind an https proxy", () => {
  let site: AccountServer;
  let idp: TestOidcProvider;
  const publicUrl = "https://kestrel.test";
  const visitors: HttpVisitor[] = [];
  const visitor = () => {
    const created = siteVisitor(site);
    visitors.push(created);
    return created;
  };

  beforeAll(async () => {
    idp = await startTestOidcProvider(`${publicUrl}/api/auth/callback/google`);
    site = await startAccountServer("pglite", {
      APP_URL: publicUrl,
      TRUST_PROXY: "true",
      GOOGLE_CLIENT_ID: idp.clientId,
      GOOGLE_CLIENT_SECRET: idp.clientSecret,
      GOOGLE_ISSUER: idp.issuer,
    });
  });
  afterAll(async () => {
    await site.stop();
    await idp.stop();
  });

  it("send HSTS and the other headers on every route", async () => {
    await checkEveryRoute(visitor(), true);
  });

  it("keep a signed-in account holder signed in with Secure cookies", async () => {
    const holder = await signedInAccountHolder(site, "https-holder@example.com", "https-pass");
    visitors.push(holder);
    expect(await isSignedIn(holder)).toBe(true);
    const profile = await holder.get("/profile");
    expect(await profile.text()).toContain("https-holder@example.com");
    expectSecurityHeaders(profile, { https: true });
  });

  it("every cookie the site sets is HttpOnly, SameSite and Secure", async () => {
    await visitor().post("/newsletter", { email: "secure-cookie@example.com" });
    await chatHandshakeCookies(visitor(), {
      origin: publicUrl,
      "x-forwarded-host": new URL(publicUrl).host,
      "x-forwarded-proto": "https",
    });
    const google = await visitor().post("/sign-in", { intent: "google" });
    expect(google.status).toBe(302);
    expect(google.headers.get("location")).toMatch(new RegExp(`^${idp.issuer}/`));

    const lines = visitors.flatMap((entry) => entry.setCookieLines);
    expect([...cookieNames(lines)]).toEqual(
      expect.arrayContaining(["__Secure-kestrel.session_token", "__Secure-kestrel.state"]),
    );
    expectSafeCookies(lines, { https: true });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("security headers on server errors", () => {
  let site: AccountServer;

  beforeAll(async () => {
    site = await startAccountServer("postgres");
  });
  afterAll(() => site.stop());

  it("are on the 500 answers given while the database is gone", async () => {
    const holder = await signedInAccountHolder(site, "gone@example.com", "gone-pass");
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const name = new URL(site.databaseUrl!).pathname.slice(1);
      await admin.query(`drop database "${name}" with (force)`);
    } finally {
      await admin.end();
    }
    const page = await holder.get("/profile");
    expect(page.status).toBe(500);
    expectSecurityHeaders(page, { https: false });
    const api = await holder.request("/api/functions/checkUserExist", {
      method: "POST",
      headers: { origin: new URL(site.url).origin, "content-type": "application/json" },
      body: JSON.stringify({ data: { email: "gone@example.com" } }),
    });
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({
      error: {
        status: "INTERNAL",
        message: "Something went wrong on our side. Please try again later.",
      },
    });
    expectSecurityHeaders(api, { https: false });
    // Each failure is one JSON log line without the failed query's parameters (the session
    // token among them); nothing raw goes to standard error.
    await expect.poll(() => site.server.stdout()).toContain('"msg":"Request failed"');
    const failures = site.server.stdout().match(/"msg":"Request failed"/g) ?? [];
    expect(failures).toHaveLength(1);
    expect(site.server.output()).toBe(site.server.stdout());
    expect(site.server.stdout()).not.toContain("params:");
  });
});
