import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterWelcomeSubject } from "#app/newsletter/newsletter-emails.server.ts";
import { unsubscribeMessages } from "#app/newsletter/unsubscribe-messages.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import {
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";

let site: AccountServer;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

async function subscribeAndGetWelcome(email: string) {
  const page = await visit("/");
  await page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" }).fill(email);
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await page.getByRole("contentinfo").getByText("Thanks for subscribing!").waitFor();
  return waitForMail(site, email, newsletterWelcomeSubject);
}

describe.each(databaseKinds)("newsletter and unsubscribe on %s", (kind) => {
  beforeAll(async () => {
    site = await startAccountServer(kind);
  });
  afterAll(() => site.stop());

  it("sends a welcome email whose one-click List-Unsubscribe POST unsubscribes without cookies", async () => {
    expectProblem(/status of 404/);
    const welcome = await subscribeAndGetWelcome(`oneclick-${kind}@example.com`);
    const headerLine = (key: string) =>
      welcome.headerLines.find((line) => line.key === key)?.line ?? "";
    expect(headerLine("list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    const header = headerLine("list-unsubscribe");
    const oneClick = /<(https?:\/\/[^>]+\/api\/unsubscribe\/[^>]+)>/.exec(header)?.[1];
    expect(header).toContain("<mailto:");
    expect(welcome.text).toMatch(/\/unsubscribe\?tokenId=[A-Za-z0-9_-]{22}/);

    const response = await fetch(oneClick!, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);

    const link = /https?:\/\/\S+\/unsubscribe\?tokenId=\S+/.exec(welcome.text ?? "")![0];
    const page = await visit(new URL(link).pathname + new URL(link).search);
    await page.getByText(unsubscribeMessages.noLongerAvailable).waitFor();
  });

  it("unsubscribes from the page of a valid link", async () => {
    const welcome = await subscribeAndGetWelcome(`page-${kind}@example.com`);
    const link = /https?:\/\/\S+\/unsubscribe\?tokenId=\S+/.exec(welcome.text ?? "")![0];
    const page = await visit(new URL(link).pathname + new URL(link).search);
    await page.getByText(unsubscribeMessages.unsubscribed).waitFor();
  });

  it("offers the email form for an unknown token and records the request", async () => {
    expectProblem(/status of 404/);
    const page = await visit("/unsubscribe?tokenId=unknown-token-000000000");
    await page.getByText(unsubscribeMessages.notFound).waitFor();
    await page
      .getByRole("main")
      .getByRole("textbox", { name: "Email address" })
      .fill(`nolink-${kind}@example.com`);
    await page.getByRole("main").getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByText(unsubscribeMessages.requestReceived).waitFor();
  });

  it("accepts a robot's filled honeypot silently and sends it nothing", async () => {
    const robot = `robot-${kind}@example.com`;
    const human = `human-${kind}@example.com`;
    const post = (email: string, website: string) =>
      fetch(`${site.url}/newsletter`, {
        method: "POST",
        headers: { origin: site.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, website }),
      });
    expect((await post(robot, "http://spam.example")).status).toBe(200);
    expect((await post(human, "")).status).toBe(200);
    // The human's welcome email proves the outbox has run past the robot's request.
    await waitForMail(site, human, newsletterWelcomeSubject);
    expect(
      site.smtp.messages.some((mail) => mail.to && "text" in mail.to && mail.to.text === robot),
    ).toBe(false);
  });

  it("explains a link without a token", async () => {
    const page = await visit("/unsubscribe");
    await page.getByText(unsubscribeMessages.missingToken).waitFor();
  });

  it("does not unsubscribe on a plain GET of the page", async () => {
    const welcome = await subscribeAndGetWelcome(`scanner-${kind}@example.com`);
    const link = /https?:\/\/\S+\/unsubscribe\?tokenId=\S+/.exec(welcome.text ?? "")![0];
    expect((await fetch(link)).status).toBe(200);
    const page = await visit(new URL(link).pathname + new URL(link).search);
    await page.getByText(unsubscribeMessages.unsubscribed).waitFor();
  });
});
