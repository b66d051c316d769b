import type { ReactNode } from "react";
import { formatConsoleTime } from "../console/console-time.ts";
import { Panel } from "../console/console-forms.tsx";

export interface InquiryDetailsProps {
  email: string;
  company: string;
  message: string;
  fromChat: boolean;
  consultation: {
    industry: string;
    aiNeeds: string;
    aiAdoptionChallenge: string;
    aiUsageType: string;
    aiExperience: string;
    selectedDates: { date: string; label: string; times: string[] }[];
    schedulingPreferences: string;
  } | null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-muted text-sm font-medium">{label}</dt>
      <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-900 sm:col-span-2 sm:mt-0">
        {children}
      </dd>
    </div>
  );
}

const orDash = (value: string) => value || "—";

/** Everything the visitor sent, as they sent it. */
export function InquiryDetails({ item }: { item: InquiryDetailsProps }) {
  const c = item.consultation;
  return (
    <Panel title="What was sent" id="details-title">
      <dl className="mt-2 divide-y divide-slate-100">
        <Field label="Email">
          <a
            href={`mailto:${item.email}`}
            className="text-brand-700 underline-offset-2 hover:underline"
          >
            {item.email}
          </a>
        </Field>
        <Field label="Company">{orDash(item.company)}</Field>
        {c && (
          <>
            <Field label="Industry">{orDash(c.industry)}</Field>
            <Field label="What they need">{c.aiNeeds}</Field>
          </>
        )}
        <Field label={item.fromChat ? "Conversation with the assistant" : "Message"}>
          {orDash(item.message)}
        </Field>
        {c && (
          <>
            <Field label="Biggest challenge with AI adoption">{c.aiAdoptionChallenge}</Field>
            <Field label="Where to focus AI first">{c.aiUsageType}</Field>
            <Field label="Experience with AI">{c.aiExperience}</Field>
            <Field label="Preferred dates and times (New York time)">
              {c.selectedDates.length === 0 ? (
                "No dates chosen"
              ) : (
                <ul className="space-y-1 whitespace-normal">
                  {c.selectedDates.map((entry) => (
                    <li key={entry.date}>
                      <span className="font-medium">{entry.label}</span>
                      {": "}
                      {entry.times.length > 0 ? entry.times.join(", ") : "no times chosen"}
                    </li>
                  ))}
                </ul>
              )}
            </Field>
            <Field label="Scheduling preferences">{orDash(c.schedulingPreferences)}</Field>
          </>
        )}
      </dl>
    </Panel>
  );
}

const emailStatusLabels: Record<string, string> = {
  pending: "Waiting to be sent",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

export interface HistoryProps {
  emails: {
    id: string;
    recipient: string;
    subject: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
  }[];
  notes: {
    id: string;
    kind: "note" | "reply";
    authorEmail: string;
    body: string;
    createdAt: string;
  }[];
}

/** The emails sent about the item, and the team's notes and replies. */
export function InquiryHistory({ emails, notes }: HistoryProps) {
  return (
    <>
      <Panel title="Emails about it" id="emails-title">
        {emails.length === 0 ? (
          <p className="text-muted mt-2 text-sm">No emails have been sent about this item.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {emails.map((email) => (
              <li key={email.id} className="py-3 text-sm">
                <p className="font-medium break-words text-slate-900">{email.subject}</p>
                <p className="text-muted mt-0.5 break-words">
                  To {email.recipient} · {emailStatusLabels[email.status] ?? email.status} ·{" "}
                  <time dateTime={email.sentAt ?? email.createdAt}>
                    {formatConsoleTime(email.sentAt ?? email.createdAt)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Notes and replies" id="notes-title">
        {notes.length === 0 ? (
          <p className="text-muted mt-2 text-sm">No notes or replies yet.</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {notes.map((note) => (
              <li
                key={note.id}
                className={`rounded-xl border p-3 text-sm ${note.kind === "reply" ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-slate-50"}`}
              >
                <p className="text-muted">
                  <span className="font-semibold text-slate-800">
                    {note.kind === "reply" ? "Reply" : "Note"}
                  </span>{" "}
                  by {note.authorEmail} ·{" "}
                  <time dateTime={note.createdAt}>{formatConsoleTime(note.createdAt)}</time>
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-slate-900">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
}
