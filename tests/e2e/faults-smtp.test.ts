import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authMessages } from "#app/auth/auth-messages.ts";
import { consultationEmailSubjects } from "#app/inquiries/consultation-emails.server.ts";
import { contactEmailSubjects } from "#app/inquiries/contact-emails.server.ts";
import { signUp } from "#tests/support/account-flows.ts";
import { actionLinkIn } from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";

let server: RunningServer;
let smtp: TestSmtpServer | undefined;
let smtpPort: number;
const { visit } = setupBrowserSuite({ baseUrl: () => server.url });

const visitor = "grace@example.com";
const team = "team@kestrel-ai.com";
/** Every email the three forms cause, by recipient and subject. */
const expectedMail = [
  [visitor, accountEmailSubjects.verification],
  [team, contactEmailSubjects.notification({ name: "Grace Hopper", company: "Compilers Inc." })],
  [visitor, contactEmailSubjects.acknowledgement],
  [team, consultationEmailSubjects.notification({ name: "Grace Hopper" })],
  [visitor, consultationEmailSubjects.confirmation],
] as const;

const recipientOf = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");
const countOf = (recipient: string, subject: string) =>
  smtp?.messages.filter((mail) => recipientOf(mail) === recipient && mail.subject === subject)
    .length ?? 0;

async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("mail server down while visitors sign up, write and book", () => {
  beforeAll(async () => {
    // Nothing listens on this port until the test brings the mail server up.
    smtpPort = await freePort();
    const port = await freePort();
    server = await startServer({
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OPERATOR_EMAIL: team,
      MAIL_RETRY_DELAY_MS: "200",
    });
  });
  afterAll(async () => {
    await server.stop();
    await smtp?.stop();
  });

  it("tells each visitor it worked, and delivers every email once when mail is back", async () => {
    const page = await visit("/");
    await signUp(page, "Grace Hopper", visitor, "cobol-1959");

    const contact = await visit("/contact");
    const form = contact.getByRole("region", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Name" }).fill("Grace Hopper");
    await form.getByRole("textbox", { name: "Email" }).fill(visitor);
    await form.getByRole("textbox", { name: "Company" }).fill("Compilers Inc.");
    await form.getByRole("textbox", { name: "Message" }).fill("Our mail server is down today.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Thank you! Your message has been sent.", { exact: false }).waitFor();

    const booking = await visit("/consultation");
    const main = booking.getByRole("main");
    await main.getByRole("textbox", { name: "Name", exact: true }).fill("Grace Hopper");
    await main.getByRole("textbox", { name: "Email", exact: true }).fill(visitor);
    await booking
      .getByRole("combobox", { name: "What do you need? (required)" })
      .selectOption("AI Automation");
    await booking.getByRole("button", { name: "Next" }).click();
    await booking.getByRole("radio", { name: "Integration with existing systems" }).check();
    await booking.getByRole("radio", { name: "Customer engagement and support" }).check();
    await booking.getByRole("radio", { name: "Using basic AI tools" }).check();
    await booking.getByRole("button", { name: "Next" }).click();
    await booking
      .getByRole("group", { name: "Choose the days that suit you" })
      .getByRole("button")
      .first()
      .click();
    await booking.getByRole("button", { name: "Schedule Consultation" }).click();
    await booking.getByRole("heading", { name: "Your consultation has been scheduled!" }).waitFor();

    // Every one of the five emails has been tried and failed; none was lost or dropped.
    const failedIds = () =>
      new Set([...server.output().matchAll(/Email (\S+) not delivered/g)].map((m) => m[1])).size;
    await until(() => failedIds() >= expectedMail.length, "five failed deliveries");
    expect(server.output()).toContain("ECONNREFUSED");

    smtp = await startTestSmtpServer({ port: smtpPort });
    await until(
      () => expectedMail.every(([recipient, subject]) => countOf(recipient, subject) >= 1),
      "every queued email",
    );

    // The link in the delayed verification email still works.
    const verification = smtp.messages.find(
      (mail) => mail.subject === accountEmailSubjects.verification,
    );
    await page.goto(actionLinkIn(verification?.text));
    await page.getByText(authMessages.emailVerified).waitFor();
    await until(
      () => countOf(visitor, accountEmailSubjects.welcome) >= 1,
      "the welcome email",
      30_000,
    );

    // Several more polls and retry rounds pass; nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(
      [...expectedMail, [visitor, accountEmailSubjects.welcome]].map(([recipient, subject]) => [
        recipient,
        subject,
        countOf(recipient, subject),
      ]),
    ).toEqual(
      [...expectedMail, [visitor, accountEmailSubjects.welcome]].map(([recipient, subject]) => [
        recipient,
        subject,
        1,
      ]),
    );
    expect(smtp.messages).toHaveLength(expectedMail.length + 1);
  });
});
