import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxEmail } from "#app/db/schema.server.ts";
import { MINUTE_MS } from "#app/lib/durations.ts";
import { startTestSmtpServer } from "#tests/support/smtp-server.ts";
import { captureLogs } from "#tests/support/test-logger.ts";
import { createMailTransport, smtpTimeouts } from "./transport.server.ts";

const email = {
  id: "00000000-0000-0000-0000-000000000000",
  recipient: "ada@example.com",
  replyTo: null,
  subject: "Hello",
  html: "<p>Hello</p>",
  text: "Hello",
  headers: {},
} as unknown as OutboxEmail;

describe("SMTP transport against a server that accepts and then says nothing", () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("gives up on a silent mail server within a minute instead of hanging for ten", async () => {
    const { port } = silent.address() as AddressInfo;
    const transport = createMailTransport(
      {
        from: "Kestrel AI <no-reply@kestrel-ai.com>",
        smtpUrl: `smtp://127.0.0.1:${port}`,
      },
      captureLogs().logger,
    );
    try {
      await expect(transport.send(email)).rejects.toThrow(/Greeting never received/);
    } finally {
      transport.close();
    }
    const longestSend =
      smtpTimeouts.connectionTimeout + smtpTimeouts.greetingTimeout + smtpTimeouts.socketTimeout;
    expect(longestSend).toBeLessThanOrEqual(MINUTE_MS);
  });
});

describe("SMTP transport with a calendar invitation", () => {
  it("sends it as a text/calendar part carrying its method, which mail programs show as an invitation", async () => {
    const smtp = await startTestSmtpServer();
    const transport = createMailTransport(
      { from: "Kestrel AI <no-reply@kestrel-ai.com>", smtpUrl: smtp.url },
      captureLogs().logger,
    );
    const content = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    try {
      await transport.send({ ...email, calendar: { method: "REQUEST", content } });
      const received = await smtp.waitForMessage(() => true);
      const part = received.attachments.find((attachment) =>
        attachment.contentType.startsWith("text/calendar"),
      );
      expect(part?.content.toString("utf8")).toBe(content);
      expect(part?.headers.get("content-type")).toMatchObject({
        value: "text/calendar",
        params: { method: "REQUEST" },
      });
      expect(received.text?.trim()).toBe("Hello");
    } finally {
      transport.close();
      await smtp.stop();
    }
  });
});
