/**
 * A sixth set of visitor questions for the tuning part, written from the site's visible content
 * alone. It leans on the kinds of wording a rule-based assistant finds hardest: questions whose
 * answer must link the page the fact is on, follow-ups that add a condition or a twist to the
 * turn before, long messages that describe a situation before asking something short, and
 * casual, terse, misspelt or non-native English. Split by subject into the files imported below.
 */
import type { EvalQuestion } from "./eval-question.ts";
import { SIXTH_ACCOUNT_QUESTIONS } from "./questions-visitors-sixth-accounts.ts";
import { SIXTH_CLIENT_QUESTIONS } from "./questions-visitors-sixth-clients.ts";
import { SIXTH_DELIVERY_QUESTIONS } from "./questions-visitors-sixth-delivery.ts";
import { SIXTH_ENGAGEMENT_QUESTIONS } from "./questions-visitors-sixth-engagement.ts";
import { SIXTH_LEGAL_QUESTIONS } from "./questions-visitors-sixth-legal.ts";
import { SIXTH_OFFER_QUESTIONS } from "./questions-visitors-sixth-offer.ts";
import { SIXTH_PLATFORM_QUESTIONS } from "./questions-visitors-sixth-platform.ts";
import { SIXTH_REACH_QUESTIONS } from "./questions-visitors-sixth-reach.ts";

export const SIXTH_FRESH_QUESTIONS: EvalQuestion[] = [
  ...SIXTH_OFFER_QUESTIONS,
  ...SIXTH_PLATFORM_QUESTIONS,
  ...SIXTH_DELIVERY_QUESTIONS,
  ...SIXTH_CLIENT_QUESTIONS,
  ...SIXTH_ENGAGEMENT_QUESTIONS,
  ...SIXTH_REACH_QUESTIONS,
  ...SIXTH_ACCOUNT_QUESTIONS,
  ...SIXTH_LEGAL_QUESTIONS,
];
