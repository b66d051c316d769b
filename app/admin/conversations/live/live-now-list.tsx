import { Link } from "react-router";
import { conversationPath } from "../../console/console-paths.ts";
import { formatConsoleTime } from "../../console/console-time.ts";

/** A conversation whose visitor is in the chat now. */
export interface LiveNowItem {
  id: string;
  visitor: string;
  /** The visitor's latest message, which the link to the conversation reads. */
  latestMessage: string | null;
  lastActivityAt: number;
  /** The visitor asked for a person and no one has joined yet. */
  waiting: boolean;
  /** The first name of the team member talking to the visitor, if one is. */
  teamMember: string | null;
}

/** The longest piece of the latest message a link reads; the page has the whole of it. */
const PREVIEW_CHARS = 120;

const preview = (text: string) =>
  text.length <= PREVIEW_CHARS ? text : `${text.slice(0, PREVIEW_CHARS - 1).trimEnd()}…`;

/**
 * The visitors in the chat now, kept current by the console's event stream: requests for a
 * person first and marked, then the most recently active.
 */
export function LiveNowList({ items }: { items: LiveNowItem[] }) {
  return (
    <section aria-labelledby="live-now-title" className="mt-6">
      <h2 id="live-now-title" className="text-ink text-lg font-semibold">
        Live now
      </h2>
      {items.length === 0 ? (
        <p className="text-muted mt-2 text-sm">No visitor is in the chat right now.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li
              key={item.id}
              className={`flex flex-col gap-1 p-4 sm:flex-row sm:items-start sm:justify-between ${item.waiting ? "bg-amber-50" : ""}`}
            >
              <div className="min-w-0">
                <Link
                  to={conversationPath(item.id)}
                  className="text-brand-700 hover:text-brand-900 font-medium break-words underline-offset-2 hover:underline"
                >
                  {item.visitor}:{" "}
                  {item.latestMessage ? preview(item.latestMessage) : "(no message yet)"}
                </Link>
                <p className="mt-1 flex flex-wrap gap-2 text-sm">
                  {item.waiting && (
                    <span className="rounded-full bg-amber-200 px-2 py-0.5 font-semibold text-amber-950">
                      Asked for a person
                    </span>
                  )}
                  {item.teamMember && (
                    <span className="rounded-full bg-teal-100 px-2 py-0.5 text-teal-900">
                      {item.teamMember} is in the chat
                    </span>
                  )}
                </p>
              </div>
              <p className="text-muted shrink-0 text-sm">
                Last activity{" "}
                <time dateTime={new Date(item.lastActivityAt).toISOString()}>
                  {formatConsoleTime(item.lastActivityAt)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
