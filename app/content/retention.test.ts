import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "./legal/privacy-policy.ts";
import { monthsInWords, retention } from "./retention.ts";

type Period = keyof typeof retention;

/**
 * Where each period housekeeping deletes by is stated: in the privacy policy's retention section
 * (for the personal data it covers) and in docs/data-retention.md. Every period must be here, so
 * a new one cannot go unstated.
 */
const statements: Record<Period, (value: number) => { policy?: string[]; docs: string[] }> = {
  anonymousVisitorDays: (days) => ({
    policy: [`record once it is ${days} days old`],
    docs: [
      `made more than ${days} days ago`,
      `| anonymous visitors who own nothing, ${days} days after they first came |`,
    ],
  }),
  sentEmailDays: (days) => ({
    policy: [`emails we send you are deleted ${days} days after delivery`],
    docs: [`row is deleted ${days} days after delivery`, `| delivered emails ${days} days after`],
  }),
  failedEmailDays: (days) => ({
    policy: [`or ${days} days after a delivery that failed`],
    docs: [`given up on is kept ${days} days after it was queued`],
  }),
  endedExportDays: (days) => ({
    policy: [`the record of your request ${days} days after you made it`],
    docs: [`deleted ${days} days after the request`, `data export requests ${days} days after`],
  }),
  visitorConversationDays: (days) => ({
    policy: [`without an account are deleted ${days} days after the last message`],
    docs: [`keeps theirs for ${days} days after the last message`],
  }),
  spamDays: (days) => ({
    policy: [`identify as spam are deleted after ${days} days`],
    docs: [
      `Spam caught by the form is deleted after ${days} days`,
      `spam sign-ups after ${days} days`,
    ],
  }),
  formMonths: (months) => ({
    policy: [`form data is kept for ${months} months`, `until their ${months} months are up`],
    docs: [`Kept ${months} months after they were sent`, `all others after ${months} months`],
  }),
  optOutMonths: (months) => ({
    policy: [`so we do not email you again, for ${months} months`],
    docs: [`the row stays ${months} months`, `opt-out records, ${months} months after the opt-out`],
  }),
  tombstoneMonths: (months) => ({
    policy: [`which we delete ${monthsInWords(months)} later`],
    docs: [`deletes it ${monthsInWords(months)} after the erasure`],
  }),
  auditMonths: (months) => ({
    docs: [`deletes an entry ${months} months after the action`],
  }),
  campaignMonths: (months) => ({
    docs: [`deletes a campaign ${months} months after it was`],
  }),
};

const squash = (text: string) => text.replace(/\s+/g, " ");
const policyText = squash(
  privacyPolicy.sections.find((section) => section.id === "data-retention")?.paragraphs.join(" ") ??
    "",
);
const docsText = squash(readFileSync("docs/data-retention.md", "utf8"));

describe("retention periods", () => {
  it.each(Object.keys(retention) as Period[])(
    "%s is the period the privacy policy and docs/data-retention.md state",
    (period) => {
      const { policy = [], docs } = statements[period](retention[period]);
      for (const phrase of policy) expect(policyText).toContain(phrase);
      for (const phrase of docs) expect(docsText).toContain(phrase);
    },
  );
});
