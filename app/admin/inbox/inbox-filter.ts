import type { InquiryStatus as StoredStatus } from "#app/db/schema.server.ts";

export type InquiryKind = "contact" | "consultation";
export const inquiryKinds: readonly InquiryKind[] = ["contact", "consultation"];

/** "open" is every status but spam: what the team works through. Spam shows only on request. */
export type StatusFilter = "open" | InquiryStatus;

export interface InboxFilter {
  kind: InquiryKind | null;
  status: StatusFilter;
  /** Words to look for in the name, email, company and message; "" for none. */
  query: string;
}

/** The statuses in the order the team moves an item through them (the schema's own list). */
export const inquiryStatuses = [
  "new",
  "in_progress",
  "done",
  "spam",
] as const satisfies readonly StoredStatus[];
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const statusLabels: Record<InquiryStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  spam: "Spam",
};

export const kindLabels: Record<InquiryKind, string> = {
  contact: "Contact message",
  consultation: "Consultation request",
};

export const MAX_QUERY_LENGTH = 200;

const isStatus = (value: string | null): value is InquiryStatus =>
  (inquiryStatuses as readonly (string | null)[]).includes(value);

const isKind = (value: string | null): value is InquiryKind =>
  (inquiryKinds as readonly (string | null)[]).includes(value);

/** The filter in a list or export address; anything unknown falls back to the default. */
export function inboxFilter(url: URL): InboxFilter {
  const kind = url.searchParams.get("type");
  const status = url.searchParams.get("status");
  return {
    kind: isKind(kind) ? kind : null,
    status: isStatus(status) ? status : "open",
    query: (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
  };
}

/** The search string that gives `filter` (and `page`), without default values. */
export function inboxSearch(filter: InboxFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("type", filter.kind);
  if (filter.status !== "open") params.set("status", filter.status);
  if (filter.query) params.set("q", filter.query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
