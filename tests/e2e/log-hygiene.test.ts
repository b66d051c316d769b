import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/support/server.ts";

// Distinctive values that would be easy to spot in any log line.
const CANARY_PASSWORD = "canary-Pa55word-7f3a9c";
const EMAIL = "canary@example.com";

describe("log output", () => {
  let server: RunningServer;
  const post = (path: string, fields: Record<string, string>, cookie = "") =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });

  /** The newest action code mailed to the canary address, read from the development mailbox. */
  async function mailedCode(): Promise<string> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const mailbox = await (await fetch(`${server.url}/dev/mailbox`)).text();
      const code = /oobCode=([A-Za-z0-9._-]+)/.exec(mailbox)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("No action code in the mailbox");
  }

  beforeAll(async () => {
    // No SMTP: mail goes to the development mailbox, whose console lines are the riskiest.
    server = await startServer();
  });
  afterAll(() => server.stop());

  it("never contains a password, an emailed token or a session cookie", async () => {
    expect(
      (
        await post("/sign-in", {
          intent: "sign-up",
          name: "Canary",
          email: EMAIL,
          password: CANARY_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const verificationCode = await mailedCode();
    await post("/welcome?mode=verifyEmail", { intent: "verify", oobCode: verificationCode });
    const signedIn = await post("/sign-in", {
      intent: "sign-in",
      email: EMAIL,
      password: CANARY_PASSWORD,
      redirectTo: "/",
    });
    const sessionCookie = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("kestrel.session_token="));
    expect(sessionCookie).toBeDefined();
    const sessionToken = decodeURIComponent(sessionCookie!.split(";")[0]!.split("=")[1]!);
    await post("/sign-in", { intent: "sign-in", email: EMAIL, password: "wrong-password" });
    await post("/sign-in", { intent: "forgot-password", email: EMAIL });

    const output = server.output();
    expect(output).toContain(`Mail to ${EMAIL}`);
    expect(output).not.toContain(CANARY_PASSWORD);
    expect(output).not.toContain("wrong-password");
    expect(output).not.toContain(verificationCode);
    expect(output).not.toContain(sessionToken.split(".")[0]);
    expect(output).not.toMatch(/oobCode=|token=/);
  });
});
