import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatWelcomeMessage } from "#app/content/chat.ts";
import { signIn } from "#tests/support/account-flows.ts";
import { databaseKinds } from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import {
  expectAccessible,
  listedConversations,
  openConsole,
  openConsoleSection,
} from "#tests/support/console-flows.ts";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";
import { createVerifiedAccount } from "#tests/support/http-visitor.ts";

let site: ConsoleServer;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

const chatPanel = (page: Page) => page.getByRole("dialog", { name: "Kestrel AI Assistant" });
const messageArea = (page: Page) => chatPanel(page).getByRole("region", { name: "Messages" });

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with Kestrel AI" }).click();
  await messageArea(page).getByText(chatWelcomeMessage).waitFor();
}

async function ask(page: Page, question: string): Promise<string> {
  const input = chatPanel(page).getByRole("textbox", { name: "Message" });
  await input.fill(question);
  await input.press("Enter");
  await messageArea(page).locator('[data-message="user"]').getByText(question).last().waitFor();
  await chatPanel(page).getByTestId("typing-indicator").waitFor({ state: "detached" });
  return messageArea(page).locator('[data-message="assistant"]').last().innerText();
}

const ZEPPELIN = "Could an assistant answer booking questions for our zeppelin charter company?";
const NARWHAL = "Could you automate the invoices of our narwhal aquarium?";

describe.each(databaseKinds)("reading conversations in the console on %s", (kind) => {
  beforeAll(async () => {
    site = await startConsoleServer(kind);
  }, 120_000);
  afterAll(() => site?.stop());

  it("shows the visitors' chats: search, transcript with the engine, hand-over and opt-out marks", async () => {
    // A visitor asks a question.
    const visitor = await visit("/solutions");
    await openChat(visitor);
    await ask(visitor, ZEPPELIN);

    // Another visitor asks for a person and leaves an address.
    const handingOver = await visit("/about");
    await openChat(handingOver);
    expect(await ask(handingOver, "I'd rather talk to a real person about this")).toMatch(
      /type your email address here/,
    );
    expect(await ask(handingOver, "sure, it's hopper.console@example.com")).toMatch(
      /passed our conversation on to our team/,
    );

    // A signed-in user who opted out of AI model improvement chats too.
    const optedOutEmail = `opted-out-${Date.now()}@example.com`;
    await createVerifiedAccount(site, optedOutEmail, "opted-Out-Password-1", "Opted Out");
    const member = await visit("/");
    await signIn(member, optedOutEmail, "opted-Out-Password-1");
    await member.getByRole("button", { name: "Account menu for Opted Out" }).waitFor();
    await member.goto("/privacy-settings");
    const preference = member.getByRole("switch", { name: "AI model improvement" });
    await preference.click();
    await expect.poll(() => preference.getAttribute("aria-checked")).toBe("false");
    await openChat(member);
    await ask(member, NARWHAL);

    // The team member signs in and opens the console from the avatar menu.
    const team = await visit("/");
    await openConsole(team, site);
    const card = (title: string) =>
      team
        .getByRole("listitem")
        .filter({ has: team.getByRole("heading", { name: title, exact: true }) });
    const lastWeek = (title: string) => card(title).getByRole("definition").first().innerText();
    expect(await lastWeek("Conversations")).toBe("3");
    expect(await lastWeek("New leads")).toBe("1");
    expect(await lastWeek("New subscribers")).toBe("0");
    expect(
      await team.getByRole("img", { name: /^Leads per day from .+: 1 lead in all/ }).count(),
    ).toBe(1);
    await expectAccessible(team);

    // The list, newest first, then a search for a word of the first visitor's question.
    await openConsoleSection(team, "Conversations");
    const items = listedConversations(team);
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.nth(0).innerText()).toContain(NARWHAL);
    await expectAccessible(team);

    await team.getByRole("searchbox", { name: "Search messages" }).fill("zeppelin");
    await team.getByRole("button", { name: "Apply" }).click();
    await team.waitForURL((url) => url.searchParams.get("q") === "zeppelin");
    await team.getByText("1 conversation found").waitFor();
    expect(await items.count()).toBe(1);
    expect(await items.first().innerText()).toContain("Visitor");
    await team.getByRole("link", { name: ZEPPELIN, exact: true }).click();

    await team.getByRole("heading", { level: 1, name: "Conversation with Visitor" }).waitFor();
    const transcript = team.getByRole("list", { name: "Transcript" }).locator(":scope > li");
    expect(await transcript.count()).toBe(2);
    expect(await transcript.nth(0).innerText()).toContain(ZEPPELIN);
    expect(await transcript.nth(1).innerText()).toMatch(/Assistant[\s\S]*Answered by built-in/);
    await expectAccessible(team);

    // Handed over only: the visitor who left an address, with the inbox item it became.
    await team.goto("/admin/conversations?handedOver=1");
    expect(await items.count()).toBe(1);
    expect(await items.first().innerText()).toContain("Handed over to the team");
    await items.first().getByRole("link").click();
    await team.getByText("Handed over to the team").waitFor();
    expect(
      await team
        .getByRole("link", { name: "Open the message passed on to the inbox" })
        .getAttribute("href"),
    ).toMatch(/^\/admin\/inbox\/contact\/[0-9a-f-]{36}$/);
    expect(await team.getByRole("main").innerText()).toContain("hopper.console@example.com");

    // The opted-out user's conversation carries the mark, in the list and on its page.
    await team.goto("/admin/conversations?q=narwhal");
    expect(await items.count()).toBe(1);
    expect(await items.first().innerText()).toContain(optedOutEmail);
    expect(await items.first().innerText()).toContain("Opted out of AI model improvement");
    await team.getByRole("link", { name: NARWHAL, exact: true }).click();
    await team
      .getByRole("heading", { level: 1, name: `Conversation with Opted Out (${optedOutEmail})` })
      .waitFor();
    await team.getByText("Opted out of AI model improvement").waitFor();
  }, 180_000);

  it("answers 404 for a conversation that does not exist", async () => {
    const team = await visit("/");
    await signIn(team, site.member.email, site.member.password);
    await team.getByRole("button", { name: /^Account menu for / }).waitFor();
    expectProblem(/status of 404/);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await team.goto(`/admin/conversations/${id}`);
      expect(response?.status()).toBe(404);
    }
  });
});
