/** The longest search the conversation list takes, in characters. */
export const MAX_CONVERSATION_SEARCH_LENGTH = 200;
