// The console's team page (docs/product.md#151-access): a member adds a colleague with a
// verified account, who can open the console at once, and removes them again; the last member
// cannot be removed; every change is in the audit log.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRefusalMessages } from "#app/admin/team/team-access.server.ts";
import { INVALID_EMAIL_MESSAGE } from "#app/lib/form-schema.ts";
import { signIn } from "#tests/support/account-flows.ts";
import { databaseKinds } from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { expectAccessible, openConsole, openConsoleSection } from "#tests/support/console-flows.ts";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";
import { createVerifiedAccount } from "#tests/support/http-visitor.ts";

let site: ConsoleServer;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

const members = (page: Page) =>
  page.getByRole("region", { name: /^Members/ }).getByRole("listitem");

describe.each(databaseKinds)("the team page on %s", (kind) => {
  beforeAll(async () => {
    site = await startConsoleServer(kind);
  }, 120_000);
  afterAll(() => site?.stop());

  it(
    "adds a colleague who can open the console at once, and removes them",
    { timeout: 180_000 },
    async () => {
      const colleague = { email: `colleague-${kind}@example.com`, password: "colleague-pass-1" };
      await createVerifiedAccount(site, colleague.email, colleague.password, "Grace Hopper");

      const team = await visit("/");
      await openConsole(team, site);
      await openConsoleSection(team, "Team");
      await expect.poll(() => members(team).count()).toBe(1);
      expect(await members(team).innerText()).toContain(`${site.member.email}`);
      // The only member has no way to lock the team out of its own console.
      expect(await team.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
      await team.getByText("The only member cannot be removed").waitFor();
      await expectAccessible(team);

      const email = team.getByRole("textbox", { name: "Email" });
      const add = team.getByRole("button", { name: "Add member" });
      // A refused form is answered 400, which the browser reports.
      expectProblem(/status of 400/);
      await email.fill("nobody-here@example.com");
      await add.click();
      await team
        .getByRole("alert")
        .filter({ hasText: grantRefusalMessages["no-account"] })
        .first()
        .waitFor();
      expect(await email.inputValue()).toBe("nobody-here@example.com");
      await expect.poll(() => members(team).count()).toBe(1);

      // What the browser's own check would stop is refused by the server too, changing nothing.
      const invalid = await team.request.post("/admin/team", {
        headers: { origin: site.url },
        form: { intent: "add", email: "not an address" },
      });
      expect(invalid.status()).toBe(400);
      expect(await invalid.text()).toContain(INVALID_EMAIL_MESSAGE);

      await email.fill(colleague.email.toUpperCase());
      await add.click();
      await team.getByText(`${colleague.email} now has access to the console.`).waitFor();
      await expect.poll(() => members(team).count()).toBe(2);
      expect(await email.inputValue()).toBe("");

      const grace = await visit("/");
      await signIn(grace, colleague.email, colleague.password);
      await grace.getByRole("button", { name: "Account menu for Grace Hopper" }).click();
      await grace.getByRole("link", { name: "Admin" }).click();
      await grace.getByRole("heading", { level: 1, name: "Overview" }).waitFor();

      await team.getByRole("button", { name: `Remove ${colleague.email}` }).click();
      await team.getByText(`${colleague.email} no longer has access to the console.`).waitFor();
      await expect.poll(() => members(team).count()).toBe(1);

      // Her very next request is answered as for anyone else.
      expectProblem(/status of 404/);
      await grace.goto("/admin");
      await grace.getByRole("heading", { name: "We couldn't find that page" }).waitFor();

      await openConsoleSection(team, "Audit log");
      const log = await team.getByRole("main").innerText();
      expect(log).toContain(`granted console access to`);
      expect(log).toContain(`took console access away from`);
      expect(log).toContain(colleague.email);
    },
  );
});
