/**
 * A table of rows with one column per `DataColumn`, or on small screens a list of cards (one per
 * row, each column a term and its value). Cells are rendered by the columns, so a tool only
 * says what a cell shows.
 *
 * `asCards: "auto"` renders the table once and lets CSS (`.data-table-auto` in globals.css) show
 * its rows as cards below the `lg` breakpoint: no measurement in JS, so the server HTML is already
 * right and nothing jumps on hydration; the cells (and their inputs) exist once.
 */
import type { ReactNode } from "react";

export interface DataColumn<Row> {
  key: string;
  label: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
}

export function DataTable<Row>({
  rows,
  rowKey,
  rowHeader,
  rowHeaderLabel,
  cardTitle,
  columns,
  caption,
  asCards,
  testId,
  minWidth = "min-w-[40rem]",
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** First cell of a table row (a `th`), e.g. the place number. */
  rowHeader: (row: Row) => ReactNode;
  /** Heading of that first column. */
  rowHeaderLabel: ReactNode;
  /** Title of a row's card. */
  cardTitle: (row: Row) => ReactNode;
  columns: readonly DataColumn<Row>[];
  /** Accessible name (table caption, or label of the card list). */
  caption: string;
  /** Cards, a table, or "auto": cards below the `lg` breakpoint, a table above. */
  asCards: boolean | "auto";
  /** `data-testid` prefix: `<testId>-table`/`-cards`, rows `-row-<key>`, cards `-card-<key>`. */
  testId: string;
  minWidth?: string;
}) {
  if (asCards === true)
    return (
      <ol className="grid gap-3" data-testid={`${testId}-cards`} aria-label={caption}>
        {rows.map((row, index) => (
          <li
            key={rowKey(row)}
            className="rounded-xl border border-[var(--color-line)] p-3"
            data-testid={`${testId}-card-${rowKey(row)}`}
          >
            <h3 className="mb-2 font-semibold">{cardTitle(row)}</h3>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 text-sm">
              {columns.map((column) => (
                <div key={column.key} className="contents" data-column={column.key}>
                  <dt className="text-[var(--color-muted)]">{column.label}</dt>
                  <dd className="text-right tabular-nums">{column.cell(row, index)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    );
  const auto = asCards === "auto";
  return (
    <div className={auto ? "data-table-auto overflow-x-auto" : "overflow-x-auto"}>
      <table
        className={`w-full ${minWidth} border-collapse text-sm`}
        data-testid={`${testId}-table`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-[var(--color-line)] text-left align-bottom">
            <th scope="col" className="px-2 py-2">
              {rowHeaderLabel}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2 font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={rowKey(row)}
              className="border-b border-[var(--color-line)] last:border-0"
              data-testid={`${testId}-row-${rowKey(row)}`}
            >
              <th scope="row" className="px-2 py-2 text-left">
                {auto ? (
                  <>
                    <span className="data-table-table-only">{rowHeader(row)}</span>
                    <span className="data-table-card-only">{cardTitle(row)}</span>
                  </>
                ) : (
                  rowHeader(row)
                )}
              </th>
              {columns.map((column) => (
                <td key={column.key} className="px-2 py-2 tabular-nums" data-column={column.key}>
                  {auto ? (
                    <>
                      <span className="data-table-card-only">{column.label}</span>
                      <span className="data-table-value">{column.cell(row, index)}</span>
                    </>
                  ) : (
                    column.cell(row, index)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
