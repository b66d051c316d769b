import type { HeadersFunction } from "react-router";

/**
 * The `headers` of a route whose action may refuse a password check: the refusal says when to
 * try again. (Set-Cookie headers of an action reach the response by themselves.)
 */
export const passRetryAfter: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
