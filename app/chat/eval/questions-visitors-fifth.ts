/**
 * A fifth set of visitor questions for the tuning part, written from the site's visible content
 * alone (its pages, legal texts and product description), apart from the assistant, once the
 * earlier tuning questions were nearly all answered. Its wording is deliberately unlike the
 * site's own: casual, terse, misspelt, formal, upset, rambling, indirect, in simple German,
 * Spanish or French, several facts asked at once, and follow-ups that lean on the turn before.
 * Split by subject into the files imported below, to keep each file readable.
 */
import type { EvalQuestion } from "./eval-question.ts";
import { FIFTH_ACCOUNT_QUESTIONS } from "./questions-visitors-fifth-accounts.ts";
import { FIFTH_CLIENT_QUESTIONS } from "./questions-visitors-fifth-clients.ts";
import { FIFTH_ENGAGEMENT_QUESTIONS } from "./questions-visitors-fifth-engagement.ts";
import { FIFTH_FIGURES_QUESTIONS } from "./questions-visitors-fifth-figures.ts";
import { FIFTH_LEGAL_QUESTIONS } from "./questions-visitors-fifth-legal.ts";
import { FIFTH_OFFER_QUESTIONS } from "./questions-visitors-fifth-offer.ts";
import { FIFTH_PLATFORM_QUESTIONS } from "./questions-visitors-fifth-platform.ts";
import { FIFTH_REACH_QUESTIONS } from "./questions-visitors-fifth-reach.ts";

export const FIFTH_FRESH_QUESTIONS: EvalQuestion[] = [
  ...FIFTH_OFFER_QUESTIONS,
  ...FIFTH_PLATFORM_QUESTIONS,
  ...FIFTH_FIGURES_QUESTIONS,
  ...FIFTH_CLIENT_QUESTIONS,
  ...FIFTH_ENGAGEMENT_QUESTIONS,
  ...FIFTH_REACH_QUESTIONS,
  ...FIFTH_ACCOUNT_QUESTIONS,
  ...FIFTH_LEGAL_QUESTIONS,
];
