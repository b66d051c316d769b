const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL can be a row id: PostgreSQL refuses to compare a uuid with anything else. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
