import { data, Link } from "react-router";
import type { Route } from "./+types/conversation";
import { ConversationBadges } from "#app/admin/conversations/conversation-badges.tsx";
import { loadConversationTranscript } from "#app/admin/conversations/conversation-transcript.server.ts";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { formatConsoleTime } from "#app/admin/console/console-time.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import { ChatMarkdown } from "#app/components/chat/chat-markdown.tsx";
import type { ConsoleActionResult } from "#app/admin/console/console-action-result.ts";
import { useKeptActionData } from "#app/admin/console/use-kept-action-data.ts";
import { runLiveAction } from "#app/admin/conversations/live/live-actions.server.ts";
import { LivePanel } from "#app/admin/conversations/live/live-panel.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { readForm } from "#app/lib/parse-form.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireConsoleActor(request, context);
  const transcript = await loadConversationTranscript(
    context.get(servicesContext).database.db,
    params.id,
  );
  if (!transcript) throw data(null, { status: 404 });
  return { transcript, memberId: actor.userId };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireConsoleActor(request, context);
  const { database, mailer, config } = context.get(servicesContext);
  const { clientIp, log } = context.get(requestInfoContext);
  const transcript = await loadConversationTranscript(database.db, params.id);
  if (!transcript) throw data(null, { status: 404 });
  const form = await readForm(request);
  let result: ConsoleActionResult;
  try {
    result = await runLiveAction({
      db: database.db,
      mailer,
      actor,
      conversationId: transcript.id,
      visitorHere: transcript.visitorHere,
      clientIp,
      appUrl: config.appUrl,
      form,
    });
  } catch (error) {
    log.error({ err: error }, "A live chat action failed");
    return data<ConsoleActionResult>(
      {
        intent: String(form.get("intent") ?? ""),
        status: "error",
        message: "That did not work. Nothing was changed; please try again.",
      },
      { status: 503 },
    );
  }
  return data(result, { status: result.status === "success" ? 200 : 400 });
}

export const meta = () => consoleMeta("Conversation");

const isoTime = (at: number) => new Date(at).toISOString();

function latestFromVisitor(messages: { id: string; author: string; text: string; at: number }[]) {
  const latest = messages.findLast((message) => message.author === "visitor");
  return latest ? { id: latest.id, text: latest.text, at: formatConsoleTime(latest.at) } : null;
}

export default function Conversation({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptActionData(answer);
  const { transcript, memberId } = loaderData;
  const who = transcript.email
    ? transcript.name
      ? `${transcript.name} (${transcript.email})`
      : transcript.email
    : "Visitor";
  return (
    <>
      <p>
        <Link to="/admin/conversations" className="text-brand-700 text-sm font-medium underline">
          All conversations
        </Link>
      </p>
      <h1 className="text-ink mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">
        Conversation with {who}
      </h1>
      <dl className="text-muted mt-3 grid gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
        <div className="flex gap-1">
          <dt>Started</dt>
          <dd>
            <time dateTime={isoTime(transcript.createdAt)}>
              {formatConsoleTime(transcript.createdAt)}
            </time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Last message</dt>
          <dd>
            <time dateTime={isoTime(transcript.lastUpdatedAt)}>
              {formatConsoleTime(transcript.lastUpdatedAt)}
            </time>
          </dd>
        </div>
        {transcript.handedOverAt !== null && (
          <div className="flex gap-1">
            <dt>Handed over</dt>
            <dd>
              <time dateTime={isoTime(transcript.handedOverAt)}>
                {formatConsoleTime(transcript.handedOverAt)}
              </time>
            </dd>
          </div>
        )}
      </dl>
      <ConversationBadges
        emailLeft={transcript.emailLeft}
        handedOver={transcript.handedOverAt !== null}
        optedOut={transcript.optedOut}
        className="mt-3"
      />
      {transcript.optedOut && (
        <p className="mt-3 max-w-prose text-sm text-slate-700">
          This user asked that their conversations not be used to improve AI models.
        </p>
      )}
      {transcript.inboxContactId && (
        <p className="mt-3 text-sm">
          <Link
            to={`/admin/inbox/contact/${transcript.inboxContactId}`}
            className="text-brand-700 font-medium underline"
          >
            Open the message passed on to the inbox
          </Link>
        </p>
      )}

      <div className="mt-6">
        <LivePanel
          state={transcript}
          memberId={memberId}
          latest={latestFromVisitor(transcript.messages)}
          result={actionData}
        />
      </div>

      <h2 id="transcript-title" className="text-ink mt-8 text-lg font-semibold">
        Transcript
      </h2>
      {transcript.messages.length === 0 ? (
        <p className="text-muted mt-3">This conversation holds no messages.</p>
      ) : (
        <ol aria-labelledby="transcript-title" className="mt-3 space-y-3">
          {transcript.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-2xl border p-4 ${
                message.author === "visitor"
                  ? "border-brand-100 bg-brand-50 sm:mr-12"
                  : message.author === "team"
                    ? "border-teal-200 bg-teal-50 sm:ml-12"
                    : "border-slate-200 bg-white sm:ml-12"
              }`}
            >
              <p className="text-muted flex flex-wrap items-baseline gap-x-2 text-xs">
                <span className="text-ink text-sm font-semibold">
                  {message.author === "visitor"
                    ? "Visitor"
                    : message.author === "team"
                      ? `${message.authorName ?? "Team"} (team)`
                      : "Assistant"}
                </span>
                <time dateTime={isoTime(message.at)}>{formatConsoleTime(message.at)}</time>
                {message.engine && <span>Answered by {message.engine}</span>}
                {message.unfinished && <span>Unfinished: the visitor left</span>}
              </p>
              <div className="mt-2 text-sm leading-relaxed break-words text-slate-800">
                {message.author !== "assistant" ? (
                  <p className="whitespace-pre-wrap">{message.text}</p>
                ) : (
                  <ChatMarkdown>{message.text}</ChatMarkdown>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
