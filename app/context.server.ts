import type { Logger } from "pino";
import { createContext, RouterContextProvider } from "react-router";
import type { AccountJobs } from "./account/account-jobs.server.ts";
import type { Lifecycle } from "./account/lifecycle.server.ts";
import type { Accounts, CurrentSession } from "./auth/accounts.server.ts";
import type { Auth } from "./auth/auth.server.ts";
import type { SignInThrottle } from "./auth/sign-in-throttle.server.ts";
import type { LiveHub } from "./chat/live/live-signals.server.ts";
import type { Config } from "./config/env.server.ts";
import type { DatabaseHandle } from "./db/client.server.ts";
import type { Mailer } from "./email/mailer.server.ts";
import type { InquiryInboxes } from "./inquiries/inquiry-inboxes.server.ts";
import type { NewsletterInbox } from "./newsletter/newsletter-inbox.server.ts";

/** Long-lived services created once by the server entry and handed to every loader and action. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  auth: Auth;
  accounts: Accounts;
  /**
   * Counts failed password checks (every form that checks a password goes through it) and
   * knows the browsers that have proven an account's password (device cookies).
   */
  signInThrottle: SignInThrottle;
  lifecycle: Lifecycle;
  accountJobs: AccountJobs;
  /** Where each form's posts go in: `receive` stores, charges and mails, the same for all. */
  contact: InquiryInboxes["contact"];
  consultation: InquiryInboxes["consultation"];
  newsletter: NewsletterInbox;
  /** Runs the due account jobs now rather than at the next minute. */
  runJobsSoon(): void;
  /** Signals of live conversations from every process, for the console's event streams. */
  liveHub: LiveHub;
}

/** What the server knows about the request beyond the Request object itself. */
export interface RequestInfo {
  cspNonce: string;
  /** The visitor's IP address (behind a trusted proxy, the forwarded one). */
  clientIp: string;
  /** True only for a direct connection from this machine, never for one relayed by a proxy. */
  fromThisMachine: boolean;
  /** The server's logger, bound to this request's id. */
  log: Logger;
}

export const servicesContext = createContext<AppServices>();

export const requestInfoContext = createContext<RequestInfo>();

/**
 * The visitor's session when the server has already looked it up for this request (the page
 * cache does, to choose the page), so that the loaders do not look it up again.
 */
export const knownSessionContext = createContext<CurrentSession | null | undefined>(undefined);

/**
 * Builds the context of one request. Context keys are compared by identity, so the Node server
 * must call this copy, the one inside the React Router build, which it reaches through the
 * build's server entry (see entry.server.tsx).
 */
export function createLoadContext(
  services: AppServices,
  requestInfo: RequestInfo,
  knownSession?: CurrentSession | null,
) {
  return new RouterContextProvider(
    new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
      [servicesContext, services],
      [requestInfoContext, requestInfo],
      [knownSessionContext, knownSession],
    ]),
  );
}

export type CreateLoadContext = typeof createLoadContext;
