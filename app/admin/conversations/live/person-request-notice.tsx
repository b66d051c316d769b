import { Link } from "react-router";

/**
 * The line every console page shows when a visitor asks for a person: a polite live region, so
 * a screen reader says it without moving the member's focus, and a link to the live list.
 */
export function PersonRequestNotice({
  request,
  onDismiss,
}: {
  request: { at: number } | null;
  onDismiss(): void;
}) {
  return (
    <div role="status" className="bg-amber-100 text-amber-950 empty:hidden">
      {request && (
        <p className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
          <span className="font-semibold">A visitor is asking for a person.</span>
          <Link to="/admin/conversations" onClick={onDismiss} className="font-medium underline">
            See who is waiting
          </Link>
          <button type="button" onClick={onDismiss} className="ml-auto font-medium underline">
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}
