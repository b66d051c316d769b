import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";

/** "1 message", "2 messages", "1,234 messages". */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** The one word every console filter is applied with. */
export const FILTER_ACTION = "Apply";

/**
 * A list page's filters. A GET form, so that a filtered list has its own address and the form
 * works without JavaScript.
 */
export function FilterForm({
  label,
  clearTo,
  className,
  children,
}: {
  /** The name of the search landmark. */
  label: string;
  /** Where "Clear" leads, shown only while a filter is on; null for none. */
  clearTo: string | null;
  /** The form's margin within the page. */
  className: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={classes(
        "flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end",
        className,
      )}
    >
      {children}
      <div className="flex gap-2">
        <button type="submit" className={buttonClassName()}>
          {FILTER_ACTION}
        </button>
        {clearTo !== null && (
          <Link to={clearTo} className={buttonClassName({ variant: "secondary" })}>
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}

/** What a list or table shows when it has no rows. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="text-muted mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      {children}
    </p>
  );
}

/**
 * The items of a list page, each laid out as its main part and, beside it on a wide screen,
 * what `children` renders second.
 */
export function ItemList<Item>({
  items,
  itemKey,
  empty,
  children,
}: {
  items: Item[];
  itemKey: (item: Item) => string;
  /** Said instead of the list when there are no items. */
  empty: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={itemKey(item)} className="px-4 py-4 sm:px-5">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
            {children(item)}
          </div>
        </li>
      ))}
    </ol>
  );
}

export interface Column<Row> {
  header: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** What the column's cells add to their classes, such as how long words wrap. */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A table whose columns keep their width: on a narrow screen it scrolls sideways inside a
 * region named by its section's heading, which the keyboard can reach to scroll it.
 */
export function DataTable<Row>({
  labelledBy,
  minWidth,
  columns,
  rows,
  rowKey,
  empty,
}: {
  /** The id of the heading that names the table's section. */
  labelledBy: string;
  /** The table's least width, as a `min-w-*` class. */
  minWidth: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  /** Said instead of the table when there are no rows. */
  empty: ReactNode;
}) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white"
    >
      <table className={classes("w-full text-sm", minWidth)}>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={classes(
                  "px-4 py-3 font-semibold text-slate-700",
                  column.numeric ? "text-right" : "text-left",
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={classes(
                    "px-4 py-3 align-top",
                    column.numeric && "text-right",
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
