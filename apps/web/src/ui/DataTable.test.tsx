// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { DataTable, type DataColumn } from "./DataTable";

afterEach(cleanup);

interface Row {
  place: number;
  fp: number;
}
const rows: Row[] = [
  { place: 1, fp: 209 },
  { place: 2, fp: 105 },
];
const columns: DataColumn<Row>[] = [
  { key: "fp", label: "Owner FP", cell: (r) => <span data-value>{r.fp}</span> },
  {
    key: "pick",
    label: "Pick",
    cell: (r) => <input type="checkbox" id={`pick-${r.place}`} aria-label={`Pick ${r.place}`} />,
  },
];

function renderTable(asCards: boolean | "auto") {
  return render(
    <DataTable
      rows={rows}
      rowKey={(r) => r.place}
      rowHeader={(r) => r.place}
      rowHeaderLabel="Place"
      cardTitle={(r) => `Place ${r.place}`}
      columns={columns}
      caption="Places"
      asCards={asCards}
      testId="t"
    />,
  );
}

describe("DataTable", () => {
  it("renders cards when asked", () => {
    renderTable(true);
    expect(screen.getByTestId("t-cards")).toBeTruthy();
    expect(screen.queryByTestId("t-table")).toBeNull();
    expect(within(screen.getByTestId("t-card-2")).getByRole("heading").textContent).toBe("Place 2");
  });

  it("renders a plain table when asked, without card labels", () => {
    const { container } = renderTable(false);
    expect(screen.getByTestId("t-table")).toBeTruthy();
    expect(container.querySelector(".data-table-auto")).toBeNull();
    expect(container.querySelector(".data-table-card-only")).toBeNull();
  });

  it("'auto' renders the table once, with what CSS needs to show its rows as cards", () => {
    const { container } = renderTable("auto");
    expect(screen.queryByTestId("t-cards")).toBeNull();
    const table = screen.getByTestId("t-table");
    expect(table.parentElement?.classList.contains("data-table-auto")).toBe(true);
    // Each cell and its input exist once (no second hidden copy with the same ids).
    expect(container.querySelectorAll("#pick-1")).toHaveLength(1);
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    const row = screen.getByTestId("t-row-2");
    expect(row.querySelector("th .data-table-card-only")?.textContent).toBe("Place 2");
    expect(row.querySelector("th .data-table-table-only")?.textContent).toBe("2");
    const cell = row.querySelector('[data-column="fp"]')!;
    expect(cell.querySelector(".data-table-card-only")?.textContent).toBe("Owner FP");
    expect(cell.querySelector(".data-table-value [data-value]")?.textContent).toBe("105");
    // The column headers stay for the table (and for screen readers).
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Place", "Owner FP", "Pick"]);
  });
});
