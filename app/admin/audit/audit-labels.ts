import { statusLabels } from "../inbox/inbox-filter.ts";
import { subscriberStatusLabels } from "../campaigns/subscriber-labels.ts";

/** How the audit log names the author of a change made with the command-line tool. */
export const COMMAND_LINE_ACTOR = "command line";

/**
 * How the audit log reads each action. A feature that records a new action adds its sentence
 * here; an unknown one is shown as it was recorded.
 */
const actionLabels: Record<string, string> = {
  "inquiry.status": "changed the status of",
  "inquiry.restore": "restored from spam",
  "inquiry.note": "added a note to",
  "inquiry.reply": "replied to",
  "inquiries.export": "downloaded a CSV of",
  "meeting.confirm": "confirmed a meeting for",
  "meeting.reschedule": "rescheduled the meeting of",
  "meeting.cancel": "cancelled the meeting of",
  "campaign.create": "created",
  "campaign.save": "saved",
  "campaign.test": "sent a test of",
  "campaign.send": "started sending",
  "subscribers.export": "downloaded a CSV of",
  "team.grant": "granted console access to",
  "team.revoke": "took console access away from",
  "conversation.join": "joined",
  "conversation.leave": "left",
  "conversation.reply": "wrote in",
};

export function auditActionLabel(action: string): string {
  return actionLabels[action] ?? action;
}

/** The console page of the record an entry is about, when it has one. */
export function auditTargetHref(targetType: string, targetId: string): string | null {
  switch (targetType) {
    case "contact":
    case "consultation":
      return `/admin/inbox/${targetType}/${targetId}`;
    case "campaign":
      return `/admin/newsletter/campaigns/${targetId}`;
    case "conversation":
      return `/admin/conversations/${targetId}`;
    default:
      return null;
  }
}

/** How a sentence of the log names a record: by what it is called now, or as gone. */
const recordKinds: Partial<Record<string, { named: (name: string) => string; gone: string }>> = {
  contact: {
    named: (name) => `the contact message from ${name}`,
    gone: "a contact message since deleted",
  },
  consultation: {
    named: (name) => `the consultation request from ${name}`,
    gone: "a consultation request since deleted",
  },
  campaign: { named: (name) => `the campaign “${name}”`, gone: "a campaign since deleted" },
  conversation: {
    named: (name) => `the chat with ${name}`,
    gone: "a chat since deleted",
  },
};

/** Targets that are a whole list rather than one record. */
const listNames: Partial<Record<string, string>> = {
  subscribers: "the newsletter subscribers",
  inquiries: "the inbox",
};

/** Records named by one of their details rather than by their kind: an account by its address. */
const namingDetails: Partial<Record<string, string>> = { account: "email" };

/** Details recorded for the machine, not for a reader: an invitation's sequence number. */
const hiddenDetails = new Set(["sequence"]);

/** Stored words shown as the console shows them elsewhere ("in_progress" as "In progress"). */
const valueLabels: Record<string, string> = { ...statusLabels, ...subscriberStatusLabels };

/**
 * What the audit log calls an entry's record, and the details left to show beside it.
 * `recordName` is what the record is called now (the sender's name, the campaign's subject),
 * when it still exists.
 */
export function describeAuditTarget(
  targetType: string,
  detail: Record<string, string | number | null>,
  recordName?: string,
): { name: string; details: [string, string | number][] } {
  const namingDetail = namingDetails[targetType];
  const named = namingDetail === undefined ? null : detail[namingDetail];
  const kind = recordKinds[targetType];
  const name =
    named !== null && named !== undefined
      ? String(named)
      : kind
        ? recordName === undefined
          ? kind.gone
          : kind.named(recordName)
        : (listNames[targetType] ?? targetType);
  return {
    name,
    details: Object.entries(detail).flatMap(([key, value]): [string, string | number][] =>
      value === null || hiddenDetails.has(key) || (named !== null && key === namingDetail)
        ? []
        : [[key, typeof value === "string" ? (valueLabels[value] ?? value) : value]],
    ),
  };
}
