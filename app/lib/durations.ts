/** Lengths of time in milliseconds, written once so that every rule reads in its own units. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
