/** What the meeting form accepts; the server checks the same limits. */
export const MIN_MEETING_MINUTES = 15;
export const MAX_MEETING_MINUTES = 240;
export const DEFAULT_MEETING_MINUTES = 30;
export const MAX_LOCATION_LENGTH = 500;
/** A cancellation's reason: a sentence or two for the visitor. */
export const MAX_CANCEL_REASON_LENGTH = 500;
