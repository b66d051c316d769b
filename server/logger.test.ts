import { describe, expect, it } from "vitest";
import { captureLogs } from "#tests/support/test-logger.ts";
import { serializeError } from "./logger.ts";

describe("logger", () => {
  it("writes one JSON object per line with a level name, an ISO time and the message", () => {
    const { logger, lines } = captureLogs();
    logger.info({ port: 3000 }, "Listening");
    expect(lines).toEqual([
      expect.objectContaining({
        level: "info",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        msg: "Listening",
        port: 3000,
      }),
    ]);
  });

  it("redacts passwords, tokens, cookies, authorization headers and email bodies wherever they are", () => {
    const { logger, text } = captureLogs();
    logger.warn(
      {
        password: "canary-password",
        form: { newPassword: "canary-new", token: "canary-token" },
        headers: { authorization: "Bearer canary-bearer", cookie: "session=canary-cookie" },
        res: { headers: { "set-cookie": "session=canary-set-cookie" } },
        email: { subject: "Reset your password", html: "<a>canary-html</a>", text: "canary-text" },
      },
      "careless call",
    );
    expect(text()).not.toMatch(/canary/);
    expect(text()).toContain("Reset your password");
    expect(text()).toContain("[redacted]");
  });

  it("keeps an error's type, message, code and cause, but not a failed query's parameters", () => {
    const cause = Object.assign(new Error("duplicate key value"), {
      code: "23505",
      detail: "Key (email)=(canary@example.com) already exists.",
    });
    const error = new Error(
      'Failed query: insert into "email_outbox" values ($1, $2)\nparams: canary@example.com,<p>canary body</p>',
      { cause },
    );
    error.name = "DrizzleQueryError";
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      type: "DrizzleQueryError",
      message: 'Failed query: insert into "email_outbox" values ($1, $2)',
      cause: { type: "Error", message: "duplicate key value", code: "23505" },
    });
    expect(JSON.stringify(serialized)).not.toContain("canary");
    expect(serialized.stack).toMatch(/^DrizzleQueryError: Failed query.*\n\s+at /);
  });

  it("describes a thrown value that is not an Error", () => {
    expect(serializeError("plain text")).toEqual({ message: "plain text" });
  });
});
