// Who gets into the team console (docs/product.md#151-access): access is granted and revoked on
// the command line; everyone else, signed in or not, is answered on every /admin path, by any
// spelling and with any method, as a page, a data request or the route manifest, exactly as for
// a path that does not exist.
import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#tests/support/account-flows.ts";
import { databaseKinds } from "#tests/support/account-server.ts";
import { accessibilityViolations } from "#tests/support/axe.ts";
import { launchBrowser, openPage, viewports } from "#tests/support/browser.ts";
import { request as rawRequest, type HttpResponse } from "#tests/support/http-client.ts";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";
import {
  createVerifiedAccount,
  signedInAccountHolder,
  signInOverHttp,
  siteVisitor,
  type HttpVisitor,
} from "#tests/support/http-visitor.ts";
import { builtRoutes } from "#tests/support/route-inventory.ts";

/** Every console route of the build, with its parameters filled in as a real link would. */
const consoleRoutes = (await builtRoutes())
  .filter((route) => route.path === "/admin" || route.path.startsWith("/admin/"))
  .map((route) => ({
    ...route,
    path: route.path.replace(":kind", "contact").replace(/:\w+/g, randomUUID()),
  }));

const notFoundHeading = "We couldn't find that page";

/** A path no route claims: every console request must be answered as one for this. */
const unknownPath = "/no-such-page";

/** Spellings the router resolves to console paths; sent as written, never normalised. */
const consoleSpellings = [
  "/ADMIN",
  "/%61dmin/inbox",
  "//admin/audit",
  "/admin/",
  "/\\admin",
  "/x/../admin",
  "/./admin",
  "/%2e/admin",
  "/%2E/admin/audit",
  "/.%2E/admin",
  "/x/%2e%2e/admin/inbox",
  "/admin/x/..",
];

const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * An answer with what differs between any two requests taken out (its date, its request id
 * and the per-request script nonce), and everything else kept to be compared.
 */
function comparable({ status, headers, body }: HttpResponse) {
  const withoutNonces = (text: string) =>
    text.replace(/'nonce-[^']+'/g, "'nonce-…'").replace(/nonce="[^"]*"/g, 'nonce="…"');
  const { date: _date, "x-request-id": _requestId, ...rest } = headers;
  return {
    status,
    headers: JSON.parse(withoutNonces(JSON.stringify(rest))) as unknown,
    body: withoutNonces(body),
  };
}

/**
 * Sends `path` exactly as written, and the same request for `unknownAnswer`'s path, and
 * expects the two answers to be the same in everything but their date, id and nonce.
 */
async function expectAnsweredAsUnknown(
  site: ConsoleServer,
  visitor: HttpVisitor,
  method: string,
  path: string,
  unknown: string,
) {
  const send = (target: string) =>
    rawRequest(site.url, {
      method,
      path: target,
      headers: {
        ...(visitor.cookieHeader() ? { cookie: visitor.cookieHeader() } : {}),
        ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: method === "POST" ? "intent=status&status=done" : undefined,
    });
  const [answer, expected] = [comparable(await send(path)), comparable(await send(unknown))];
  expect(answer, `${method} ${path}`).toEqual(expected);
  expect(answer.body, `${method} ${path}`).not.toMatch(/routes\/admin|Team console|Audit log/);
}

/** The build version the route manifest asks for, as the browser reads it from any page. */
async function manifestVersion(site: ConsoleServer): Promise<string> {
  const page = await rawRequest(`${site.url}/`);
  const version = /"version":\s*"([^"]+)"/.exec(page.body)?.[1];
  if (!version) throw new Error("No manifest version on the home page");
  return version;
}

/** React Router's route manifest for these paths, as the browser asks while navigating. */
const manifestPath = (paths: string, version: string, at = "/__manifest") =>
  `${at}?${new URLSearchParams({ paths, version })}`;

/**
 * Every console path and spelling, with every method, as a page and as a data request, and the
 * route manifest asked for console paths: each answered exactly as the same request for a path
 * that does not exist.
 */
async function expectConsoleHidden(site: ConsoleServer, visitor: HttpVisitor) {
  for (const route of consoleRoutes) {
    for (const method of ["GET", "POST"]) {
      await expectAnsweredAsUnknown(site, visitor, method, route.path, unknownPath);
      await expectAnsweredAsUnknown(
        site,
        visitor,
        method,
        `${route.path}.data`,
        `${unknownPath}.data`,
      );
    }
  }
  for (const path of consoleSpellings) {
    for (const method of methods)
      await expectAnsweredAsUnknown(site, visitor, method, path, unknownPath);
  }
  for (const path of ["/x/../admin.data", "/%2e/admin/audit.data", "/ADMIN/inbox.data"])
    await expectAnsweredAsUnknown(site, visitor, "GET", path, `${unknownPath}.data`);

  const version = await manifestVersion(site);
  for (const [asked, unknown] of [
    ["/about,/admin", `/about,${unknownPath}`],
    ["/admin/inbox,/contact", `${unknownPath},/contact`],
    ["/admin,/admin/audit", unknownPath],
    ["admin", unknownPath],
    ["/ADMIN/audit", unknownPath],
    ["/%61dmin", unknownPath],
    ["/x/../admin", unknownPath],
    ["/%2e/admin/inbox", unknownPath],
  ]) {
    await expectAnsweredAsUnknown(
      site,
      visitor,
      "GET",
      manifestPath(asked!, version),
      manifestPath(unknown!, version),
    );
  }
  // The manifest itself, asked for by a path that resolves to it.
  await expectAnsweredAsUnknown(
    site,
    visitor,
    "GET",
    manifestPath("/admin", version, "/x/../__manifest"),
    manifestPath(unknownPath, version),
  );
}

describe.each(databaseKinds)("team console access on %s", (kind) => {
  let site: ConsoleServer;
  let browser: Browser;

  // The embedded database is created from scratch for the suite, which takes a while on a
  // machine running another browser suite beside it.
  beforeAll(async () => {
    site = await startConsoleServer(kind);
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("finds the console's routes in the build", () => {
    const paths = consoleRoutes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/admin", "/admin/inbox", "/admin/audit", "/admin/newsletter"]),
    );
    expect(consoleRoutes.filter((route) => route.hasAction).length).toBeGreaterThan(0);
  });

  // The server keeps running: on the embedded database, which it holds, the tool asks it.
  it("is granted, listed and refused on the command line", { timeout: 300_000 }, async () => {
    const listed = await site.admin(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(site.member.email);

    const again = await site.admin(["grant", site.member.email.toUpperCase()]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("already has team access");

    const stranger = await site.admin(["grant", "nobody-here@example.com"]);
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain("No account uses that email address");

    const unverified = `unverified-${kind}@example.com`;
    const signUp = await siteVisitor(site).post("/sign-in", {
      intent: "sign-up",
      name: "Not Yet",
      email: unverified,
      password: "unverified-pass-1",
    });
    expect(signUp.status).toBe(200);
    const refused = await site.admin(["grant", unverified]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("has not verified its email address");

    const usage = await site.admin(["grant"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run admin");
  });

  it("answers a signed-out visitor on every console path as on a path that does not exist", async () => {
    await expectConsoleHidden(site, siteVisitor(site));
  });

  it("answers a signed-in account holder without access the same way", async () => {
    const holder = await signedInAccountHolder(site, `holder-${kind}@example.com`, "holder-pass-1");
    await expectConsoleHidden(site, holder);
  });

  it("lists console routes in the route manifest for a team member only", async () => {
    const member = siteVisitor(site);
    const signedIn = await signInOverHttp(member, site.member.email, site.member.password);
    expect(signedIn.status).toBe(302);
    const asked = `${site.url}${manifestPath("/about,/admin/audit", await manifestVersion(site))}`;
    const forMember = await rawRequest(asked, { headers: { cookie: member.cookieHeader() } });
    expect(forMember.body).toContain('"routes/admin/audit"');
    const forOutsider = await rawRequest(asked);
    expect(forOutsider.body).toContain('"routes/marketing/about"');
    expect(forOutsider.body).not.toContain("routes/admin");
  });

  it(
    "opens for a team member from the avatar menu, and closes when access is revoked",
    {
      timeout: 180_000,
    },
    async () => {
      const context = await browser.newContext({ viewport: viewports.desktop });
      const { page, problems } = await openPage(context);
      await page.goto(site.url);
      await signIn(page, site.member.email, site.member.password);
      await page.getByRole("button", { name: `Account menu for ${site.member.name}` }).click();
      await page.getByRole("link", { name: "Admin" }).click();
      await page.waitForURL((url) => url.pathname === "/admin");
      await expect
        .poll(() => page.getByRole("navigation", { name: "Console" }).isVisible())
        .toBe(true);
      // A console of its own: who is signed in and the way back, none of the public site's frame.
      await page.getByRole("banner").getByText(site.member.email).waitFor();
      for (const publicPart of [
        page.getByRole("navigation", { name: "Main" }),
        page.getByRole("contentinfo"),
        page.getByRole("textbox", { name: "Email address" }),
        page.getByRole("button", { name: "Chat with Kestrel AI" }),
      ]) {
        expect(await publicPart.count()).toBe(0);
      }
      expect(problems.list).toEqual([]);
      await page.goto(`${site.url}/admin/no-such-console-page`);
      await page.getByRole("heading", { name: notFoundHeading }).waitFor();
      await page.getByRole("navigation", { name: "Console" }).waitFor();
      await page.getByRole("link", { name: "Back to site" }).click();
      await page.getByRole("button", { name: "Chat with Kestrel AI" }).waitFor();
      await page.getByRole("contentinfo").waitFor();
      await context.close();

      // A second member, granted and then revoked: the next request is refused.
      const email = `second-member-${kind}@example.com`;
      await createVerifiedAccount(site, email, "second-pass-1");
      expect((await site.admin(["grant", email])).code).toBe(0);
      const second = siteVisitor(site);
      expect((await signInOverHttp(second, email, "second-pass-1")).status).toBe(302);
      expect((await second.get("/admin")).status).toBe(200);
      const revoked = await site.admin(["revoke", email]);
      expect(revoked.stdout).toContain("no longer has team access");
      expect((await second.get("/admin")).status).toBe(404);
    },
  );

  it("lets a deactivated team member in no more", { timeout: 120_000 }, async () => {
    const email = `leaving-member-${kind}@example.com`;
    await createVerifiedAccount(site, email, "leaving-pass-1");
    expect((await site.admin(["grant", email])).code).toBe(0);
    const member = siteVisitor(site);
    expect((await signInOverHttp(member, email, "leaving-pass-1")).status).toBe(302);
    // A copy of the same session, as a second tab or a stolen cookie would hold it.
    const copy = siteVisitor(site);
    copy.useCookies(member.cookieHeader());
    expect((await copy.get("/admin")).status).toBe(200);
    expect((await member.post("/privacy-settings", { intent: "deactivate" })).status).toBe(302);
    expect((await copy.get("/admin")).status).toBe(404);
    expect((await copy.get("/admin/audit")).status).toBe(404);
  });

  it("shows who gave each team member access in the audit log", async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, problems } = await openPage(context);
    await page.goto(site.url);
    await signIn(page, site.member.email, site.member.password);
    await page.getByRole("button", { name: `Account menu for ${site.member.name}` }).waitFor();
    await page.goto(`${site.url}/admin/audit`);
    const entry = page
      .getByRole("listitem")
      .filter({ hasText: `command line granted console access to ${site.member.email}` });
    await entry.waitFor();
    expect(await entry.getByRole("time").getAttribute("datetime")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(problems.list).toEqual([]);
    await context.close();
  });

  it("has no accessibility violations on the overview and the audit log", async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const context = await browser.newContext({ viewport });
      const { page } = await openPage(context);
      await page.goto(site.url);
      await signIn(page, site.member.email, site.member.password);
      await page.getByRole("button", { name: `Account menu for ${site.member.name}` }).waitFor();
      for (const path of ["/admin", "/admin/audit"]) {
        await page.goto(`${site.url}${path}`);
        await page.getByRole("navigation", { name: "Console" }).waitFor();
        expect(await accessibilityViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
      }
      await context.close();
    }
  });
});
