import { Link, useLocation } from "react-router";
import type { Route } from "./+types/conversations";
import { ConversationBadges } from "#app/admin/conversations/conversation-badges.tsx";
import { conversationPath } from "#app/admin/console/console-paths.ts";
import {
  CONVERSATION_PAGE_SIZE,
  conversationFilter,
  listConversations,
} from "#app/admin/conversations/conversation-list.server.ts";
import { MAX_CONVERSATION_SEARCH_LENGTH } from "#app/admin/conversations/conversation-search.ts";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import { ChoiceField } from "#app/components/ui/choice-field.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { formatConsoleTime } from "#app/admin/console/console-time.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import { FilterForm, ItemList, plural } from "#app/admin/console/list-views.tsx";
import { pageCountOf, pageNumber } from "#app/admin/console/page-number.ts";
import { PageLinks } from "#app/admin/console/page-links.tsx";
import { listLiveConversations } from "#app/admin/conversations/live/live-list.server.ts";
import { LiveNowList } from "#app/admin/conversations/live/live-now-list.tsx";
import { servicesContext } from "#app/context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireConsoleActor(request, context);
  const url = new URL(request.url);
  const filter = conversationFilter(url);
  const page = pageNumber(url);
  const { db } = context.get(servicesContext).database;
  const [{ conversations, total }, live] = await Promise.all([
    listConversations(db, filter, page),
    listLiveConversations(db),
  ]);
  return {
    live,
    filter,
    page,
    total,
    pageCount: pageCountOf(total, CONVERSATION_PAGE_SIZE),
    conversations,
  };
}

export const meta = () => consoleMeta("Conversations");

export default function Conversations({ loaderData }: Route.ComponentProps) {
  const { filter, page, pageCount, total, conversations, live } = loaderData;
  const location = useLocation();
  const filtered = filter.q !== "" || filter.handedOver;
  return (
    <>
      <h1 className="text-ink text-2xl font-bold tracking-tight sm:text-3xl">Conversations</h1>
      <p className="text-muted mt-2">
        What visitors asked the site&apos;s assistant, the most recently active first.
      </p>

      <LiveNowList items={live} />

      <section aria-labelledby="all-conversations-title">
        <h2 id="all-conversations-title" className="text-ink mt-8 text-lg font-semibold">
          All conversations
        </h2>
        <FilterForm label="Conversations" clearTo={filtered ? "." : null} className="mt-3">
          <SearchField
            id="conversation-search"
            label="Search messages"
            defaultValue={filter.q}
            maxLength={MAX_CONVERSATION_SEARCH_LENGTH}
          />
          <ChoiceField
            type="checkbox"
            name="handedOver"
            value="1"
            defaultChecked={filter.handedOver}
            label="Handed over only"
            className="gap-2 py-2.5 text-slate-700"
          />
        </FilterForm>

        <p className="text-muted mt-6 text-sm" role="status">
          {plural(total, "conversation", "conversations")}
          {filtered ? " found" : ""}
        </p>

        <ItemList
          items={conversations}
          itemKey={(conversation) => conversation.id}
          empty={filtered ? "No conversation matches." : "No one has talked to the assistant yet."}
        >
          {(conversation) => (
            <>
              <div className="min-w-0">
                <Link
                  to={conversationPath(conversation.id)}
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
                  emailLeft={conversation.emailLeft}
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
            </>
          )}
        </ItemList>
        <PageLinks page={page} pageCount={pageCount} search={location.search} />
      </section>
    </>
  );
}
