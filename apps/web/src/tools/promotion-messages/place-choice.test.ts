import { describe, expect, it } from "vitest";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import {
  buildGbPromotionPage,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
  DEFAULT_PROMOTION_TEMPLATES,
} from "@foe-toolbox/core/promotion-messages";
import { listedTaken, placeChoices, placeFlags, placeOptions, togglePlace } from "./place-choice";

const ALL = [true, true, true, true, true];

/** Default 1 on The Arc 9 → 10 with the P1 investor (209 FP), as the panel asks the core. */
function arcMessage(include: readonly boolean[], taken: readonly boolean[]) {
  return buildGbPromotionPage({
    levels: getGbLevels("The_Arc")!,
    level: 10,
    investorPercentages: [90, 90, 90, 90, 90],
    investors: [{ value: 209, isPotentialSniper: false }],
    ...placeOptions(include, taken),
    onlySecuredPlaces: false,
    settings: DEFAULT_PROMOTION_PAGE_SETTINGS,
    templates: [DEFAULT_PROMOTION_TEMPLATES[1]!],
    gbName: "The Arc",
    gbShortName: "Arc",
  });
}

describe("place choice of the promotion messages", () => {
  it("leaves a taken place out by default (the panel used to hand the core the checkboxes only)", () => {
    const out = arcMessage(ALL, listedTaken({ level: 10, listed: [] }, 10));
    expect(out.messages[0]!.message).toBe("The Arc 9 → 10 P2(105) P3(38) P4(10)");
  });

  it("puts a taken place back with its checkbox, for that level only", () => {
    const choices = placeChoices(arcMessage(ALL, []), ALL, 5);
    expect(choices[0]).toEqual({ place: 1, taken: true, checked: false });
    expect(choices[1]).toEqual({ place: 2, taken: false, checked: true });
    const next = togglePlace({ include: ALL, taken: [] }, choices[0]!, true);
    expect(next.taken[0]).toBe(true);
    expect(arcMessage(next.include, next.taken).messages[0]!.message).toBe(
      "The Arc 9 → 10 P1(209) P2(105) P3(38) P4(10)",
    );
    const choice = { level: 10, listed: next.taken };
    expect(listedTaken(choice, 10)[0]).toBe(true);
    expect(listedTaken(choice, 11)).toEqual([false, false, false, false, false, false, false]);
  });

  it("a free place's checkbox is its include flag; putting a taken place back includes it", () => {
    const free = { place: 3, taken: false, checked: true };
    expect(togglePlace({ include: ALL, taken: [] }, free, false).include).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
    const unticked = [false, true, true, true, true];
    const taken = { place: 1, taken: true, checked: false };
    expect(togglePlace({ include: unticked, taken: [] }, taken, true)).toEqual({
      include: ALL,
      taken: [true],
    });
    expect(
      togglePlace({ include: ALL, taken: [true] }, { ...taken, checked: true }, false),
    ).toEqual({ include: ALL, taken: [false] });
  });

  it("pads 5-place flags for a 7-place level and hands the core 7 of each", () => {
    expect(placeFlags(ALL, 7)).toEqual([...ALL, true, true]);
    expect(placeFlags([true], 3, false)).toEqual([true, false, false]);
    expect(placeOptions(ALL, [])).toEqual({
      includePlaces: [...ALL, true, true],
      includeTakenPlaces: [false, false, false, false, false, false, false],
    });
    // Without a result the player's checkboxes show, nothing taken.
    expect(placeChoices(null, [true, false], 7).map((c) => c.checked)).toEqual([
      true,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
