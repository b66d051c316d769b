import { readFile } from "node:fs/promises";
import type { ParsedMail } from "mailparser";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "#tests/support/account-flows.ts";
import { databaseKinds } from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { expectAccessible, openConsole, openConsoleSection } from "#tests/support/console-flows.ts";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";

const toAddress = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");
const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "") ?? "";

describe.each(databaseKinds)("the newsletter in the team console on %s", (kind) => {
  let site: ConsoleServer;
  const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });
  const stamp = Date.now();
  const readers = ["one", "two", "three"].map((name) => `reader-${name}-${stamp}@example.com`);
  const subject = `Spring insights ${stamp}`;

  beforeAll(async () => {
    site = await startConsoleServer(kind);
  }, 180_000);
  afterAll(() => site?.stop());

  async function openNewsletter() {
    const page = await visit("/");
    await openConsole(page, site);
    await openConsoleSection(page, "Newsletter");
    return page;
  }

  const countOf = (page: Page, label: string) =>
    page
      .locator("dl div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("dd");

  it("sends a campaign to every subscriber once, with a one-click unsubscribe that works", async () => {
    for (const reader of readers) {
      const visitor = await visit("/");
      const footer = visitor.getByRole("contentinfo");
      await footer.getByRole("textbox", { name: "Email address" }).fill(reader);
      await footer.getByRole("button", { name: "Subscribe" }).click();
      await footer.getByRole("status").filter({ hasText: "Thanks for subscribing!" }).waitFor();
    }

    const page = await openNewsletter();
    expect(await countOf(page, "Subscribed").textContent()).toBe("3");
    for (const reader of readers) await page.getByRole("cell", { name: reader }).waitFor();
    await page.getByRole("searchbox", { name: "Search by email" }).fill(`reader-two-${stamp}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("1 subscription", { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFFemail,status,subscribed_at,unsubscribed_at,account\r\n")).toBe(
      true,
    );
    expect(download.suggestedFilename()).toMatch(
      /^newsletter-subscribers-search-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(csv).toContain(`${readers[1]},Subscribed,`);
    expect(csv).not.toContain(readers[0]);
    await page.goto("/admin/newsletter");
    await expectAccessible(page);

    await page.getByRole("link", { name: "New campaign" }).click();
    await page.getByRole("textbox", { name: "Subject" }).fill(subject);
    await page
      .getByRole("textbox", { name: "Body" })
      .fill(
        "Hello from **Kestrel AI**.\n\nRead [our case studies](https://kestrel.test/case-studies).\n\n" +
          "- Faster answers\n- Calmer peaks\n\n<script>alert(1)</script>",
      );
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("heading", { level: 1, name: subject }).waitFor();
    expect(page.url()).toMatch(/\/admin\/newsletter\/campaigns\/[0-9a-f-]{36}$/);
    const preview = page.getByRole("region", { name: "Preview of the email" });
    await preview.getByRole("link", { name: "our case studies" }).waitFor();
    await preview.getByRole("link", { name: "Unsubscribe" }).waitFor();
    // Lists show their bullets, as the email does.
    const bulletStyle = await preview
      .getByRole("listitem")
      .filter({ hasText: "Faster answers" })
      .evaluate((item) => getComputedStyle(item).listStyleType);
    expect(bulletStyle).toBe("disc");
    await page.getByText("Text part (for mail programs that show no HTML)").click();
    await page.getByText("our case studies (https://kestrel.test/case-studies)").waitFor();
    // The text part leaves out what the HTML part leaves out.
    const textPart = await page.locator("details pre").innerText();
    expect(textPart).toContain("- Faster answers\n- Calmer peaks");
    expect(textPart).not.toContain("<script>");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Save and send a test to yourself" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `a test sent to ${site.member.email}` })
      .waitFor();
    const test = await waitForMail(site, site.member.email, `[Test] ${subject}`);
    expect(test.text).toContain("our case studies (https://kestrel.test/case-studies)");

    await page.getByText("3 subscribed addresses").waitFor();
    await page.getByRole("checkbox", { name: "I have checked the preview" }).check();
    await page.getByRole("button", { name: "Send to all subscribers" }).click();
    await page.getByRole("status").filter({ hasText: "on its way to 3 subscribers" }).waitFor();

    const received = await Promise.all(
      readers.map((reader) =>
        site.smtp.waitForMessage((mail) => mail.subject === subject && toAddress(mail) === reader),
      ),
    );
    await page.getByText("Finished: 3 of 3 emails handled.").waitFor({ timeout: 20_000 });
    await expectAccessible(page);
    const sent = page.locator("dl div").filter({ has: page.getByText("Sent", { exact: true }) });
    expect(await sent.locator("dd").textContent()).toBe("3");
    for (const reader of readers) {
      expect(
        site.smtp.messages.filter((mail) => mail.subject === subject && toAddress(mail) === reader),
      ).toHaveLength(1);
    }

    // Each email names its own subscription, in the visible link and the one-click headers.
    const oneClickUrls = received.map(
      (mail) => /<(https?:[^>]+)>/.exec(headerLine(mail, "list-unsubscribe"))?.[1],
    );
    expect(new Set(oneClickUrls).size).toBe(3);
    for (const [index, mail] of received.entries()) {
      expect(headerLine(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const token = oneClickUrls[index]!.split("/").pop()!;
      expect(mail.text).toContain(`/unsubscribe?tokenId=${token}`);
      expect(mail.html).toContain(`/unsubscribe?tokenId=${token}`);
    }

    // A mail provider's one-click POST: no cookies, no Origin of ours.
    const oneClick = await fetch(oneClickUrls[0]!, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    await page.goto("/admin/newsletter");
    expect(await countOf(page, "Subscribed").textContent()).toBe("2");
    expect(await countOf(page, "Unsubscribed").textContent()).toBe("1");
    const campaignRow = page.getByRole("row").filter({ hasText: subject });
    expect(await campaignRow.getByRole("cell").allTextContents()).toEqual([
      subject,
      "Sent",
      expect.any(String),
      "3",
      "3",
      "0",
    ]);
  }, 180_000);

  it("answers an address that names no campaign with the ordinary 404", async () => {
    expectProblem(/status of 404/);
    const page = await openNewsletter();
    for (const path of [
      "/admin/newsletter/campaigns/not-a-uuid",
      "/admin/newsletter/campaigns/00000000-0000-4000-8000-000000000000",
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
  }, 60_000);
});
