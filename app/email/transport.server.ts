import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { OutboxEmail } from "#app/db/schema.server.ts";
import { CALENDAR_FILENAME } from "./mail-parts.server.ts";

/** Where outgoing mail goes: an SMTP server, or the development mailbox. */
export interface MailTransport {
  readonly kind: "smtp" | "dev-mailbox";
  send(email: OutboxEmail): Promise<void>;
  close(): void;
}

export function createMailTransport(
  { from, smtpUrl }: { from: string; smtpUrl: string | null },
  logger: Logger,
): MailTransport {
  return smtpUrl ? createSmtpTransport(from, smtpUrl) : createDevMailboxTransport(logger);
}

/**
 * A send gives up on a silent mail server within a minute. The outbox worker keeps renewing the
 * lease of an email in flight, so a hung send would hold it, and the mail after it, for as long
 * as nodemailer's defaults wait (up to ten minutes of silence).
 */
export const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** SMTP connections a newsletter campaign's mail is sent over at once. */
export const CAMPAIGN_CONNECTIONS = 4;

function createSmtpTransport(from: string, smtpUrl: string): MailTransport {
  const single = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts }, { from });
  // A campaign is thousands of messages in a burst: over a few kept-open connections each one
  // costs a message exchange, not a connection and greeting. Account mail keeps a connection of
  // its own per message, so a campaign's connections never delay a password reset.
  const pooled = nodemailer.createTransport(
    { url: smtpUrl, pool: true, maxConnections: CAMPAIGN_CONNECTIONS, ...smtpTimeouts },
    { from },
  );
  return {
    kind: "smtp",
    async send(email) {
      await (email.campaignId ? pooled : single).sendMail({
        to: email.recipient,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
        // Sent as a text/calendar alternative with its method, which mail programs show as an
        // invitation card with answer buttons rather than as a plain attachment.
        icalEvent: email.calendar
          ? {
              filename: CALENDAR_FILENAME,
              method: email.calendar.method,
              content: email.calendar.content,
            }
          : undefined,
      });
    },
    close() {
      single.close();
      pooled.close();
    },
  };
}

/**
 * Without an SMTP server, delivered mail stays in the outbox table, where /dev/mailbox shows it.
 * The log names each message but never holds its links: they carry sign-in and reset tokens,
 * and logs are kept and shipped where tokens must not go.
 */
function createDevMailboxTransport(logger: Logger): MailTransport {
  return {
    kind: "dev-mailbox",
    async send(email) {
      logger.info(
        { emailId: email.id },
        `Mail to ${email.recipient}: ${email.subject} (read it at /dev/mailbox)`,
      );
    },
    close() {},
  };
}
