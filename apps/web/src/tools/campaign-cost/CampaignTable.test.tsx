// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  computeCampaignCost,
  toggleConquered,
  type Scope,
} from "@foe-toolbox/core/campaign-cost-engine";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import { renderWithIntl } from "@/test/render";
import { CampaignTable } from "./CampaignTable";
import { compactCampaignData, type CompactCampaignData } from "./compact-data";

afterEach(cleanup);

const data = compactCampaignData(listCampaignAges());
const NAMESPACES = ["calculator", "campaignCost", "goods", "ages", "resources"];
// Iron Age, Paruuch: sector 0 conquered, the rest not.
const conquered = toggleConquered({
  age: "IronAge",
  province: "Paruuch",
  sector: 0,
  value: true,
  data,
}).conquered;

function renderTable(scope: Scope, d: CompactCampaignData = data) {
  const onSet = vi.fn();
  const onNavigate = vi.fn();
  const view = computeCampaignCost({ scope, conquered, data: d });
  renderWithIntl(
    <CampaignTable view={view} scope={scope} data={d} onSet={onSet} onNavigate={onNavigate} />,
    NAMESPACES,
  );
  return { onSet, onNavigate, view };
}

describe("<CampaignTable>", () => {
  it("shows the province rows with their tri-state and the totals of the core", () => {
    const { view } = renderTable({ age: "IronAge", province: "all" });
    expect(screen.getByRole("table", { name: "Iron Age" })).toBeTruthy();
    const paruuch = screen.getByRole("checkbox", {
      name: "Paruuch: conquered",
    }) as HTMLInputElement;
    expect(paruuch.indeterminate).toBe(true);
    expect(paruuch.getAttribute("aria-checked")).toBe("mixed");
    const age = screen.getByRole("checkbox", { name: "Iron Age: conquered" }) as HTMLInputElement;
    expect(age.indeterminate).toBe(true);
    for (const good of view.goodsColumns) {
      expect(screen.getByTestId(`total-${good}`).textContent).toBe(
        (view.totals.goods[good] ?? 0).toLocaleString("en"),
      );
    }
    expect(screen.getByRole("columnheader", { name: "Bronze Age" }).getAttribute("colspan")).toBe(
      "5",
    );
    expect(screen.getByRole("columnheader", { name: "Limestone" })).toBeTruthy();
  });

  it("conquers a mixed province on click and clears a fully conquered one", async () => {
    const { onSet } = renderTable({ age: "IronAge", province: "all" });
    await userEvent.click(screen.getByRole("checkbox", { name: "Paruuch: conquered" }));
    expect(onSet).toHaveBeenLastCalledWith({ age: "IronAge", province: "Paruuch" }, true);
    cleanup();
    const full = toggleConquered({
      age: "IronAge",
      province: "Paruuch",
      value: true,
      data,
    }).conquered;
    const onSet2 = vi.fn();
    const scope = { age: "IronAge", province: "all" } as const;
    renderWithIntl(
      <CampaignTable
        view={computeCampaignCost({ scope, conquered: full, data })}
        scope={scope}
        data={data}
        onSet={onSet2}
        onNavigate={() => {}}
      />,
      NAMESPACES,
    );
    const box = screen.getByRole("checkbox", { name: "Paruuch: conquered" }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    box.focus();
    await userEvent.keyboard(" ");
    expect(onSet2).toHaveBeenLastCalledWith({ age: "IronAge", province: "Paruuch" }, false);
  });

  it("lists sectors with their own cost, struck through when conquered, and the province rewards", async () => {
    const { onSet, view } = renderTable({ age: "IronAge", province: "Paruuch" });
    const first = screen.getByTestId("row-0");
    expect(first.querySelector("s")).not.toBeNull();
    expect(screen.getByTestId("row-1").querySelector("s")).toBeNull();
    const row1 = view.rows[1] as { goods: Record<string, number> };
    for (const [good, amount] of Object.entries(row1.goods)) {
      expect(screen.getByTestId(`cell-1-${good}`).textContent).toBe(String(amount));
    }
    expect(
      within(screen.getByTestId("province-rewards")).getAllByRole("listitem").length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("checkbox", { name: "Sector 2: conquered" }));
    expect(onSet).toHaveBeenLastCalledWith(
      { age: "IronAge", province: "Paruuch", sector: 1 },
      true,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Sector 1: conquered" }));
    expect(onSet).toHaveBeenLastCalledWith(
      { age: "IronAge", province: "Paruuch", sector: 0 },
      false,
    );
  });

  it("navigates from an age row to its provinces and from a province row to its sectors", async () => {
    const { onNavigate } = renderTable({ age: "all" });
    await userEvent.click(screen.getByRole("button", { name: "Iron Age" }));
    expect(onNavigate).toHaveBeenLastCalledWith({ age: "IronAge", province: "all" });
    cleanup();
    const second = renderTable({ age: "IronAge", province: "all" });
    await userEvent.click(screen.getByRole("button", { name: "Paruuch" }));
    expect(second.onNavigate).toHaveBeenLastCalledWith({ age: "IronAge", province: "Paruuch" });
  });

  it("shows '?' in the goods cells of a sector of unknown cost", () => {
    const withUnknown = JSON.parse(JSON.stringify(data)) as CompactCampaignData;
    const paruuch = withUnknown.ages
      .find((a) => a.age === "IronAge")!
      .provinces.find((p) => p.key === "Paruuch")!;
    paruuch.sectors[2]!.cost = null;
    const { view } = renderTable({ age: "IronAge", province: "Paruuch" }, withUnknown);
    for (const good of view.goodsColumns)
      expect(screen.getByTestId(`cell-2-${good}`).textContent).toBe("?unknown");
  });
});
