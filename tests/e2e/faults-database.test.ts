import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEmailSubjects } from "#app/auth/account-emails.server.ts";
import { authMessages } from "#app/auth/auth-messages.ts";
import { waitForMail } from "#tests/support/account-flows.ts";
import { actionLinkIn, type AccountServer } from "#tests/support/account-server.ts";
import { setupBrowserSuite } from "#tests/support/browser-suite.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/support/smtp-server.ts";
import { startTcpProxy, type TcpProxy } from "#tests/support/tcp-proxy.ts";
import { createPostgresDatabase } from "#tests/support/test-database.ts";

const unavailableHeading = "We're having trouble right now";
const unavailableMessage = authMessages.functionsUnavailable;
const email = "outage@example.com";
const password = "survives-outages";

let server: RunningServer;
let smtp: TestSmtpServer;
let proxy: TcpProxy;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
const { visit, expectProblem } = setupBrowserSuite({ baseUrl: () => server.url });

function request(path: string, init: { form?: Record<string, string>; cookie?: string } = {}) {
  return fetch(`${server.url}${path}`, {
    method: init.form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      origin: server.url,
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
}

const contactForm = (name: string) => ({
  name,
  email: "writer@example.com",
  company: "Outage Ltd",
  message: "Written while the database may be out of reach.",
});

function checkUserExist() {
  return fetch(`${server.url}/api/functions/checkUserExist`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/json" },
    body: JSON.stringify({ data: { email } }),
  });
}

/** Signs in over HTTP and returns the session cookie. */
async function signIn(): Promise<string> {
  const response = await request("/sign-in", { form: { intent: "sign-in", email, password } });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "PostgreSQL out of reach while the site runs",
  () => {
    beforeAll(async () => {
      database = await createPostgresDatabase();
      const target = new URL(database.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      smtp = await startTestSmtpServer();
      const port = await freePort();
      server = await startServer({
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: proxy.urlThrough(database.url),
        SMTP_URL: smtp.url,
      });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.stop();
      await proxy?.close();
      await database?.drop();
    });

    it("answers 503 while cut, keeps running, and recovers by itself once the line is back", async () => {
      // A verified account holder with a session, and a marketing page already in the cache.
      expect(
        (await request("/sign-in", { form: { intent: "sign-up", name: "Ona", email, password } }))
          .status,
      ).toBe(200);
      const link = actionLinkIn(
        (await waitForMail({ smtp } as AccountServer, email, accountEmailSubjects.verification))
          .text,
      );
      const oobCode = new URL(link, server.url).searchParams.get("oobCode") ?? "";
      expect(
        (await request("/welcome", { form: { intent: "verify", oobCode, password } })).status,
      ).toBe(200);
      const cookie = await signIn();
      expect((await request("/profile", { cookie })).status).toBe(200);
      expect((await request("/")).status).toBe(200);

      // The line drops while submissions are in flight: each ends as a success or a 503.
      const inFlight = Array.from({ length: 8 }, (_, index) =>
        request("/contact", { form: contactForm(`In Flight ${index}`) }).then((r) => r.status),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      proxy.cut();
      const inFlightStatuses = await Promise.all(inFlight);
      expect(inFlightStatuses.every((status) => status === 200 || status === 503)).toBe(true);

      const healthz = await request("/healthz");
      expect(healthz.status).toBe(200);

      const readyz = await request("/readyz");
      expect(readyz.status).toBe(503);
      expect(await readyz.json()).toMatchObject({ status: "unavailable", database: "postgres" });

      const apiHealth = await request("/api/health");
      expect(apiHealth.status).toBe(503);
      expect(await apiHealth.json()).toMatchObject({ error: { status: "UNAVAILABLE" } });

      const apiCall = await checkUserExist();
      expect(apiCall.status).toBe(503);
      expect(apiCall.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await apiCall.json()).toEqual({
        error: { status: "UNAVAILABLE", message: unavailableMessage },
      });

      // Marketing pages come from memory and need no database.
      expect((await request("/")).status).toBe(200);

      // Pages that need the database (here: to look up the session) explain what is going on.
      for (const path of ["/profile", "/contact", "/solutions"]) {
        const page = await request(path, { cookie });
        expect(page.status, path).toBe(503);
        expect(page.headers.get("content-type")).toMatch(/^text\/html/);
        const html = await page.text();
        expect(html).toContain(unavailableHeading.replace("'", "&#x27;"));
        expect(html).toContain(unavailableMessage);
        expect(html).not.toMatch(/ECONNREFUSED|ECONNRESET|Connection terminated|at .*\.js:\d+/);
      }

      const signInAttempt = await request("/sign-in", {
        form: { intent: "sign-in", email, password },
      });
      expect(signInAttempt.status).toBe(503);

      // The contact form keeps its own words for a submission that could not be stored.
      const contact = await request("/contact", { form: contactForm("During Outage") });
      expect(contact.status).toBe(503);
      expect(await contact.text()).toContain("Failed to submit form. Please try again later.");

      // In a browser the page hydrates into the same explanation.
      expectProblem(/status of 503/);
      const page = await visit("/about");
      await page.context().addCookies(
        cookie.split("; ").map((pair) => {
          const [name, ...value] = pair.split("=");
          return { name: name!, value: value.join("="), url: server.url };
        }),
      );
      await page.goto("/contact");
      await page.getByRole("heading", { name: unavailableHeading }).waitFor();
      expect(await page.getByRole("main").textContent()).toContain(unavailableMessage);

      expect(server.exited()).toBe(false);

      proxy.restore();
      // The pool makes new connections on demand; no restart is needed.
      for (let ready = 0; ready !== 200;) {
        ready = (await request("/readyz")).status;
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await request("/profile", { cookie })).status).toBe(200);
      expect((await request("/contact", { form: contactForm("After Outage") })).status).toBe(200);
      expect((await checkUserExist()).status).toBe(200);
      const freshCookie = await signIn();
      expect((await request("/profile", { cookie: freshCookie })).status).toBe(200);
      await page.reload();
      await page.getByRole("heading", { name: "Contact us", level: 1 }).waitFor();

      expect(server.exited()).toBe(false);
      const output = server.output();
      expect(output).not.toContain("Unhandled error");
      // Failed queries were logged without their parameters: no address, no session token.
      expect(output).toContain("Database unavailable");
      expect(output).not.toContain("writer@example.com");
      for (const pair of cookie.split("; ")) {
        const token = decodeURIComponent(pair.slice(pair.indexOf("=") + 1)).split(".")[0]!;
        expect(output).not.toContain(token);
      }
    });
  },
);
