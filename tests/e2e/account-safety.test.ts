import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authErrorMessages, authMessages } from "#app/auth/auth-messages.ts";
import { signInThrottleRules } from "#app/auth/sign-in-throttle.server.ts";
import type { Page } from "playwright-core";
import { contactEmailSubjects } from "#app/inquiries/contact-emails.server.ts";
import { dialogOf, openSignIn, signIn, signUp, waitForMail } from "#tests/support/account-flows.ts";
import {
  actionLinkIn,
  databaseKinds,
  startAccountServer,
  type AccountServer,
} from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import {
  createHttpVisitor,
  createVerifiedAccount,
  signedInAccountHolder,
  signInOverHttp,
  type HttpVisitor,
} from "#tests/support/http-visitor.ts";

let site: AccountServer;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => site.url });

/** A client at this address (the site trusts one proxy, which reports it). */
const from = (ip: string): HttpVisitor =>
  createHttpVisitor(site.url, { headers: { "x-forwarded-for": ip } });

const tooManyFailures = authErrorMessages["auth/too-many-requests"];

/** Wrong passwords typed into the sign-in dialog one after another; the status of each answer. */
async function guessPasswords(page: Page, email: string, count: number): Promise<number[]> {
  await page.goto("/");
  await openSignIn(page);
  const dialog = dialogOf(page);
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  const statuses = [];
  for (let guess = 0; guess < count; guess += 1) {
    await dialog.getByLabel("Password").fill(`wrong-guess-${guess}`);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    statuses.push((await answer).status());
  }
  return statuses;
}

/** Asks for a reset link in the sign-in dialog and chooses a new password through it. */
async function resetPassword(page: Page, email: string, newPassword: string) {
  await page.goto("/");
  await openSignIn(page);
  const dialog = dialogOf(page);
  await dialog.getByRole("link", { name: "Forgot Password?" }).click();
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await dialog.getByText(authMessages.resetEmailSent).waitFor();
  const mail = await waitForMail(site, email, accountEmailSubjects.passwordReset);
  await page.goto(actionLinkIn(mail.text));
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await page.getByText(authMessages.resetSucceeded).waitFor();
  await page.waitForURL((url) => url.pathname === "/");
}

describe.each(databaseKinds)("account safety on %s", (kind) => {
  let count = 0;
  const newEmail = (label: string) => `safety-${label}-${++count}-${kind}@example.com`;

  beforeAll(async () => {
    site = await startAccountServer(kind, { TRUST_PROXY: "true" });
  });
  afterAll(() => site.stop());

  it("lets an owner sign in and out ten times in ten minutes", async () => {
    const email = newEmail("regular");
    await createVerifiedAccount(site, email, "regular-pass");
    const laptop = from("203.0.113.5");
    const statuses = [];
    for (let round = 0; round < 10; round += 1) {
      statuses.push((await signInOverHttp(laptop, email, "regular-pass")).status);
      await laptop.post("/sign-out", {});
    }
    expect(statuses).toEqual(Array(10).fill(302));
  });

  it("stops a stranger guessing at one account, while the owner's browser still signs in", async () => {
    const email = newEmail("target");
    await createVerifiedAccount(site, email, "owner-pass");
    const owner = from("203.0.113.6");
    expect((await signInOverHttp(owner, email, "owner-pass")).status).toBe(302);
    await owner.post("/sign-out", {});

    const stranger = from("198.51.100.66");
    const guesses = [];
    for (let guess = 0; guess < 6; guess += 1)
      guesses.push((await signInOverHttp(stranger, email, `guess-${guess}`)).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await signInOverHttp(stranger, email, "owner-pass");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(authErrorMessages["auth/too-many-requests"]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    expect((await signInOverHttp(owner, email, "owner-pass")).status).toBe(302);
  });

  it(
    "lets the owner's usual browser back in after a reset, however long a stranger guesses",
    {
      timeout: 120_000,
    },
    async () => {
      expectProblem(/status of 4\d\d/);
      const email = newEmail("reset-usual");
      await createVerifiedAccount(site, email, "first-pass", "Usual Owner");
      const owner = await visit("/");
      const signInAndOut = async (password: string) => {
        await signIn(owner, email, password);
        await owner.getByRole("button", { name: "Account menu for Usual Owner" }).click();
        await owner.getByRole("button", { name: "Sign Out" }).click();
        await owner.getByRole("banner").getByRole("link", { name: "Sign In" }).waitFor();
      };
      await signInAndOut("first-pass");

      const stranger = await visit("/");
      expect(await guessPasswords(stranger, email, 6)).toEqual([401, 401, 401, 401, 401, 429]);
      await dialogOf(stranger).getByText(tooManyFailures).waitFor();

      await resetPassword(owner, email, "second-pass");
      await signInAndOut("second-pass");
      // The guessing goes on at the new password and locks other browsers out again.
      expect(await guessPasswords(stranger, email, 6)).toEqual([401, 401, 401, 401, 401, 429]);
      await signInAndOut("second-pass");
    },
  );

  it(
    "lets a browser that has only reset the password sign in with it",
    {
      timeout: 120_000,
    },
    async () => {
      expectProblem(/status of 4\d\d/);
      const email = newEmail("reset-only");
      await createVerifiedAccount(site, email, "forgotten-pass", "New Browser");
      const stranger = await visit("/");
      expect(await guessPasswords(stranger, email, 6)).toEqual([401, 401, 401, 401, 401, 429]);

      const borrowed = await visit("/");
      await resetPassword(borrowed, email, "remembered-pass");
      await signIn(borrowed, email, "remembered-pass");
      await borrowed.getByRole("button", { name: "Account menu for New Browser" }).waitFor();
    },
  );

  it("keeps the browser that changed the password on the profile page known for the new one", async () => {
    const email = newEmail("changed");
    const owner = await signedInAccountHolder(site, email, "before-change");
    const stranger = from("198.51.100.77");
    for (let guess = 0; guess < 5; guess += 1)
      expect((await signInOverHttp(stranger, email, `guess-${guess}`)).status).toBe(401);
    const changed = await owner.post("/profile", {
      password: "after-change",
      confirmPassword: "after-change",
    });
    expect(await changed.text()).toContain(authMessages.passwordChanged);
    for (let guess = 0; guess < 5; guess += 1)
      expect((await signInOverHttp(stranger, email, `again-${guess}`)).status).toBe(401);
    expect((await signInOverHttp(stranger, email, "after-change")).status).toBe(429);

    await owner.post("/sign-out", {});
    expect((await signInOverHttp(owner, email, "after-change")).status).toBe(302);
  });

  it("counts an IPv6 client by its /64, however it rotates its addresses", async () => {
    const statuses = [];
    for (let attempt = 0; attempt <= signInThrottleRules.perClient; attempt += 1) {
      const rotating = from(
        `2001:db8:4f:9a:${((attempt * 7919) % 0xfff0).toString(16)}::${attempt + 1}`,
      );
      statuses.push(
        (await signInOverHttp(rotating, newEmail(`sprayed-${attempt}`), "password1")).status,
      );
    }
    expect(statuses.join(" ")).toBe(
      [...Array(signInThrottleRules.perClient).fill(401), 429].join(" "),
    );
    expect((await signInOverHttp(from("2001:db8:4f:9b::1"), newEmail("next"), "x1")).status).toBe(
      401,
    );
  });

  it("gives nothing of Better Auth's own endpoints to a path that only looks like the callback", async () => {
    const holder = from("203.0.113.7");
    const email = newEmail("callback");
    await createVerifiedAccount(site, email, "callback-pass");
    await signInOverHttp(holder, email, "callback-pass");
    const { port, hostname } = new URL(site.url);
    for (const path of [
      "/api/auth/callback/..\\list-sessions",
      "/api/auth/callback/..%5Clist-sessions",
      "/api/auth/list-sessions",
      "/api/auth/callback/google/",
    ]) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ hostname, port, path, headers: { cookie: holder.cookieHeader() } }, (res) => {
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on("error", reject);
      });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.body).not.toContain(email);
      expect(answer.body).not.toMatch(/"token"|"userId"/);
    }
  });

  it("acknowledges a contact message without repeating the visitor's words, and counts +tags as one mailbox", async () => {
    const visitor = from("203.0.113.8");
    const target = `victim-${kind}@example.com`;
    const lure = "Claim your prize at https://evil.example/prize";
    const posted = await visitor.post("/contact", {
      name: "Prize Desk https://evil.example",
      email: target,
      company: "Totally Real Inc",
      message: lure,
    });
    expect(posted.status).toBe(200);
    const acknowledgement = await waitForMail(site, target, contactEmailSubjects.acknowledgement);
    for (const part of [acknowledgement.text ?? "", String(acknowledgement.html)]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("Prize Desk");
      expect(part).not.toContain("Totally Real");
    }

    const statuses = [];
    for (let tag = 1; tag <= 5; tag += 1) {
      const tagged = target.replace("@", `+${tag}@`);
      const response = await from(`203.0.113.${20 + tag}`).post("/contact", {
        name: "Someone",
        email: tagged,
        company: "Company",
        message: "Hello",
      });
      statuses.push(response.status);
    }
    // One message already went to the mailbox; its budget is five an hour, tags or not.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe("an address registered by someone else", () => {
  beforeAll(async () => {
    site = await startAccountServer("pglite");
  });
  afterAll(() => site.stop());

  it("does not become theirs when the real owner clicks the verification link", async () => {
    expectProblem(/status of 4\d\d/);
    const email = "pre-registered@example.com";
    // Someone signs up with another person's address and a password of their own.
    const intruder = await visit("/");
    await signUp(intruder, "Intruder", email, "intruder-pass");

    // The owner gets the email and opens the link in their own browser.
    const verification = await waitForMail(site, email, accountEmailSubjects.verification);
    const owner = await visit(actionLinkIn(verification.text), "phone");
    await owner.getByRole("heading", { name: "Confirm your email address" }).waitFor();
    await owner.getByText(email).waitFor();
    await owner.getByLabel("Password").fill("a-guess");
    await owner.getByRole("button", { name: "Verify email address" }).click();
    await owner.getByText(authErrorMessages["auth/wrong-password"]).waitFor();

    // The link alone verified nothing: the intruder still cannot get in.
    await intruder.goto("/");
    await signIn(intruder, email, "intruder-pass");
    await dialogOf(intruder).getByText("Please verify your email address to continue.").waitFor();

    // The owner takes the address back through a password reset, which proves the mailbox.
    await owner.getByRole("link", { name: "Reset the password" }).click();
    const dialog = dialogOf(owner);
    await dialog.getByRole("textbox", { name: "Email" }).fill(email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await dialog.getByText(authMessages.resetEmailSent).waitFor();
    const reset = await waitForMail(site, email, accountEmailSubjects.passwordReset);
    await owner.goto(actionLinkIn(reset.text));
    await owner.getByLabel("New password", { exact: true }).fill("owners-own-pass");
    await owner.getByLabel("Confirm new password").fill("owners-own-pass");
    await owner.getByRole("button", { name: "Reset Password" }).click();
    await owner.getByText(authMessages.resetSucceeded).waitFor();
    await owner.waitForURL((url) => url.pathname === "/");

    await signIn(owner, email, "owners-own-pass");
    await owner.getByRole("button", { name: /Account menu for/ }).waitFor();
    await intruder.goto("/");
    await signIn(intruder, email, "intruder-pass");
    await dialogOf(intruder).getByText(authErrorMessages["auth/invalid-credential"]).waitFor();
  });

  it("verifies with the password in another browser, and signs its owner in", async () => {
    const email = "two-devices@example.com";
    const laptop = await visit("/");
    await signUp(laptop, "Two Devices", email, "my-own-pass");
    const verification = await waitForMail(site, email, accountEmailSubjects.verification);
    const phone = await visit(actionLinkIn(verification.text), "phone");
    await phone.getByLabel("Password").fill("my-own-pass");
    await phone.getByRole("button", { name: "Verify email address" }).click();
    await phone.getByText(authMessages.emailVerified).waitFor();
    await phone.waitForURL((url) => url.pathname === "/");
    await phone.getByRole("button", { name: "Account menu for Two Devices" }).waitFor();
  });
});
