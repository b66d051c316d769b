import { data, Link } from "react-router";
import type { Route } from "./+types/inquiry";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { formatConsoleTime } from "#app/admin/console/console-time.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import { kindLabels } from "#app/admin/inbox/inbox-filter.ts";
import { runInquiryAction } from "#app/admin/inbox/inquiry-actions.server.ts";
import type { ConsoleActionResult } from "#app/admin/console/console-action-result.ts";
import { useKeptActionData } from "#app/admin/console/use-kept-action-data.ts";
import { InquiryStatusBadge, MeetingSummary } from "#app/admin/inbox/inquiry-badges.tsx";
import { InquiryDetails, InquiryHistory } from "#app/admin/inbox/inquiry-details.tsx";
import { NoteForm, ReplyForm, StatusPanel } from "#app/admin/inbox/inquiry-forms.tsx";
import {
  findInquiry,
  inquiryAddress,
  inquiryHistory,
  markInquiryRead,
} from "#app/admin/inbox/inquiry-record.server.ts";
import { defaultReplySubject } from "#app/admin/inbox/inquiry-reply-email.server.ts";
import { runMeetingAction } from "#app/admin/meetings/meeting-actions.server.ts";
import {
  DEFAULT_MEETING_MINUTES,
  MAX_CANCEL_REASON_LENGTH,
  MAX_LOCATION_LENGTH,
  MAX_MEETING_MINUTES,
  MIN_MEETING_MINUTES,
} from "#app/admin/meetings/meeting-limits.ts";
import { MeetingPanel } from "#app/admin/meetings/meeting-panel.tsx";
import { newYorkWallTime, wizardTimeTo24h } from "#app/admin/meetings/meeting-time.ts";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { formatDate } from "#app/inquiries/booking-dates.ts";
import { readForm } from "#app/lib/parse-form.ts";

const notFound = () => data(null, { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireConsoleActor(request, context);
  const address = inquiryAddress(params);
  if (!address) throw notFound();
  const { db } = context.get(servicesContext).database;
  const item = await findInquiry(db, address.kind, address.id);
  if (!item) throw notFound();
  const [history] = await Promise.all([
    inquiryHistory(db, item.kind, item.record.id),
    item.record.readAt ? null : markInquiryRead(db, item.kind, item.record.id),
  ]);
  const { record } = item;
  const common = {
    id: record.id,
    name: record.name,
    email: record.email,
    company: record.company,
    message: record.message,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    replySubject: defaultReplySubject(item.kind),
    emails: history.emails.map((email) => ({
      ...email,
      createdAt: email.createdAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
    })),
    notes: history.notes.map((note) => ({
      id: note.id,
      kind: note.kind,
      authorEmail: note.authorEmail,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    })),
  };
  if (item.kind === "contact") {
    return {
      ...common,
      kind: item.kind,
      fromChat: item.record.source === "chat",
      consultation: null,
    };
  }
  const c = item.record;
  return {
    ...common,
    kind: item.kind,
    fromChat: false,
    consultation: {
      industry: c.industry,
      aiNeeds: c.aiNeeds,
      aiAdoptionChallenge: c.aiAdoptionChallenge,
      aiUsageType: c.aiUsageType,
      aiExperience: c.aiExperience,
      selectedDates: c.selectedDates.map((entry) => ({
        date: entry.date,
        label: formatDate(entry.date),
        times: entry.times,
      })),
      schedulingPreferences: c.schedulingPreferences,
      choices: c.selectedDates.flatMap((entry) =>
        entry.times.flatMap((time) => {
          const wall = wizardTimeTo24h(time);
          return wall
            ? [{ value: `${entry.date}T${wall}`, label: `${formatDate(entry.date)} at ${time}` }]
            : [];
        }),
      ),
      meeting: {
        status: c.meetingStatus,
        startsAt: c.meetingStartsAt?.toISOString() ?? null,
        durationMinutes: c.meetingDurationMinutes,
        location: c.meetingLocation,
      },
      current:
        c.meetingStatus === "confirmed" && c.meetingStartsAt
          ? newYorkWallTime(c.meetingStartsAt)
          : null,
    },
  };
}

const meetingChanges = {
  "meeting-confirm": "confirm",
  "meeting-reschedule": "reschedule",
  "meeting-cancel": "cancel",
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireConsoleActor(request, context);
  const address = inquiryAddress(params);
  if (!address) throw notFound();
  const { database, mailer, config } = context.get(servicesContext);
  if (!(await findInquiry(database.db, address.kind, address.id))) throw notFound();
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const services = { db: database.db, mailer, actor, operatorEmail: config.operatorEmail };
  let result: ConsoleActionResult;
  try {
    const change = meetingChanges[intent as keyof typeof meetingChanges];
    result =
      change && address.kind === "consultation"
        ? await runMeetingAction({ ...services, appUrl: config.appUrl }, address.id, change, form)
        : await runInquiryAction(services, address, intent, form);
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error, intent }, "A console action failed");
    return data<ConsoleActionResult>(
      {
        intent,
        status: "error",
        message: "That did not work. Nothing was changed; please try again.",
      },
      { status: 503 },
    );
  }
  return data(result, { status: result.status === "success" ? 200 : 400 });
}

export const meta = ({ data: item }: Route.MetaArgs) =>
  consoleMeta(item ? `${item.name} · ${kindLabels[item.kind]}` : "Inbox");

export default function Inquiry({ loaderData: item, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptActionData(answer);
  const typeLabel = item.fromChat
    ? "Contact message · passed on from the chat"
    : kindLabels[item.kind];
  return (
    <>
      <Link
        to="/admin/inbox"
        className="text-brand-700 text-sm font-medium underline-offset-2 hover:underline"
      >
        ← Inbox
      </Link>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-muted text-xs font-semibold tracking-wide uppercase">{typeLabel}</p>
          <h1 className="text-ink mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {item.name}
          </h1>
          <p className="text-muted mt-1 text-sm">
            Received <time dateTime={item.createdAt}>{formatConsoleTime(item.createdAt)}</time>
          </p>
          {item.consultation && item.status !== "spam" && (
            <MeetingSummary className="mt-2" meeting={item.consultation.meeting} />
          )}
        </div>
        <div>
          <InquiryStatusBadge status={item.status} />
        </div>
      </div>

      {/* On a phone the status comes first, in the first screen; beside the details on a desktop. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-5 lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-span-2 lg:col-start-4 lg:row-start-1">
          <StatusPanel status={item.status} result={actionData} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-3 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <InquiryDetails item={item} />
          <InquiryHistory emails={item.emails} notes={item.notes} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-4 lg:row-start-2">
          {item.consultation && item.status !== "spam" && (
            <MeetingPanel
              meeting={item.consultation.meeting}
              choices={item.consultation.choices}
              current={item.consultation.current}
              limits={{
                minMinutes: MIN_MEETING_MINUTES,
                maxMinutes: MAX_MEETING_MINUTES,
                defaultMinutes: DEFAULT_MEETING_MINUTES,
                maxLocation: MAX_LOCATION_LENGTH,
                maxReason: MAX_CANCEL_REASON_LENGTH,
              }}
              result={actionData}
            />
          )}
          <ReplyForm
            result={actionData}
            email={item.email}
            defaultSubject={item.replySubject}
            disabled={item.status === "spam"}
          />
          <NoteForm result={actionData} />
        </div>
      </div>
    </>
  );
}
