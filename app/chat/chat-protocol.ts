/**
 * What the chat widget and the chat socket agree on (docs/product.md#134-chat), imported by both
 * so the browser never lets through a message the server refuses.
 */

/** Longest message, in the units a textarea's maxLength counts (UTF-16 code units). */
export const MAX_CHAT_MESSAGE_LENGTH = 4_000;

/**
 * The same limit in bytes of UTF-8, checked before a frame is decoded: no UTF-16 code unit takes
 * more than 3 bytes (a 4-byte character is two code units), so every message within the length
 * limit fits.
 */
export const MAX_CHAT_MESSAGE_BYTES = MAX_CHAT_MESSAGE_LENGTH * 3;

/**
 * The frames the server sends: a piece of an answer, the end of a turn, an error, a whole line
 * written by a team member (plain text, never markdown), or a notice that one came or went.
 */
export type ServerFrame =
  | { message: string }
  | { turn_complete: true }
  | { error: string }
  | { team: { name: string; text: string } }
  | { notice: string };
