/** The `page` search parameter: a whole number from 1, anything else is the first page. */
export function pageNumber(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** How many pages `total` rows fill; an empty list still has its one page. */
export const pageCountOf = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
