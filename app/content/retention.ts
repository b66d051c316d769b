/**
 * How long personal data is kept. Housekeeping deletes by these periods, the privacy policy
 * promises them and docs/data-retention.md describes them; a test holds the three together.
 */
export const retention = {
  /** An anonymous visitor record that owns nothing, counted from its first visit. */
  anonymousVisitorDays: 30,
  sentEmailDays: 14,
  /** Undeliverable mail stays long enough to find out why it failed. */
  failedEmailDays: 90,
  /** A data export request, once its file is downloaded or its link expired. */
  endedExportDays: 90,
  /** Chat conversations of visitors without an account, after the last message. */
  visitorConversationDays: 90,
  /** Form messages, sign-ups and consultation requests marked as spam. */
  spamDays: 30,
  /** Contact messages and consultation requests. */
  formMonths: 24,
  /** The record of an opt-out is what keeps the address from being mailed again. */
  optOutMonths: 24,
  /** What is left of an erased account. */
  tombstoneMonths: 12,
  auditMonths: 24,
  campaignMonths: 24,
} as const;

/** A period in months as the privacy policy words it. */
export const monthsInWords = (months: number) => (months === 12 ? "one year" : `${months} months`);
