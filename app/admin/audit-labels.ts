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
