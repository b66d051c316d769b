// Who gets into the team console (docs/product.md#151-access): access is granted and revoked on
// the command line; everyone else, signed in or not, meets the site's ordinary 404 on every
// /admin path and action, as a page, as a data request and as a post.
import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#tests/support/account-flows.ts";
import { databaseKinds } from "#tests/support/account-server.ts";
import { accessibilityViolations } from "#tests/support/axe.ts";
import { launchBrowser, openPage, viewports } from "#tests/support/browser.ts";
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
/** The same words as the HTML writes them (React escapes the apostrophe). */
const notFoundText = "find that page";

/** A GET, a data request and a post to every console path: all the ordinary 404. */
async function expectConsoleHidden(visitor: HttpVisitor) {
  for (const route of consoleRoutes) {
    const page = await visitor.get(route.path);
    expect(page.status, `GET ${route.path}`).toBe(404);
    const html = await page.text();
    expect(html, `GET ${route.path}`).toContain(notFoundText);
    expect(html).not.toMatch(/routes\/admin|Team console|Audit log/);

    const data = await visitor.get(`${route.path}.data`);
    expect(data.status, `GET ${route.path}.data`).toBe(404);
    await data.body?.cancel();

    const posted = await visitor.post(route.path, { intent: "status", status: "done" });
    expect(posted.status, `POST ${route.path}`).toBe(404);
    expect(await posted.text()).toContain(notFoundText);
  }
  // Spellings the router reads as the same paths.
  for (const path of ["/ADMIN", "/%61dmin/inbox", "//admin/audit", "/admin/"]) {
    const page = await visitor.get(path);
    expect(page.status, `GET ${path}`).toBe(404);
    expect(await page.text(), `GET ${path}`).not.toMatch(/routes\/admin|Team console/);
  }
  // The route manifest the browser fetches while navigating names no console route either.
  const manifest = await visitor.get(
    `/__manifest?p=${encodeURIComponent("/admin")}&p=${encodeURIComponent("/ADMIN/inbox")}`,
  );
  expect(await manifest.text()).not.toMatch(/admin/i);
}

describe.each(databaseKinds)("team console access on %s", (kind) => {
  let site: ConsoleServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await startConsoleServer(kind);
    browser = await launchBrowser();
  });
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

  it("is granted, listed and refused on the command line", async () => {
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

  it("shows a signed-out visitor the ordinary 404 on every console path and action", async () => {
    await expectConsoleHidden(siteVisitor(site));
  });

  it("shows a signed-in account holder without access the same 404", async () => {
    const holder = await signedInAccountHolder(site, `holder-${kind}@example.com`, "holder-pass-1");
    await expectConsoleHidden(holder);
  });

  it("opens for a team member from the avatar menu, and closes when access is revoked", async () => {
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
    expect(problems.list).toEqual([]);
    await page.goto(`${site.url}/admin/no-such-console-page`);
    await page.getByRole("heading", { name: notFoundHeading }).waitFor();
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
  });

  it("lets a deactivated team member in no more", async () => {
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
