import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/support/server.ts";

// Distinctive values that would be easy to spot in any log line.
const CANARY_PASSWORD = "canary-Pa55word-7f3a9c";
const EMAIL = "canary@example.com";
const CANARY_TOKEN = "canary-token-5d1e8b";
const CANARY_BEARER = "canary-bearer-a4c2e9";

/** The log's lines, parsed; a line that is not JSON fails the test that reads it. */
function logLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("log output", () => {
  let server: RunningServer;
  /** Request ids of the responses, with the path each was for. */
  const requests: { id: string; path: string }[] = [];
  const post = async (path: string, fields: Record<string, string>, cookie = "") => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: server.url,
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });
    requests.push({ id: response.headers.get("x-request-id")!, path: path.split("?")[0]! });
    return response;
  };

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
    await post("/welcome?mode=verifyEmail", {
      intent: "verify",
      oobCode: verificationCode,
      password: CANARY_PASSWORD,
    });
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
    await post(`/api/unsubscribe/${CANARY_TOKEN}`, { "List-Unsubscribe": "One-Click" });
    await fetch(`${server.url}/data-export/download?token=${CANARY_TOKEN}`, {
      headers: {
        authorization: `Bearer ${CANARY_BEARER}`,
        cookie: `kestrel.session_token=${CANARY_TOKEN}`,
      },
    });

    const output = server.output();
    expect(output).toContain(`Mail to ${EMAIL}`);
    expect(output).not.toContain(CANARY_PASSWORD);
    expect(output).not.toContain("wrong-password");
    expect(output).not.toContain(verificationCode);
    expect(output).not.toContain(sessionToken.split(".")[0]);
    expect(output).not.toMatch(/oobCode=|token=/);
    expect(output).not.toContain(CANARY_TOKEN);
    expect(output).not.toContain(CANARY_BEARER);
  });

  it("is one JSON object a line, and ties each request's line to the id in its response", async () => {
    // A response can reach the client a moment before its access line is written.
    await expect
      .poll(() => {
        const ids = new Set(logLines(server.stdout()).map((line) => line.reqId));
        return requests.filter(({ id }) => !ids.has(id));
      })
      .toEqual([]);
    const lines = logLines(server.stdout());
    for (const line of lines) {
      expect(line).toMatchObject({
        level: expect.any(String),
        time: expect.any(String),
        msg: expect.any(String),
      });
    }
    expect(requests.length).toBeGreaterThanOrEqual(5);
    for (const { id, path } of requests) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const access = lines.find((line) => line.reqId === id && line.msg === "request completed");
      expect(access).toMatchObject({ method: "POST", path: expect.stringMatching(/^\//) });
      expect([path, "/api/unsubscribe/[redacted]"]).toContain(access!.path);
    }
  });
});
