import { statusLabels, type InquiryStatus } from "./inbox-filter.ts";
import { formatMeeting } from "../meetings/meeting-time.ts";

const statusStyles: Record<InquiryStatus, string> = {
  new: "bg-sky-100 text-sky-900",
  in_progress: "bg-amber-100 text-amber-900",
  done: "bg-emerald-100 text-emerald-900",
  spam: "bg-rose-100 text-rose-900",
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[status]}`}>
      {statusLabels[status]}
    </span>
  );
}

export interface MeetingState {
  status: "confirmed" | "cancelled" | null;
  startsAt: string | null;
  durationMinutes: number | null;
}

/** Where a consultation's meeting stands: the confirmed time, or that none is confirmed yet. */
export function meetingSummaryText(meeting: MeetingState): string {
  if (meeting.status === "confirmed" && meeting.startsAt && meeting.durationMinutes) {
    return `Confirmed: ${formatMeeting(meeting.startsAt, meeting.durationMinutes)}`;
  }
  if (meeting.status === "cancelled") return "Meeting cancelled · waiting for a new time";
  return "Waiting for confirmation";
}

export function MeetingSummary({
  meeting,
  className = "",
}: {
  meeting: MeetingState;
  className?: string;
}) {
  const confirmed = meeting.status === "confirmed";
  return (
    <p
      className={`text-sm font-medium ${confirmed ? "text-emerald-800" : "text-amber-800"} ${className}`}
    >
      {meetingSummaryText(meeting)}
    </p>
  );
}
