/** Where the console shows one chat conversation: linked from its list and from hand-overs. */
export const conversationPath = (id: string) => `/admin/conversations/${id}`;
