import { describe, expect, it } from "vitest";
import { GB_LEVELING_ORDER_REWARDS } from "@foe-toolbox/core/gb-leveling-order/rewards";
import { messagesOf } from "@/test/render";
import { rewardOptions } from "./reward-options";

function labels(locale: string) {
  const messages = messagesOf(["bonuses", "resources"], locale) as Record<
    string,
    Record<string, string>
  >;
  const names = { ...messages.bonuses, ...messages.resources };
  return (kind: string) => names[kind]!;
}

describe("bonus select options", () => {
  it("has the popular group and all 33 kinds sorted by their English names", () => {
    const label = labels("en");
    const { popular, all } = rewardOptions(label, "en");
    expect(popular).toEqual(["forgePoints", "militaryBoost"]);
    expect([...all].sort()).toEqual([...GB_LEVELING_ORDER_REWARDS].sort());
    const names = all.map(label);
    expect(names[0]).toBe("Advanced tactics");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("sorts by the names of the page's language", () => {
    const label = labels("de");
    const names = rewardOptions(label, "de").all.map(label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de")));
    expect(names.indexOf("Münzen")).toBeLessThan(names.indexOf("Mysteriöse Splitter"));
    expect(names[0]).toBe("Angriffsbonus (angreifende Armee)");
  });
});
