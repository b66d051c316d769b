/** Times in the console are shown in the company's time zone, where the team works. */
export const COMPANY_TIME_ZONE = "America/New_York";

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: COMPANY_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});

/** "Nov 25, 2026, 3:04 PM" in New York time; the same on the server and in the browser. */
export function formatConsoleTime(value: Date | string | number): string {
  return dateTime.format(new Date(value));
}
