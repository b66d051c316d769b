/**
 * A seventh set of visitor questions for the tuning part, written as different people would ask
 * them in their own words rather than the site's: a clinic manager, a cautious finance lead, a
 * shop owner, a dispatcher, a university administrator, a developer, non-native speakers,
 * hurried phone typing, an upset account holder, and two questions in one message. Split by
 * subject into the files imported below.
 */
import type { EvalQuestion } from "./eval-question.ts";
import { SEVENTH_ACCOUNT_QUESTIONS } from "./questions-visitors-seventh-accounts.ts";
import { SEVENTH_CLIENT_QUESTIONS } from "./questions-visitors-seventh-clients.ts";
import { SEVENTH_ENGAGEMENT_QUESTIONS } from "./questions-visitors-seventh-engagement.ts";
import { SEVENTH_LEGAL_QUESTIONS } from "./questions-visitors-seventh-legal.ts";
import { SEVENTH_OFFER_QUESTIONS } from "./questions-visitors-seventh-offer.ts";
import { SEVENTH_PLATFORM_QUESTIONS } from "./questions-visitors-seventh-platform.ts";

export const SEVENTH_FRESH_QUESTIONS: EvalQuestion[] = [
  ...SEVENTH_OFFER_QUESTIONS,
  ...SEVENTH_PLATFORM_QUESTIONS,
  ...SEVENTH_CLIENT_QUESTIONS,
  ...SEVENTH_ENGAGEMENT_QUESTIONS,
  ...SEVENTH_ACCOUNT_QUESTIONS,
  ...SEVENTH_LEGAL_QUESTIONS,
];
