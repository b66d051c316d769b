import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  /** smtp:// URL to put in SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** While true, every message is refused with a temporary 451 error, like a server in trouble. */
  refuseMail: boolean;
  /** How long each message waits, once received, before the server accepts it: a slow server. */
  acceptDelayMs: number;
  /**
   * Holds every message from now on at the end of its DATA, unanswered, until the returned
   * function is called: a sender stays mid-send, as with a slow mail server.
   */
  holdMail(): () => void;
  /** Messages being held right now (each sender sends one at a time, so: senders held). */
  readonly heldMessages: number;
  /** Resolves with the first received message that matches, waiting for it if needed. */
  waitForMessage(match: (message: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server, in process, that parses and keeps every message it accepts. On a free port
 * unless given one (to bring mail back up where a server was told to send it).
 */
export async function startTestSmtpServer({
  port = 0,
}: { port?: number } = {}): Promise<TestSmtpServer> {
  let gate: Promise<void> | null = null;
  let held = 0;
  const state: TestSmtpServer = {
    url: "",
    messages: [],
    refuseMail: false,
    acceptDelayMs: 0,
    holdMail() {
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
    get heldMessages() {
      return held;
    },
    async waitForMessage(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = state.messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `No matching email within ${timeoutMs} ms; received: ${state.messages.map((m) => m.subject).join(", ") || "none"}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refuseMail) {
        const error = Object.assign(new Error("Mailbox temporarily unavailable"), {
          responseCode: 451,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (message) => {
          const waitFor = gate;
          if (waitFor) {
            held += 1;
            await waitFor;
            held -= 1;
          }
          if (state.acceptDelayMs > 0) {
            await new Promise((resolve) => setTimeout(resolve, state.acceptDelayMs));
          }
          state.messages.push(message);
          callback();
        })
        .catch(callback);
    },
  });

  // A site killed mid-conversation (the crash tests) resets its connection. That is the site's
  // failure to observe, not this server's: without a listener it would crash the test run.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}
