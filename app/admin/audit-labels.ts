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
    default:
      return null;
  }
}

/** Records named by one of their details rather than by their kind: an account by its address. */
const namingDetails: Partial<Record<string, string>> = { account: "email" };

/** What the audit log calls an entry's record, and the details left to show beside it. */
export function describeAuditTarget(
  targetType: string,
  detail: Record<string, string | number | null>,
): { name: string; details: [string, string | number][] } {
  const namingDetail = namingDetails[targetType];
  const named = namingDetail === undefined ? null : detail[namingDetail];
  return {
    name: named === null || named === undefined ? targetType : String(named),
    details: Object.entries(detail).flatMap(([key, value]) =>
      value === null || (named !== null && key === namingDetail) ? [] : [[key, value]],
    ),
  };
}
