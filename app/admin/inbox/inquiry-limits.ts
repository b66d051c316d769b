/** What the note and reply forms accept; the server checks the same limits. */
export const MAX_NOTE_LENGTH = 5_000;
export const MAX_REPLY_LENGTH = 10_000;
export const MAX_SUBJECT_LENGTH = 200;
