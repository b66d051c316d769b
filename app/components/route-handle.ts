import type { UIMatch } from "react-router";

/** What a route says about the frame around it, read by the root layout. */
export interface RouteHandle {
  /** False where the visitors' chat assistant is not offered (the team's console). */
  publicChat?: boolean;
}

/** Whether the visitors' chat is offered on the page these routes make up. */
export const offersPublicChat = (matches: readonly UIMatch[]) =>
  !matches.some((match) => (match.handle as RouteHandle | undefined)?.publicChat === false);
