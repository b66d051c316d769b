import { Link } from "react-router";

/** Previous and next links for a paged list, keeping the list's other search parameters. */
export function PageLinks({
  page,
  pageCount,
  search,
}: {
  page: number;
  pageCount: number;
  /** The list's current search string, e.g. "?status=new&page=2". */
  search: string;
}) {
  if (pageCount <= 1) return null;
  const pageHref = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const linkClass =
    "rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50";
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageHref(page - 1)} className={linkClass}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-muted text-sm">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(page + 1)} className={linkClass}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
