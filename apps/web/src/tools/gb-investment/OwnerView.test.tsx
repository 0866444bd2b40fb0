// @vitest-environment happy-dom
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computeLevelInvestment } from "@foe-toolbox/core/gb-investment";
import { computePrestigeRewards } from "@foe-toolbox/core/gb-prestige";
import { globalStore } from "@/platform/settings/global-store";
import { renderWithIntl } from "@/test/render";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import { sanitizeGbSettings } from "./gb-state";
import { OwnerView } from "./OwnerView";
import { useTestEnteredLevels } from "./entered-harness";
import type { GbPageState } from "./use-gb-page-state";

afterEach(cleanup);
// Typing into several fields of a big table is slow under happy-dom on a 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

function Harness({
  gbKey,
  init,
  rules = "live",
}: {
  gbKey: string;
  init?: (s: GbPageState) => GbPageState;
  rules?: GbRules;
}) {
  const dataLevels = getGbLevels(gbKey)!;
  const { levels, entered } = useTestEnteredLevels(gbKey, dataLevels);
  const [state, setState] = useState<GbPageState>(() => {
    const base: GbPageState = {
      settings: sanitizeGbSettings(undefined, dataLevels),
      ownerArc: 90,
      investorArc: 90,
      ownerArcGold: 0,
      investorArcGold: 0,
      showSnipe: false,
    };
    return init ? init(base) : base;
  });
  const [include, setInclude] = useState([true, true, true, true, true]);
  const [includeLocked, setIncludeLocked] = useState(false);
  return (
    <OwnerView
      gbKey={gbKey}
      gbName={gbKey}
      gbShortName={gbKey}
      levels={levels}
      entered={entered}
      rules={{ rules, fromLink: false }}
      bonuses={[]}
      percentKinds={[]}
      state={state}
      update={(fn) => setState(fn)}
      includePlaces={include}
      setIncludePlaces={setInclude}
      includeLocked={includeLocked}
      setIncludeLocked={setIncludeLocked}
      permalinkParams={null}
      registerPermalinkParams={() => {}}
    >
      {(slot) => (
        <>
          <output data-testid="slot">{`${slot.level}:${slot.levelCost}:${slot.result?.totalPreparations}:${slot.investors.length}`}</output>
          <output data-testid="slot-arc">{`${slot.yourArcBonus}:${slot.showSnipe}:${slot.includePlaces.join(",")}`}</output>
          <output data-testid="slot-pct">{slot.investorPercentages.join(",")}</output>
          <output data-testid="slot-rules">{`${slot.rules}:${slot.placeCount}:${slot.yourArcBonusGold}`}</output>
          <button type="button" onClick={() => slot.setYourArcBonus(50)}>
            panel sets arc
          </button>
          <button type="button" onClick={() => slot.setIncludeLocked(true)}>
            panel computes the include flags
          </button>
        </>
      )}
    </OwnerView>
  );
}

const render = (ui: React.ReactElement) =>
  renderWithIntl(ui, ["calculator", "gbInvestment", "bonuses", "resources", "gbRules", "settings"]);
const cellValues = (row: HTMLElement, column: string) =>
  within(row)
    .getByText((_, el) => el?.getAttribute("data-column") === column)
    .querySelector("[data-value]")?.textContent;

describe("<OwnerView>", () => {
  it("shows the core's numbers for Observatory 9 → 10 at 90 %", () => {
    render(<Harness gbKey="Observatory" />);
    const expected = computeLevelInvestment({
      levels: getGbLevels("Observatory")! as never,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
    });
    expected.places.forEach((place) => {
      const row = screen.getByTestId(`owner-row-${place.place}`);
      expect(cellValues(row, "preparation")).toBe(String(place.preparation));
      expect(cellValues(row, "expected")).toBe(String(place.expectedParticipation));
    });
    expect(screen.getByTestId("owner-total").querySelector("[data-value]")?.textContent).toBe(
      "430",
    );
    expect(screen.getByTestId("slot").textContent).toBe("10:650:430:0");
  });

  it("adds investors with sniper detection and shows what they already put in", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="Observatory" />);
    const add = screen.getByTestId("owner-add-investor");
    await user.type(add, "124{Enter}");
    await user.clear(add);
    await user.type(add, "50{Enter}");
    const list = screen.getByTestId("investor-list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["124", "50(potential sniper)"]);
    const investors = [
      { value: 124, isPotentialSniper: false },
      { value: 50, isPotentialSniper: true },
    ];
    const expected = computeLevelInvestment({
      levels: getGbLevels("Observatory")! as never,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
      investors,
    });
    const row1 = screen.getByTestId("owner-row-1");
    expect(cellValues(row1, "in")).toBe("124");
    expect(cellValues(row1, "preparation")).toBe(String(expected.places[0]!.preparation));
    expect(screen.getByTestId("owner-progress").textContent).toBe("174 / 650 FP (476 left)");
    // The sniper box of the place held by the 50 FP investor is ticked.
    const sniperRow = expected.places.find((p) => p.investorIndex === 1)!;
    expect(
      within(screen.getByTestId(`owner-row-${sniperRow.place}`)).getByRole("checkbox", {
        name: /potential sniper/,
      }),
    ).toHaveProperty("checked", true);
  });

  it("lists the investors beyond the places on request, each with its sniper flag", async () => {
    const user = userEvent.setup();
    const investorParticipation = [100, 90, 80, 70, 60, 5, 4].map((value) => ({
      value,
      isPotentialSniper: false,
    }));
    render(
      <Harness
        gbKey="Observatory"
        init={(s) => ({
          ...s,
          settings: {
            ...s.settings,
            ownerView: { ...s.settings.ownerView, investorParticipation },
          },
        })}
      />,
    );
    const { extraInvestors } = computeLevelInvestment({
      levels: getGbLevels("Observatory")! as never,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
      investors: investorParticipation,
    });
    expect(extraInvestors.length).toBeGreaterThan(1);
    // Its code loads when there is such an investor (never in the server's HTML).
    const toggle = await screen.findByTestId("owner-extra-toggle");
    expect(toggle.textContent).toBe(`Show ${extraInvestors.length} extra investors`);
    expect(screen.queryByTestId("owner-extra")).toBeNull();
    await user.click(toggle);
    const list = screen.getByTestId("owner-extra");
    expect(within(list).getAllByRole("listitem")).toHaveLength(extraInvestors.length);
    const last = extraInvestors.at(-1)!;
    expect(within(list).getByText(`Extra investor ${last.position}`).nextSibling?.textContent).toBe(
      String(last.participation),
    );
    const box = within(list).getByRole("checkbox", {
      name: `Extra investor ${last.position} is a potential sniper`,
    });
    await user.click(box);
    expect(box).toHaveProperty("checked", true);
    const chips = within(screen.getByTestId("investor-list")).getAllByRole("listitem");
    expect(chips[last.investorIndex]!.textContent).toBe(`${last.participation}(potential sniper)`);
  });

  it("shows the progress bar as soon as an investor is listed, even with 0 FP", () => {
    render(
      <Harness
        gbKey="Observatory"
        init={(s) => ({
          ...s,
          settings: {
            ...s.settings,
            ownerView: {
              ...s.settings.ownerView,
              investorParticipation: [{ value: 0, isPotentialSniper: true }],
            },
          },
        })}
      />,
    );
    expect(screen.getByTestId("owner-progress").textContent).toBe("0 / 650 FP (650 left)");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
  });

  it("rejects owner FP above the level cost and keeps the last result", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="Observatory" />);
    const owner = screen.getByTestId("owner-fp");
    await user.clear(owner);
    await user.type(owner, "700");
    expect(screen.getByText("Enter a number from 0 to 650.")).toBeTruthy();
    expect(owner.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("owner-total").querySelector("[data-value]")?.textContent).toBe(
      "430",
    );
    expect(screen.getByTestId("slot").textContent).toBe("10:650:430:0");
  });

  it("copies the global percentage to every place and locks editing", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="Observatory" />);
    const global = screen.getByTestId("owner-global-percentage");
    await user.clear(global);
    await user.type(global, "0");
    const place1 = screen.getByRole("spinbutton", {
      name: "Investor bonus for place 1 (%)",
    }) as HTMLInputElement;
    expect(place1.value).toBe("0");
    // 0 %: P1 65 / 520 (docs/tools/gb-investment.md §4.3).
    expect(cellValues(screen.getByTestId("owner-row-1"), "preparation")).toBe("520");
    await user.click(screen.getByTestId("owner-lock"));
    expect(place1.disabled).toBe(true);
    expect((global as HTMLInputElement).disabled).toBe(true);
  });

  it("never saves a place percentage the core rejects", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="Observatory" />);
    const place2 = screen.getByRole("spinbutton", { name: "Investor bonus for place 2 (%)" });
    // Pasted over the old value at once: shorter prefixes typed key by key would be valid values.
    await user.tripleClick(place2);
    await user.paste("9".repeat(25));
    expect(place2.getAttribute("aria-invalid")).toBe("true");
    // The field's own range (0 to 200 %) refuses it before the core sees it.
    expect(screen.getByText(/^Enter a number from 0 to 200\.$/)).toBeTruthy();
    // The saved percentages, and so the result, are those of before the edit.
    expect(screen.getByTestId("slot-pct").textContent).toBe("90,90,90,90,90");
    expect(cellValues(screen.getByTestId("owner-row-2"), "expected")).toBe("67");
    expect(
      screen.queryByText("The input is not valid; the last valid result is shown."),
    ).toBeNull();
  });

  it("details each reward with its value at the rate, only when not 0, and ? when unknown", () => {
    render(<Harness gbKey="Observatory" />);
    // Observatory 9 -> 10, place 5: 0 FP, 1 blueprint, 8 medals at 90 %.
    const details = (place: number) =>
      [
        ...within(screen.getByTestId(`owner-row-${place}`)).getByTestId("reward-details").children,
      ].map((el) => el.textContent);
    expect(details(5)).toEqual(["FP: 0", "Blueprints: 1 → 2", "Medals: 8 → 15"]);
    expect(details(1)).toEqual(["FP: 65 → 124", "Blueprints: 3 → 6", "Medals: 163 → 310"]);
    cleanup();
    // Level 150 has no medal figures in the data.
    render(
      <Harness
        gbKey="Observatory"
        init={(s) => ({
          ...s,
          settings: { ...s.settings, ownerView: { ...s.settings.ownerView, level: 150 } },
        })}
      />,
    );
    expect(details(1)).toEqual(["FP: 1,785 → 3,392", "Blueprints: 25 → 48", "Medals: ?"]);
  });

  it("keeps the include checkboxes read-only and unchanged by a new level while the panel computes them", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="Observatory" />);
    const place2 = () =>
      screen.getByRole("checkbox", { name: "Include place 2 in the messages" }) as HTMLInputElement;
    await user.click(place2());
    await user.click(screen.getByRole("button", { name: "panel computes the include flags" }));
    expect(place2().disabled).toBe(true);
    await user.click(screen.getAllByRole("button", { name: "Increase" })[0]!);
    expect(screen.getByTestId("slot").textContent).toMatch(/^11:/);
    expect(screen.getByTestId("slot-arc").textContent).toBe("90:false:true,false,true,true,true");
  });

  it("includes every place again on a new level", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="Observatory" />);
    await user.click(screen.getByRole("checkbox", { name: "Include place 2 in the messages" }));
    await user.click(screen.getAllByRole("button", { name: "Increase" })[0]!);
    expect(screen.getByTestId("slot-arc").textContent).toBe("90:false:true,true,true,true,true");
  });

  it("asks for a level the data lacks instead of calling it unknown, and computes with the entered values", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="AI_Core" />);
    expect(screen.queryByTestId("owner-unknown")).toBeNull();
    expect(screen.queryByTestId("owner-table")).toBeNull();
    // The fields' code loads when they are first shown.
    expect((await screen.findByTestId("gbi-entered-missing-message")).textContent).toContain(
      "level 10",
    );
    expect(screen.getByTestId("slot").textContent).toBe("10:null:undefined:0");
    await user.type(screen.getByTestId("gbi-entered-cost-10"), "500");
    const rewards = [100, 50, 15, 5, 0];
    for (const [k, fp] of rewards.entries())
      await user.type(screen.getByTestId(`gbi-entered-reward-10-${k + 1}`), String(fp));
    const expected = computeLevelInvestment({
      levels: [
        ...Array<never>(9).fill({ cost: null, reward: null } as never),
        {
          cost: 500,
          reward: rewards.map((fp) => ({ fp })),
        },
      ] as never,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
    });
    expect(cellValues(screen.getByTestId("owner-row-1"), "preparation")).toBe(
      String(expected.places[0]!.preparation),
    );
    expect(screen.getByTestId("slot").textContent).toBe(`10:500:${expected.totalPreparations}:0`);
    expect(screen.getByTestId("gbi-entered-used").textContent).toContain("level 10");
    expect(screen.getByTestId("gbi-entered-level-10").textContent).toContain("Your value");
    // One click puts the level back to the data: it is asked for again.
    await user.click(screen.getByRole("button", { name: "Reset level 10 to the game data" }));
    expect(screen.queryByTestId("owner-table")).toBeNull();
    expect((screen.getByTestId("gbi-entered-cost-10") as HTMLInputElement).value).toBe("");
  });

  it("asks for a missing level before the result and offers to correct a known one after it", async () => {
    const user = userEvent.setup();
    const follows = (a: Element, b: Element) =>
      (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    render(<Harness gbKey="Observatory" />);
    const toggle = screen.getByTestId("gbi-entered-toggle");
    expect(follows(screen.getByTestId("owner-table"), toggle)).toBe(true);
    // Typing a correction keeps the fields (and what is typed) where they are.
    await user.click(toggle);
    await user.type(await screen.findByTestId("gbi-entered-cost-10"), "700");
    expect((screen.getByTestId("gbi-entered-cost-10") as HTMLInputElement).value).toBe("700");
    expect(
      follows(screen.getByTestId("owner-table"), screen.getByTestId("gbi-entered-cost-10")),
    ).toBe(true);
  });

  it("under Prestige needs only the cost of a level the data lacks", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="AI_Core" rules="prestige" />);
    await user.type(await screen.findByTestId("gbi-entered-cost-10"), "2000");
    expect(screen.queryByTestId("gbi-entered-reward-10-1")).toBeNull();
    const places = computePrestigeRewards({ level: 10, cost: 2000 }).places;
    expect(screen.getAllByTestId(/^owner-row-\d$/)).toHaveLength(5);
    expect(cellValues(screen.getByTestId("owner-row-1"), "reward")).toBe(String(places[0]!.fp));
  });

  it("shows 7 places from the level's cost for Observatory 132 → 133 under Prestige", async () => {
    const user = userEvent.setup();
    const at133 = (st: GbPageState): GbPageState => ({
      ...st,
      showSnipe: true,
      ownerArcGold: 19,
      settings: { ...st.settings, ownerView: { ...st.settings.ownerView, level: 133 } },
    });
    render(<Harness gbKey="Observatory" rules="prestige" init={at133} />);
    const expected = computeLevelInvestment({
      levels: getGbLevels("Observatory")! as never,
      level: 133,
      investorPercentages: Array<number>(7).fill(90),
      yourArcBonus: 90,
      yourArcBonusGold: 19,
      rules: "prestige",
    });
    expect(expected.places).toHaveLength(7);
    expect(expected.places[0]!.reward).toBe(1180);
    expect(screen.getAllByTestId(/^owner-row-\d$/)).toHaveLength(7);
    expected.places.forEach((place) => {
      const row = screen.getByTestId(`owner-row-${place.place}`);
      expect(cellValues(row, "reward")).toBe(place.reward.toLocaleString("en-US"));
      expect(cellValues(row, "preparation")).toBe(place.preparation.toLocaleString("en-US"));
      if (place.snipe?.fp != null)
        expect(cellValues(row, "snipe")).toBe(place.snipe.fp.toLocaleString("en-US"));
    });
    expect(screen.getByTestId("owner-total").querySelector("[data-value]")?.textContent).toBe(
      expected.totalPreparations.toLocaleString("en-US"),
    );
    expect(screen.getByTestId("slot-rules").textContent).toBe("prestige:7:19");
    expect(screen.getByTestId("slot-pct").textContent).toBe("90,90,90,90,90,90,90");
    expect(screen.getByTestId("slot-arc").textContent).toBe(
      "90:true:true,true,true,true,true,true,true",
    );
    // The Snipe column's Arc bonus is the gold one, and the field says so.
    expect(screen.getByLabelText("Your gold Arc bonus (%), levels from 101")).toBe(
      screen.getByTestId("owner-arc-gold"),
    );
    expect(screen.getByTestId("gbi-rules").getAttribute("data-rules")).toBe("prestige");
    // P7's own rate and include flag.
    const p7 = screen.getByRole("spinbutton", { name: "Investor bonus for place 7 (%)" });
    await user.clear(p7);
    await user.type(p7, "80");
    await user.tab();
    expect(screen.getByTestId("slot-pct").textContent).toBe("90,90,90,90,90,90,80");
    await user.click(screen.getByRole("checkbox", { name: "Include place 7 in the messages" }));
    expect(screen.getByTestId("slot-arc").textContent).toBe(
      "90:true:true,true,true,true,true,true,false",
    );
  });

  it("keeps 5 places from the reward table at Observatory 133 under live rules", () => {
    render(
      <Harness
        gbKey="Observatory"
        init={(st) => ({
          ...st,
          settings: { ...st.settings, ownerView: { ...st.settings.ownerView, level: 133 } },
        })}
      />,
    );
    expect(screen.getAllByTestId(/^owner-row-\d$/)).toHaveLength(5);
    expect(cellValues(screen.getByTestId("owner-row-1"), "reward")).toBe("1,545");
    expect(screen.getByTestId("slot-rules").textContent).toBe("live:5:0");
    expect(screen.getByTestId("gbi-rules").getAttribute("data-rules")).toBe("live");
  });

  it("shows the Snipe column with a lock when nobody can take a place", () => {
    render(
      <Harness
        gbKey="Observatory"
        init={(s) => ({
          ...s,
          showSnipe: true,
          settings: { ...s.settings, ownerView: { ...s.settings.ownerView, ownerInvestment: 600 } },
        })}
      />,
    );
    const expected = computeLevelInvestment({
      levels: getGbLevels("Observatory")! as never,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
      ownerPreparation: 600,
      yourArcBonus: 90,
    });
    const place = expected.places[0]!;
    const cell = within(screen.getByTestId("owner-row-1")).getByText(
      (_, el) => el?.getAttribute("data-column") === "snipe",
    );
    if (place.snipe?.fp === null)
      expect(cell.textContent).toContain("Nobody can take this place any more");
    else expect(cell.querySelector("[data-value]")?.textContent).toBe(String(place.snipe?.fp));
  });

  it("lets a mounted panel read the include flags and set the Arc bonus", async () => {
    const user = userEvent.setup();
    render(<Harness gbKey="Observatory" init={(st) => ({ ...st, showSnipe: true })} />);
    expect(screen.getByTestId("slot-arc").textContent).toBe("90:true:true,true,true,true,true");
    await user.click(screen.getByRole("checkbox", { name: "Include place 2 in the messages" }));
    await user.click(screen.getByRole("button", { name: "panel sets arc" }));
    expect(screen.getByTestId("slot-arc").textContent).toBe("50:true:true,false,true,true,true");
    expect((screen.getByTestId("owner-arc") as HTMLInputElement).value).toBe("50");
  });

  it("shows the places as a table that CSS turns into cards on small screens by default", async () => {
    const user = userEvent.setup();
    globalStore.setState({ displayTableCard: "auto" });
    render(<Harness gbKey="Observatory" />);
    expect(screen.getByTestId("owner-table").parentElement?.className).toContain("data-table-auto");
    expect(screen.queryByTestId("owner-cards")).toBeNull();
    // The choice beside the table switches every GB table of the site.
    await user.selectOptions(screen.getByTestId("owner-card-view"), "cards");
    expect(globalStore.getState().displayTableCard).toBe("cards");
    expect(screen.getByTestId("owner-cards")).toBeTruthy();
    await user.selectOptions(screen.getByTestId("owner-card-view"), "table");
    expect(screen.getByTestId("owner-table").parentElement?.className).not.toContain(
      "data-table-auto",
    );
    globalStore.setState({ displayTableCard: "auto" });
  });
});
