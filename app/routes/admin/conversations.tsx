import { Form, Link, useLocation } from "react-router";
import type { Route } from "./+types/conversations";
import { ConversationBadges } from "#app/admin/conversation-badges.tsx";
import {
  CONVERSATION_PAGE_SIZE,
  conversationFilter,
  listConversations,
} from "#app/admin/conversation-list.server.ts";
import { MAX_CONVERSATION_SEARCH_LENGTH } from "#app/admin/conversation-search.ts";
import { requireConsoleActor } from "#app/admin/console-access.server.ts";
import { formatConsoleTime } from "#app/admin/console-time.ts";
import { consoleMeta } from "#app/admin/console-title.ts";
import { pageNumber } from "#app/admin/page-number.ts";
import { PageLinks } from "#app/admin/page-links.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { servicesContext } from "#app/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleActor(request, context);
  const url = new URL(request.url);
  const filter = conversationFilter(url);
  const page = pageNumber(url);
  const { conversations, total } = await listConversations(
    context.get(servicesContext).database.db,
    filter,
    page,
  );
  return {
    filter,
    page,
    total,
    pageCount: Math.max(1, Math.ceil(total / CONVERSATION_PAGE_SIZE)),
    conversations,
  };
}

export const meta = () => consoleMeta("Conversations");

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export default function Conversations({ loaderData }: Route.ComponentProps) {
  const { filter, page, pageCount, total, conversations } = loaderData;
  const location = useLocation();
  const filtered = filter.q !== "" || filter.handedOver;
  return (
    <>
      <h1 className="text-ink text-2xl font-bold tracking-tight sm:text-3xl">Conversations</h1>
      <p className="text-muted mt-2">
        What visitors asked the site&apos;s assistant, the most recently active first.
      </p>

      <Form
        method="get"
        role="search"
        aria-label="Conversations"
        className="mt-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <div className="min-w-0 sm:flex-1">
          <label htmlFor="conversation-search" className="text-ink block text-sm font-semibold">
            Search messages
          </label>
          <input
            id="conversation-search"
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={MAX_CONVERSATION_SEARCH_LENGTH}
            className="text-ink mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5"
          />
        </div>
        <label className="flex items-center gap-2 py-2.5 text-sm text-slate-700">
          <input
            type="checkbox"
            name="handedOver"
            value="1"
            defaultChecked={filter.handedOver}
            className="accent-brand-600 size-4"
          />
          Handed over only
        </label>
        <div className="flex gap-2">
          <button type="submit" className={buttonClassName()}>
            Search
          </button>
          {filtered && (
            <Link to="." className={buttonClassName({ variant: "secondary" })}>
              Clear
            </Link>
          )}
        </div>
      </Form>

      <p className="text-muted mt-6 text-sm" role="status">
        {plural(total, "conversation", "conversations")}
        {filtered ? " found" : ""}
      </p>

      {conversations.length === 0 ? (
        <p className="text-muted mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          {filtered ? "No conversation matches." : "No one has talked to the assistant yet."}
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {conversations.map((conversation) => (
            <li key={conversation.id} className="px-4 py-4 sm:px-5">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
                <div className="min-w-0">
                  <Link
                    to={`/admin/conversations/${conversation.id}`}
                    className="text-brand-700 hover:text-brand-900 font-medium break-words underline-offset-2 hover:underline"
                  >
                    {conversation.firstQuestion || "(no question)"}
                  </Link>
                  <p className="text-muted mt-1 text-sm break-words">
                    <span className="text-ink">{conversation.email ?? "Visitor"}</span>
                    {" · "}
                    {plural(conversation.messageCount, "message", "messages")}
                  </p>
                  <ConversationBadges
                    handedOver={conversation.handedOver}
                    optedOut={conversation.optedOut}
                    className="mt-2"
                  />
                </div>
                <dl className="text-muted shrink-0 text-sm sm:text-right">
                  <div className="flex gap-1 sm:justify-end">
                    <dt>Last message</dt>
                    <dd>
                      <time dateTime={new Date(conversation.lastUpdatedAt).toISOString()}>
                        {formatConsoleTime(conversation.lastUpdatedAt)}
                      </time>
                    </dd>
                  </div>
                  <div className="flex gap-1 sm:justify-end">
                    <dt>Started</dt>
                    <dd>
                      <time dateTime={new Date(conversation.createdAt).toISOString()}>
                        {formatConsoleTime(conversation.createdAt)}
                      </time>
                    </dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ol>
      )}
      <PageLinks page={page} pageCount={pageCount} search={location.search} />
    </>
  );
}
