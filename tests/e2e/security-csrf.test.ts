import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authMessages } from "#app/auth/auth-messages.ts";
import { consultationEmailSubjects } from "#app/inquiries/consultation-emails.server.ts";
import {
  adoptionChallenges,
  aiNeedsOptions,
  experienceLevels,
  usageTypes,
} from "#app/inquiries/consultation-options.ts";
import { contactEmailSubjects } from "#app/inquiries/contact-emails.server.ts";
import { newsletterWelcomeSubject } from "#app/newsletter/newsletter-emails.server.ts";
import { unsubscribeMessages } from "#app/newsletter/unsubscribe-messages.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import type { AccountServer } from "#tests/support/account-server.ts";
import { startConsoleServer, type ConsoleServer } from "#tests/support/console-server.ts";
import {
  createVerifiedAccount,
  foreignOrigin,
  isSignedIn,
  linkParameterIn,
  signedInAccountHolder,
  signInOverHttp,
  siteVisitor,
  type HttpVisitor,
} from "#tests/support/http-visitor.ts";
import { chatSocketUrl, chatTurn } from "#tests/support/http-client.ts";
import { apiEndpoints, builtRoutes } from "#tests/support/route-inventory.ts";

const routes = await builtRoutes();
const actionPaths = routes.filter((route) => route.hasAction).map((route) => route.path);
const postEndpoints = apiEndpoints()
  .filter((endpoint) => endpoint.method === "POST")
  .map((endpoint) => endpoint.path);

/** The two ways a browser marks a request a page on another site made. */
const forgeries = [
  { name: "a foreign Origin", headers: { origin: foreignOrigin } },
  { name: "only Sec-Fetch-Site: cross-site", headers: { "sec-fetch-site": "cross-site" } },
] as const;

type Body = { form: Record<string, string> } | { json: unknown };

/** A POST of a form or of JSON, with the given headers (and the visitor's cookies). */
function send(visitor: HttpVisitor, path: string, body: Body, headers: Record<string, string>) {
  return visitor.request(path, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": "json" in body ? "application/json" : "application/x-www-form-urlencoded",
    },
    body: "json" in body ? JSON.stringify(body.json) : new URLSearchParams(body.form),
  });
}

/**
 * Posts `body` to `path` as a page on another site would make the visitor's browser do it, in
 * both forms and also as React Router's data request, and checks every attempt is refused
 * before anything runs: 403, the guard's message, no cookie.
 */
async function expectForgeriesRefused(visitor: HttpVisitor, path: string, body: Body) {
  const isApi = path.startsWith("/api/");
  const targets = isApi ? [path] : [path, `${path}.data`];
  for (const target of targets) {
    for (const forgery of forgeries) {
      const response = await send(visitor, target, body, forgery.headers);
      const label = `${target} with ${forgery.name}`;
      expect(response.status, label).toBe(403);
      expect(response.headers.getSetCookie(), label).toEqual([]);
      const text = await response.text();
      if (isApi) {
        expect(JSON.parse(text), label).toEqual({
          error: { status: "PERMISSION_DENIED", message: "Cross-site request refused." },
        });
      } else {
        expect(text, label).toBe("Cross-site request refused.");
      }
    }
  }
}

const mailCount = (site: AccountServer, email: string, subject: string) =>
  site.smtp.messages.filter(
    (mail) =>
      mail.subject === subject && (mail.to && "text" in mail.to ? mail.to.text : "") === email,
  ).length;

let site: ConsoleServer;
let visitorCount = 0;
const ownOrigin = () => ({ origin: new URL(site.url).origin });
/** A fresh account holder, signed in, for a case that rides on a session. */
const holder = (label: string, password = "csrf-pass-1") =>
  signedInAccountHolder(site, `csrf-${label}-${++visitorCount}@example.com`, password);

/**
 * A form whose effect is an email: forged posts name one address, the site's own post another.
 * Mail leaves in the order it was queued, so once the genuine email has arrived a forged one
 * would have too.
 */
async function expectMailOnlyFromOwnPost(
  path: string,
  subject: string,
  fields: (email: string) => Body,
) {
  const forgedFor = `forged-${++visitorCount}@example.com`;
  const genuineFor = `genuine-${++visitorCount}@example.com`;
  await expectForgeriesRefused(siteVisitor(site), path, fields(forgedFor));
  const response = await send(siteVisitor(site), path, fields(genuineFor), ownOrigin());
  expect(response.status).toBe(200);
  await waitForMail(site, genuineFor, subject);
  expect(mailCount(site, forgedFor, subject)).toBe(0);
}

/** Deactivates or deletes a new account; returns its address and password. */
async function closedAccount(kind: "deactivate" | "delete") {
  const email = `csrf-closed-${++visitorCount}@example.com`;
  const visitor = await signedInAccountHolder(site, email, "closed-pass");
  const response = await visitor.post("/privacy-settings", { intent: kind });
  expect(response.status).toBe(302);
  return { email, password: "closed-pass" };
}

/** The team member of the console, signed in over HTTP. */
async function teamMember(): Promise<HttpVisitor> {
  const member = siteVisitor(site);
  const response = await signInOverHttp(member, site.member.email, site.member.password);
  expect(response.status).toBe(302);
  return member;
}

/** The first console link matching `pattern` on a console page. */
async function consoleLink(member: HttpVisitor, page: string, pattern: RegExp): Promise<string> {
  const html = await (await member.get(page)).text();
  const link = pattern.exec(html)?.[0];
  if (!link) throw new Error(`No link like ${pattern} on ${page}`);
  return link;
}

/**
 * One case per route with an action and per POST endpoint: a forged post is refused and
 * changes nothing, and the same post from the site itself takes effect.
 */
const cases: Record<string, () => Promise<void>> = {
  "/contact": () =>
    expectMailOnlyFromOwnPost("/contact", contactEmailSubjects.acknowledgement, (email) => ({
      form: { name: "Forge", email, company: "Acme", message: "Hello there" },
    })),

  "/consultation": () =>
    expectMailOnlyFromOwnPost("/consultation", consultationEmailSubjects.confirmation, (email) => ({
      form: {
        consultation: JSON.stringify({
          name: "Forge",
          email,
          aiNeeds: aiNeedsOptions[0],
          aiAdoptionChallenge: adoptionChallenges[0],
          aiUsageType: usageTypes[0],
          aiExperience: experienceLevels[0],
        }),
      },
    })),

  "/newsletter": () =>
    expectMailOnlyFromOwnPost("/newsletter", newsletterWelcomeSubject, (email) => ({
      form: { email },
    })),

  "/sign-in": async () => {
    await expectMailOnlyFromOwnPost("/sign-in", accountEmailSubjects.verification, (email) => ({
      form: { intent: "sign-up", name: "Forge", email, password: "forged-pass" },
    }));
    // Login CSRF: a forged sign-in must not hand the visitor a session.
    const email = `csrf-login-${++visitorCount}@example.com`;
    await createVerifiedAccount(site, email, "login-pass");
    const visitor = siteVisitor(site);
    await expectForgeriesRefused(visitor, "/sign-in", {
      form: { intent: "sign-in", email, password: "login-pass" },
    });
    expect(await isSignedIn(visitor)).toBe(false);
    expect((await signInOverHttp(visitor, email, "login-pass")).status).toBe(302);
    expect(await isSignedIn(visitor)).toBe(true);
  },

  "/get-started": async () => {
    const visitor = siteVisitor(site);
    await expectForgeriesRefused(visitor, "/get-started", { form: { timeline: "immediate" } });
    const own = await visitor.post("/get-started", { timeline: "immediate" });
    expect(own.headers.get("location")).toBe("/consultation");
  },

  "/unsubscribe": async () => {
    const email = `csrf-unsubscribe-${++visitorCount}@example.com`;
    await siteVisitor(site).post("/newsletter", { email });
    const welcome = await waitForMail(site, email, newsletterWelcomeSubject);
    const tokenId = linkParameterIn(welcome.text, "/unsubscribe", "tokenId");
    const visitor = siteVisitor(site);
    await expectForgeriesRefused(visitor, "/unsubscribe", { form: { tokenId } });
    // Had a forgery gone through, the link would now be "no longer available".
    const own = await visitor.post("/unsubscribe", { tokenId });
    expect(await own.text()).toContain(unsubscribeMessages.unsubscribed);
  },

  "/api/unsubscribe/some-id": async () => {
    // The one write every site may send (RFC 8058): webmail programs post it from their own
    // pages. The subscription id in the address authorises it; it reads no cookie.
    const email = `csrf-oneclick-${++visitorCount}@example.com`;
    await siteVisitor(site).post("/newsletter", { email });
    const welcome = await waitForMail(site, email, newsletterWelcomeSubject);
    const header = welcome.headerLines.find((line) => line.key === "list-unsubscribe")?.line;
    const oneClick = /<(https?:\/\/[^>]+\/api\/unsubscribe\/[^>]+)>/.exec(header ?? "")?.[1];
    if (!oneClick) throw new Error(`No one-click address in: ${header}`);
    const visitor = siteVisitor(site);
    const path = new URL(oneClick).pathname;
    const body = { form: { "List-Unsubscribe": "One-Click" } };
    // A path beside it is no such exception, from any origin.
    await expectForgeriesRefused(visitor, `${path}/more`, body);
    await expectForgeriesRefused(visitor, "/api/unsubscribe", body);

    const webmail = await send(visitor, path, body, {
      origin: "https://mail.example.net",
      "sec-fetch-site": "cross-site",
    });
    expect(webmail.status).toBe(200);
    expect(await webmail.json()).toEqual({ result: { status: "unsubscribed" } });
    const tokenId = linkParameterIn(welcome.text, "/unsubscribe", "tokenId");
    const page = await visitor.post("/unsubscribe", { tokenId });
    expect(await page.text()).toContain("This unsubscribe request is no longer available.");
  },

  "/profile": async () => {
    const email = `csrf-password-${++visitorCount}@example.com`;
    const victim = await signedInAccountHolder(site, email, "original-pass");
    await expectForgeriesRefused(victim, "/profile", {
      form: { password: "forged-pass", confirmPassword: "forged-pass" },
    });
    const own = await victim.post("/profile", {
      password: "changed-pass",
      confirmPassword: "changed-pass",
    });
    expect(await own.text()).toContain(authMessages.passwordChanged);
    expect((await signInOverHttp(siteVisitor(site), email, "forged-pass")).status).toBe(401);
    expect((await signInOverHttp(siteVisitor(site), email, "changed-pass")).status).toBe(302);
  },

  "/privacy-settings": async () => {
    const victim = await holder("privacy");
    for (const intent of ["deactivate", "delete", "export"]) {
      await expectForgeriesRefused(victim, "/privacy-settings", { form: { intent } });
    }
    expect(await isSignedIn(victim)).toBe(true);
    const own = await victim.post("/privacy-settings", { intent: "deactivate" });
    expect(own.status).toBe(302);
    expect(await isSignedIn(victim)).toBe(false);
  },

  "/sign-out": async () => {
    const victim = await holder("sign-out");
    await expectForgeriesRefused(victim, "/sign-out", { form: {} });
    expect(await isSignedIn(victim)).toBe(true);
    expect((await victim.post("/sign-out", {})).status).toBe(302);
    expect(await isSignedIn(victim)).toBe(false);
  },

  "/welcome": async () => {
    const email = `csrf-reset-${++visitorCount}@example.com`;
    await createVerifiedAccount(site, email, "before-reset");
    const visitor = siteVisitor(site);
    await visitor.post("/sign-in", { intent: "forgot-password", email });
    const mail = await waitForMail(site, email, accountEmailSubjects.passwordReset);
    const oobCode = linkParameterIn(mail.text, "/welcome", "oobCode");
    const form = { oobCode, password: "forged-reset", confirmPassword: "forged-reset" };
    await expectForgeriesRefused(visitor, "/welcome", { form });
    await expectForgeriesRefused(visitor, "/welcome", { form: { intent: "verify", oobCode } });
    const own = await visitor.post("/welcome", { ...form, password: "after-reset" });
    expect(await own.text()).toContain(authMessages.passwordsDoNotMatch);
    const reset = await visitor.post("/welcome", {
      oobCode,
      password: "after-reset",
      confirmPassword: "after-reset",
    });
    expect(await reset.text()).toContain(authMessages.resetSucceeded);
  },

  "/account-requests": async () => {
    const { email } = await closedAccount("deactivate");
    const visitor = siteVisitor(site);
    await expectForgeriesRefused(visitor, "/account-requests", {
      form: { intent: "reactivate", email },
    });
    await expectForgeriesRefused(visitor, "/api/functions/recoverAccount", {
      json: { data: { email } },
    });
    const own = await visitor.post("/account-requests", { intent: "reactivate", email });
    expect(own.status).toBe(200);
    await waitForMail(site, email, accountEmailSubjects.reactivation);
    expect(mailCount(site, email, accountEmailSubjects.reactivation)).toBe(1);
  },

  "/activate-account": async () => {
    const { email, password } = await closedAccount("deactivate");
    const visitor = siteVisitor(site);
    await visitor.post("/account-requests", { intent: "reactivate", email });
    const mail = await waitForMail(site, email, accountEmailSubjects.reactivation);
    const token = linkParameterIn(mail.text, "/activate-account", "token");
    const path = `/activate-account?token=${token}`;
    await expectForgeriesRefused(visitor, "/activate-account", {
      form: { token, email, password },
    });
    expect((await visitor.request(path, { method: "GET" })).status).toBe(200);
    const own = await visitor.post(path, { token, email, password });
    expect(await own.text()).toContain("Your account has been reactivated!");
  },

  "/recover-account": async () => {
    const { email, password } = await closedAccount("delete");
    const visitor = siteVisitor(site);
    await visitor.post("/account-requests", { intent: "recover", email });
    const mail = await waitForMail(site, email, accountEmailSubjects.recovery);
    const token = linkParameterIn(mail.text, "/recover-account", "token");
    await expectForgeriesRefused(visitor, "/recover-account", {
      form: { token, email, password },
    });
    const own = await visitor.post(`/recover-account?token=${token}`, { token, email, password });
    expect(await own.text()).toContain("Your account has been successfully recovered!");
  },

  "/data-export/download": async () => {
    const victim = await holder("export");
    expect((await victim.post("/privacy-settings", { intent: "export" })).status).toBe(200);
    const mail = await site.smtp.waitForMessage(
      (message) => message.subject === accountEmailSubjects.dataExport,
    );
    const token = linkParameterIn(mail.text, "/data-export", "token");
    await expectForgeriesRefused(victim, "/data-export/download", { form: { token } });
    // The link works once: had a forgery used it, this download would be refused.
    const own = await victim.post("/data-export/download", { token });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toContain("attachment");
  },

  "/api/functions/checkUserExist": async () => {
    const visitor = siteVisitor(site);
    const body = { json: { data: { email: "someone@example.com" } } };
    await expectForgeriesRefused(visitor, "/api/functions/checkUserExist", body);
    const own = await send(visitor, "/api/functions/checkUserExist", body, ownOrigin());
    expect(await own.json()).toEqual({ result: { exists: false } });
  },

  "/api/functions/recoverAccount": async () => {
    const { email } = await closedAccount("deactivate");
    const visitor = siteVisitor(site);
    const body = { json: { data: { email } } };
    await expectForgeriesRefused(visitor, "/api/functions/recoverAccount", body);
    const own = await send(visitor, "/api/functions/recoverAccount", body, ownOrigin());
    expect(((await own.json()) as { result: { status: string } }).result.status).toBe(
      "activation_requested",
    );
    await waitForMail(site, email, accountEmailSubjects.reactivation);
    expect(mailCount(site, email, accountEmailSubjects.reactivation)).toBe(1);
  },

  "/admin/inbox/:kind/:id": async () => {
    const sent = await siteVisitor(site).post("/contact", {
      name: "Console Csrf",
      email: `console-csrf-${++visitorCount}@example.com`,
      company: "Acme",
      message: "Please call me back",
    });
    expect(sent.status).toBe(200);
    const member = await teamMember();
    const item = await consoleLink(
      member,
      "/admin/inbox",
      /\/admin\/inbox\/contact\/[0-9a-f-]{36}/,
    );
    await expectForgeriesRefused(member, item, { form: { intent: "note", body: "forged note" } });
    expect((await member.post(item, { intent: "note", body: "genuine note" })).status).toBe(200);
    const page = await (await member.get(item)).text();
    expect(page).toContain("genuine note");
    expect(page).not.toContain("forged note");
  },

  "/admin/conversations/:id": async () => {
    // A visitor talks to the assistant and goes; the team may write for when they come back.
    await chatTurn(chatSocketUrl(site.url, `csrf-chat-${++visitorCount}`), "Who are you?", {
      origin: site.url,
    });
    const member = await teamMember();
    const chat = await consoleLink(
      member,
      "/admin/conversations",
      /\/admin\/conversations\/[0-9a-f-]{36}/,
    );
    await expectForgeriesRefused(member, chat, {
      form: { intent: "reply", message: "forged line" },
    });
    expect((await member.post(chat, { intent: "reply", message: "genuine line" })).status).toBe(
      200,
    );
    const page = await (await member.get(chat)).text();
    expect(page).toContain("genuine line");
    expect(page).not.toContain("forged line");
  },

  "/admin/newsletter/campaigns/new": async () => {
    const member = await teamMember();
    const fields = (subject: string) => ({ subject, body: "Hello **readers**." });
    await expectForgeriesRefused(member, "/admin/newsletter/campaigns/new", {
      form: fields("Forged campaign"),
    });
    const own = await member.post("/admin/newsletter/campaigns/new", fields("Genuine campaign"));
    expect(own.status).toBe(302);
    const list = await (await member.get("/admin/newsletter")).text();
    expect(list).toContain("Genuine campaign");
    expect(list).not.toContain("Forged campaign");
  },

  "/admin/newsletter/campaigns/:id": async () => {
    const member = await teamMember();
    const created = await member.post("/admin/newsletter/campaigns/new", {
      subject: "Campaign to edit",
      body: "First words.",
    });
    const campaign = new URL(created.headers.get("location")!, site.url).pathname;
    const edit = (subject: string) => ({ intent: "save", subject, body: "Second words." });
    await expectForgeriesRefused(member, campaign, { form: edit("Forged subject") });
    expect((await member.post(campaign, edit("Edited subject"))).status).toBe(200);
    const page = await (await member.get(campaign)).text();
    expect(page).toContain("Edited subject");
    expect(page).not.toContain("Forged subject");
  },

  "/admin/team": async () => {
    const member = await teamMember();
    const colleague = `csrf-colleague-${++visitorCount}@example.com`;
    await createVerifiedAccount(site, colleague, "colleague-pass-1");
    await expectForgeriesRefused(member, "/admin/team", {
      form: { intent: "add", email: colleague },
    });
    expect((await (await member.get("/admin/team")).text()).includes(colleague)).toBe(false);
    expect((await member.post("/admin/team", { intent: "add", email: colleague })).status).toBe(
      200,
    );
    expect(await (await member.get("/admin/team")).text()).toContain(colleague);
  },

  "/admin/no-such-page-here": async () => {
    const member = await teamMember();
    await expectForgeriesRefused(member, "/admin/no-such-page-here", { form: { intent: "x" } });
    expect((await member.post("/admin/no-such-page-here", { intent: "x" })).status).toBe(404);
  },
};

describe("cross-site request forgery", () => {
  beforeAll(async () => {
    site = await startConsoleServer("pglite", { TRUST_PROXY: "true" });
  });
  afterAll(() => site.stop());

  it("has a case for every route with an action and every POST endpoint under /api", () => {
    expect(actionPaths.length).toBeGreaterThan(10);
    const missing = [...actionPaths, ...postEndpoints].filter((path) => !(path in cases));
    expect(missing).toEqual([]);
  });

  it.each(actionPaths)("refuses a forged POST to the action of %s", async (path) => {
    await cases[path]!();
  });

  it.each(postEndpoints)(
    "refuses a forged POST to %s (or takes it where any site may send it)",
    async (path) => {
      await cases[path]!();
    },
  );

  it("refuses forged POSTs to every other path under /api, Better Auth's included", async () => {
    const visitor = siteVisitor(site);
    for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/health"]) {
      await expectForgeriesRefused(visitor, path, { json: { email: "a@example.com" } });
    }
    // Only the OAuth callback of Better Auth is mounted; its own sign-in is not reachable.
    const email = `csrf-direct-${++visitorCount}@example.com`;
    await createVerifiedAccount(site, email, "direct-pass");
    const direct = await send(
      visitor,
      "/api/auth/sign-in/email",
      { json: { email, password: "direct-pass" } },
      ownOrigin(),
    );
    expect(direct.status).toBe(404);
    expect(direct.headers.getSetCookie()).toEqual([]);
  });

  it("refuses the chat socket's handshake from a foreign origin, and takes the site's own", async () => {
    const open = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${site.url.replace(/^http/, "ws")}/ws/csrfchatclient0001`, {
          headers: { origin },
        });
        socket.once("open", () => {
          socket.close();
          resolve(101);
        });
        socket.once("unexpected-response", (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.once("error", reject);
      });
    expect(await open(foreignOrigin)).toBe(403);
    expect(await open(new URL(site.url).origin)).toBe(101);
  });
});
