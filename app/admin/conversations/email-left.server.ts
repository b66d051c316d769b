import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { LEFT_ADDRESS_PATTERN } from "#app/chat/conversations/left-address.ts";
import { conversationEvents } from "#app/db/schema.server.ts";

/**
 * Whether the visitor left an email address in a message of the conversation `id` names: by
 * the same pattern the assistant takes an address by, so the team sees every lead it had.
 */
export const emailLeftIn = (id: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${conversationEvents}
    where ${conversationEvents.conversationId} = ${id}
      and ${conversationEvents.author} = 'user'
      and ${conversationEvents.textContent} ~* ${LEFT_ADDRESS_PATTERN})`;
