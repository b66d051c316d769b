import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveNotices } from "#app/chat/chat-messages.ts";
import { chatWelcomeMessage } from "#app/content/chat.ts";
import { LIVE_REPLY_SUBJECT } from "#app/admin/conversations/live/live-actions.server.ts";
import { signIn } from "#tests/support/account-flows.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { expectAccessible, openConsole, openConsoleSection } from "#tests/support/console-flows.ts";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";
import { createVerifiedAccount } from "#tests/support/http-visitor.ts";

/**
 * On PostgreSQL the team works on a second server process; the embedded database belongs to
 * one process, so there both sides use it.
 */
const setups = process.env.TEST_DATABASE_URL
  ? (["pglite", "postgres"] as const)
  : (["pglite"] as const);

let site: ConsoleServer;
let teamServer: { url: string };
/** Which process the next page opens on: the visitor's or the team's. */
let onProcess: () => string = () => site.url;
const { visit } = setupBrowserSuite({ baseUrl: () => onProcess() });

const visitOn = (server: () => string, path: string) => {
  onProcess = server;
  return visit(path);
};

const chatPanel = (page: Page) => page.getByRole("dialog", { name: "Kestrel AI Assistant" });
const messageArea = (page: Page) => chatPanel(page).getByRole("region", { name: "Messages" });
const assistantLines = (page: Page) => messageArea(page).locator('[data-message="assistant"]');

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Chat with Kestrel AI" }).click();
  await messageArea(page).getByText(chatWelcomeMessage).waitFor();
}

async function say(page: Page, text: string) {
  const input = chatPanel(page).getByRole("textbox", { name: "Message" });
  await input.fill(text);
  await input.press("Enter");
  await messageArea(page).locator('[data-message="user"]').getByText(text).last().waitFor();
  await chatPanel(page).getByTestId("typing-indicator").waitFor({ state: "detached" });
}

/** The team member's console, open on the team's process at the list of conversations. */
async function consoleOnTeamProcess(): Promise<Page> {
  const page = await visitOn(() => teamServer.url, "/");
  await openConsole(page, site);
  await openConsoleSection(page, "Conversations");
  return page;
}

/** The console says it hears live chats: visitors who ask for a person are offered one. */
const onDuty = (team: Page) =>
  team.getByRole("banner").getByText("On duty", { exact: true }).waitFor();

const liveNow = (page: Page) => page.getByRole("region", { name: "Live now" });

describe.each(setups)("live chat on %s", (kind) => {
  beforeAll(async () => {
    site = await startConsoleServer(kind, { LIVE_CHAT_HOURS: "always" });
    teamServer = kind === "postgres" ? await site.startSibling() : site.server;
  }, 180_000);
  afterAll(() => site?.stop());

  it("offers the email hand-over while no team member has the console open", async () => {
    const visitor = await visitOn(() => site.url, "/");
    await openChat(visitor);
    await say(visitor, "Can I talk to a real person please?");
    const reply = await assistantLines(visitor).last().innerText();
    expect(reply).toContain("type your email address here");
    expect(reply).not.toMatch(/join this chat/);
  });

  it("lets a team member join, talk and leave a visitor's chat (from a second process on PostgreSQL)", async () => {
    const team = await consoleOnTeamProcess();
    await onDuty(team);

    const visitor = await visitOn(() => site.url, "/solutions");
    await openChat(visitor);
    await say(visitor, "Can I talk to a real person please?");
    await expect
      .poll(() => assistantLines(visitor).last().innerText())
      .toMatch(/colleague to join/);

    // The request reaches the other process's console without a reload, first and marked.
    const request = liveNow(team).getByRole("link", { name: /Can I talk to a real person/ });
    await request.waitFor({ timeout: 10_000 });
    await liveNow(team).getByText("Asked for a person").waitFor();
    await team.getByRole("status").getByText("A visitor is asking for a person.").waitFor();
    await team
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: /Conversations.*1 waiting/ })
      .waitFor();
    await expectAccessible(team);

    await request.click();
    await team.getByRole("heading", { level: 1, name: /Conversation with/ }).waitFor();
    await team.getByRole("button", { name: "Join conversation" }).click();
    await messageArea(visitor).getByText(liveNotices.joined("Team")).waitFor();

    await team.getByRole("textbox", { name: "Reply" }).fill("Hello! I'm Team, happy to help.");
    await team.getByRole("button", { name: "Send" }).click();
    const teamLine = messageArea(visitor).locator('[data-message="team"]');
    await teamLine.getByText("Hello! I'm Team, happy to help.").waitFor();
    await expect(teamLine.innerText()).resolves.toMatch(/^Team/);
    await expect.poll(() => team.getByRole("textbox", { name: "Reply" }).inputValue()).toBe("");

    // The visitor answers: the team member reads it without a reload; the assistant is silent.
    const assistantBefore = await assistantLines(visitor).count();
    await say(visitor, "Thanks! Do you work with clinics?");
    await team
      .getByRole("region", { name: "Live chat" })
      .getByText("Thanks! Do you work with clinics?")
      .waitFor();
    // The page loaded again to show it, and still says what became of the reply.
    await expect(
      team.getByRole("region", { name: "Live chat" }).getByText("Sent.", { exact: true }).count(),
    ).resolves.toBe(1);
    expect(await assistantLines(visitor).count()).toBe(assistantBefore);
    await expectAccessible(team);

    await team.getByRole("button", { name: "Leave conversation" }).click();
    await messageArea(visitor).getByText(liveNotices.left("Team")).waitFor();
    await say(visitor, "What services do you offer?");
    await expect.poll(() => assistantLines(visitor).count()).toBe(assistantBefore + 1);
  });

  it("shows a reply written after the visitor left when they come back, and emails it", async () => {
    const visitorAccount = {
      name: "Rosa Parks",
      email: `rosa-${Date.now()}@example.com`,
      password: "Visitor-Password-1",
    };
    await createVerifiedAccount(
      site,
      visitorAccount.email,
      visitorAccount.password,
      visitorAccount.name,
    );
    const team = await consoleOnTeamProcess();
    await onDuty(team);

    const visitor = await visitOn(() => site.url, "/");
    await signIn(visitor, visitorAccount.email, visitorAccount.password);
    await visitor.getByRole("button", { name: /^Account menu for / }).waitFor();
    await openChat(visitor);
    await say(visitor, "Could I speak to someone on your team?");
    const request = liveNow(team).getByRole("link", {
      name: /Rosa Parks: Could I speak to someone/,
    });
    await request.waitFor({ timeout: 10_000 });
    await request.click();
    await team.getByRole("heading", { level: 1, name: /Conversation with Rosa Parks/ }).waitFor();

    // The visitor goes before anyone joins.
    await visitor.close();
    await team.getByText("The visitor has left the chat.", { exact: false }).waitFor();
    await expect(team.getByRole("button", { name: "Join conversation" }).count()).resolves.toBe(0);
    await team
      .getByRole("textbox", { name: "Reply" })
      .fill("Sorry we missed you. Call us any time.");
    await team.getByRole("button", { name: "Send" }).click();
    // Whatever the console answers is read, so a refusal fails with its own words.
    const outcome = team
      .getByRole("region", { name: "Live chat" })
      .getByRole("status")
      .or(team.getByRole("region", { name: "Live chat" }).getByRole("alert"));
    await outcome.waitFor();
    await expect(outcome.innerText()).resolves.toContain(`emailed to ${visitorAccount.email}`);
    const mail = await site.smtp.waitForMessage(
      (message) => message.subject === LIVE_REPLY_SUBJECT,
    );
    expect(mail.text).toContain("Sorry we missed you. Call us any time.");

    // Back in the same browser, the chat shows the line they missed.
    const back = await visitOn(() => site.url, "/about");
    await signIn(back, visitorAccount.email, visitorAccount.password);
    await back.getByRole("button", { name: /^Account menu for / }).waitFor();
    await openChat(back);
    await messageArea(back)
      .locator('[data-message="team"]')
      .getByText("Sorry we missed you. Call us any time.")
      .waitFor();
  });
});
