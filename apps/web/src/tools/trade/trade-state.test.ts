import { describe, expect, it } from "vitest";
import { computeTradeRoute, computeTradeTable } from "@foe-toolbox/core/trade";
import {
  applyTableEdit,
  computeTradeForm,
  computeTradeTableResult,
  defaultTradeState,
  defaultTradeTab,
  editTableRow,
  encodeTradePermalink,
  formCheck,
  parseTradePermalink,
  sanitizeTradeState,
  type TradeState,
  type TradeTableState,
} from "./trade-state";

function busyState(): TradeState {
  const state = defaultTradeState();
  state.fair = {
    form: { have: "LateMiddleAges", want: "Tomorrow", amount: 1500, maxOfferSize: 400 },
    table: { age: "ColonialAge", amount: 300, showRatio: true, split: true, maxOfferSize: 100 },
  };
  state.simple.form = { have: "IronAge", want: "HighMiddleAges", amount: 250, maxOfferSize: 1000 };
  return state;
}

describe("trade state", () => {
  it("starts blank: Bronze Age everywhere, nothing wanted, offers up to 1,000", () => {
    expect(defaultTradeTab()).toEqual({
      form: { have: "BronzeAge", want: "BronzeAge", amount: 0, maxOfferSize: 1000 },
      table: { age: "BronzeAge", amount: 0, showRatio: false, split: false, maxOfferSize: 1000 },
    });
  });

  it("turns any stored value into a valid state", () => {
    expect(sanitizeTradeState(undefined)).toEqual(defaultTradeState());
    expect(sanitizeTradeState("junk")).toEqual(defaultTradeState());
    const fixed = sanitizeTradeState({
      fair: {
        form: { have: "StoneAge", want: "SpaceAgeVenus", amount: -4, maxOfferSize: 1001 },
        table: { age: "IronAge", amount: 2.5, showRatio: "yes", split: true, maxOfferSize: 0 },
      },
      simple: [],
    });
    expect(fixed.fair).toEqual({
      form: { have: "BronzeAge", want: "SpaceAgeVenus", amount: 0, maxOfferSize: 1000 },
      table: { age: "IronAge", amount: 0, showRatio: false, split: true, maxOfferSize: 1000 },
    });
    expect(fixed.simple).toEqual(defaultTradeTab());
    expect(sanitizeTradeState(busyState())).toEqual(busyState());
  });

  it("puts the offer size back to 1,000 when the split is switched", () => {
    const table: TradeTableState = { ...defaultTradeTab().table, split: true, maxOfferSize: 250 };
    expect(applyTableEdit(table, { ...table, split: false }, "split").maxOfferSize).toBe(1000);
    expect(applyTableEdit(table, { ...table, showRatio: true }, "showRatio").maxOfferSize).toBe(
      250,
    );
  });
});

describe("form version", () => {
  it("shows nothing for 0 goods, but still checks the offer size", () => {
    const form = defaultTradeTab().form;
    expect(computeTradeForm("fair", form)).toBeNull();
    expect(computeTradeForm("fair", { ...form, amount: "" })).toBeNull();
    expect(() => computeTradeForm("fair", { ...form, maxOfferSize: 0 })).toThrow(
      expect.objectContaining({ field: "maxOfferSize" }),
    );
  });

  it("gives the core's route with the inputs it belongs to", () => {
    const form = busyState().fair.form;
    const result = computeTradeForm("fair", form);
    expect(result?.input).toEqual({
      have: "LateMiddleAges",
      want: "Tomorrow",
      amount: 1500,
      maxOfferSize: 400,
    });
    expect(result?.steps).toEqual(computeTradeRoute({ mode: "fair", ...form }).steps);
  });

  it("refuses an invalid offer size or amount on its own field only", () => {
    const form = busyState().fair.form;
    expect(formCheck("fair")({ ...form, maxOfferSize: 1001 }, "maxOfferSize")).not.toBeNull();
    expect(formCheck("fair")({ ...form, amount: 2.5 }, "amount")).not.toBeNull();
    expect(formCheck("fair")({ ...form, amount: 12345 }, "amount")).toBeNull();
    expect(formCheck("fair")({ ...form, have: "SpaceAgeVenus" }, "have")).toBeNull();
  });
});

describe("table version", () => {
  const table = defaultTradeTab().table;

  it("a positive amount makes its row the reference", () => {
    expect(
      editTableRow("simple", { ...table, age: "IronAge", amount: 10 }, "ColonialAge", 300),
    ).toEqual({
      ...table,
      age: "ColonialAge",
      amount: 300,
    });
  });

  it("0 or an empty reference row clears the results; 0 elsewhere changes nothing", () => {
    const current = { ...table, age: "IronAge" as const, amount: 10 };
    expect(editTableRow("simple", current, "IronAge", "")).toEqual({ ...current, amount: 0 });
    expect(editTableRow("simple", current, "IronAge", 0)).toEqual({ ...current, amount: 0 });
    expect(editTableRow("simple", current, "BronzeAge", "")).toBe(current);
  });

  it("refuses an amount that is not a whole number", () => {
    expect(editTableRow("simple", table, "IronAge", 2.5)).toBeNull();
    expect(editTableRow("simple", table, "IronAge", Number.NaN)).toBeNull();
  });

  it("computes the saved reference row, or the row being typed", () => {
    const saved = {
      ...table,
      age: "ColonialAge" as const,
      amount: 300,
      split: true,
      maxOfferSize: 100,
    };
    expect(computeTradeTableResult("fair", saved, null)).toEqual({
      age: "ColonialAge",
      amount: 300,
      rows: computeTradeTable({ mode: "fair", age: "ColonialAge", amount: 300, maxOfferSize: 100 })
        .rows,
    });
    // Without the split, no offer size is passed (and none is checked).
    expect(
      computeTradeTableResult("fair", { ...saved, split: false, maxOfferSize: "" }, null).rows[0]
        ?.split,
    ).toBeUndefined();
    expect(() => computeTradeTableResult("fair", saved, { age: "IronAge", value: 1.5 })).toThrow(
      expect.objectContaining({ field: "amount" }),
    );
  });
});

describe("trade permalink", () => {
  it("round-trips the open tab and both tabs' state", () => {
    const state = busyState();
    const query = encodeTradePermalink("simple", state);
    expect(parseTradePermalink(new URLSearchParams(query))).toEqual({ tab: "simple", state });
  });

  it("carries only the values that differ from their defaults", () => {
    expect(encodeTradePermalink("fair", defaultTradeState())).toBe("tr_tab=fair");
    const state = defaultTradeState();
    state.fair.form.amount = 50;
    expect(encodeTradePermalink("fair", state)).toBe("tr_f_a=50&tr_tab=fair");
  });

  it("ignores invalid values and is not a permalink without a valid one", () => {
    expect(
      parseTradePermalink(new URLSearchParams("foo=1&tr_tab=medium&tr_f_mo=0&tr_f_h=Mars")),
    ).toBeNull();
    const parsed = parseTradePermalink(new URLSearchParams("tr_f_mo=2000&tr_f_a=12x&tr_s_ts=1"));
    expect(parsed?.tab).toBe("fair");
    expect(parsed?.state.fair.form).toEqual({ ...defaultTradeTab().form, amount: 12 });
    expect(parsed?.state.simple.table.split).toBe(true);
  });
});
