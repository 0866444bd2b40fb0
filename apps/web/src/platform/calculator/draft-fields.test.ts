import { describe, expect, it } from "vitest";
import { numberOf, planEdit, type DraftRules } from "./draft-fields";

interface S {
  kind: "a" | "b";
  minimum: number;
  value: number;
  other: number;
}

const saved: S = { kind: "a", minimum: 10, value: 10, other: 0 };
const rules: DraftRules<S> = {
  // `value` must reach the minimum of its kind; `other` must be an integer.
  check: (c, field) =>
    (field === "value" && c.value < c.minimum) || (field === "other" && !Number.isInteger(c.other))
      ? { name: "LevelOutOfRangeError", field }
      : null,
  // Another kind resets the value to its own minimum.
  apply: (previous, c, field) =>
    field === "kind" && c.kind !== previous.kind ? { ...c, minimum: 20, value: 20 } : c,
};

describe("planEdit", () => {
  it("saves an accepted value and drops that field's draft", () => {
    const plan = planEdit(saved, { value: 5 }, "value", 12, rules);
    expect(plan.save).toEqual({ ...saved, value: 12 });
    expect(plan.drafts).toEqual({});
  });

  it("keeps a refused value as a draft and saves nothing", () => {
    const plan = planEdit(saved, {}, "value", 5, rules);
    expect(plan.save).toBeNull();
    expect(plan.drafts).toEqual({ value: 5 });
  });

  it("never saves unreadable text", () => {
    const plan = planEdit(saved, {}, "other", Number.NaN, rules);
    expect(plan.save).toBeNull();
    expect(Number.isNaN(plan.drafts.other)).toBe(true);
  });

  it("treats an empty field as 0 (docs/site.md §13)", () => {
    expect(planEdit({ ...saved, other: 4 }, {}, "other", "", rules).save).toEqual({
      ...saved,
      other: 0,
    });
    expect(planEdit(saved, {}, "value", "", rules)).toEqual({ save: null, drafts: { value: "" } });
  });

  it("drops the drafts of fields a saved edit changed, keeps the others", () => {
    const plan = planEdit(saved, { value: 3, other: 1.5 }, "kind", "b", rules);
    expect(plan.save).toEqual({ kind: "b", minimum: 20, value: 20, other: 0 });
    expect(plan.drafts).toEqual({ other: 1.5 });
  });

  it("saves a refused draft that the edit of another field made valid", () => {
    // 15 is refused while the minimum is 20; an edit of `other` lowers the minimum to 10.
    const lowered: DraftRules<S> = {
      check: rules.check,
      apply: (_previous, c, field) => (field === "other" ? { ...c, minimum: c.other } : c),
    };
    const start: S = { kind: "a", minimum: 20, value: 20, other: 20 };
    const plan = planEdit(start, { value: 15 }, "other", 10, lowered);
    expect(plan.save).toEqual({ kind: "a", minimum: 10, value: 15, other: 10 });
    expect(plan.drafts).toEqual({});
    // Still refused: the draft stays and the edit alone is saved.
    const kept = planEdit(start, { value: 5 }, "other", 10, lowered);
    expect(kept.save).toEqual({ kind: "a", minimum: 10, value: 20, other: 10 });
    expect(kept.drafts).toEqual({ value: 5 });
  });

  it("keeps an emptied field of `keepEmpty` as a draft instead of saving 0", () => {
    const plan = planEdit({ ...saved, other: 4 }, {}, "other", "", {
      ...rules,
      keepEmpty: ["other"],
    });
    expect(plan).toEqual({ save: null, drafts: { other: "" } });
  });

  it("numberOf counts empty as 0", () => {
    expect(numberOf("")).toBe(0);
    expect(numberOf(7)).toBe(7);
  });
});
