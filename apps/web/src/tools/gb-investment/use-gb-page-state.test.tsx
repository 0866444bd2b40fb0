// @vitest-environment happy-dom
/**
 * The GB page on the tool contract: a profile and a link saved by earlier versions still open as
 * they did, and saving keeps what other tools store under the same GB.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import {
  ensureCurrentProfile,
  profileStore,
  updateCurrentProfile,
  useCurrentProfile,
} from "@/platform/profiles/profile-store";
import { useShortQuery } from "@/platform/calculator/short-query";
import { globalStore } from "@/platform/settings/global-store";
import { useGbPageState } from "./use-gb-page-state";

const levels = getGbLevels("The_Arc")!;

/** `gb.The_Arc` as the earlier site saved it, with the leveling tools' fields beside it. */
const OLD_ARC = {
  yourLevel: 12,
  gblo: { targetLevel: 40 },
  tab: 1,
  ownerView: {
    level: 20,
    ownerInvestment: 100,
    investorParticipation: [
      { value: 50, isPotentialSniper: false },
      { value: 300, isPotentialSniper: true },
    ],
    investorPercentageGlobal: 90,
    investorPercentageCustom: [90, 90, 90, 90, 90],
    lockInvestorPercentage: true,
  },
  investorView: {
    from: 11,
    to: 30,
    showPlace: [true, true, false, false, false],
    takingPlaceInConsideration: 2,
    investorPercentageGlobal: 92,
    investorPercentageCustom: [92, 92, 92, 92, 92],
    customPercentage: false,
  },
};

function usePage() {
  const page = useGbPageState("The_Arc", levels);
  const { query, shorten = null, finish } = page.permalink;
  // The link as PermalinkLink shows it: the full one, its short form after a pause.
  const short = useShortQuery(shorten, query);
  const link = finish ? finish(short) : short;
  const saved = {
    arc: useCurrentProfile((p) => p.gb.The_Arc),
    yourArcBonus: useCurrentProfile((p) => p.yourArcBonus),
    yourArcBonusGold: useCurrentProfile((p) => p.yourArcBonusGold),
    showSnipe: useCurrentProfile((p) => p.showSnipe),
  };
  return { page, saved, link };
}

beforeEach(() => {
  localStorage.clear();
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "", gbRules: "live" });
  ensureCurrentProfile();
  updateCurrentProfile((p) => ({
    ...p,
    yourArcBonus: 85,
    showSnipe: true,
    gb: { ...p.gb, The_Arc: structuredClone(OLD_ARC) },
  }));
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("useGbPageState", () => {
  it("reads a profile saved by the earlier version and keeps other tools' fields on edits", () => {
    window.history.replaceState(null, "", "/gb-investment/The_Arc");
    const { result } = renderHook(usePage);
    const { state } = result.current.page;
    expect(state.settings.tab).toBe(1);
    expect(state.settings.ownerView.investorParticipation).toEqual([
      { value: 300, isPotentialSniper: true },
      { value: 50, isPotentialSniper: false },
    ]);
    expect(state.settings.investorView.from).toBe(11);
    expect(state.settings.investorView.takingPlaceInConsideration).toBe(2);
    expect(state.ownerArc).toBe(85);
    expect(state.showSnipe).toBe(true);

    act(() => result.current.page.update((s) => ({ ...s, investorArc: 70 })));
    expect(result.current.saved.yourArcBonus).toBe(70);
    act(() =>
      result.current.page.update((s) => ({
        ...s,
        settings: { ...s.settings, tab: 0 },
      })),
    );
    const arc = result.current.saved.arc!;
    expect(arc.tab).toBe(0);
    expect(arc.yourLevel).toBe(12);
    expect(arc.gblo).toEqual({ targetLevel: 40 });
  });

  it("opens a link of the earlier site without saving it until the player keeps it", async () => {
    const query =
      "gbi_tab=0&gbi_l=25&gbi_oi=40&gbi_ipg=90&gbi_yab=87.5&gbi_ss=0" +
      "&gbi_ip=%5B%7B%22value%22%3A120%2C%22isPotentialSniper%22%3Afalse%7D%5D" +
      "&gbi_p1=90&gbi_p2=90&gbi_p3=90&gbi_p4=90&gbi_p5=80&gbi_pFree1=1&gbi_pFree2=0";
    window.history.replaceState(null, "", `/gb-investment/The_Arc?${query}`);
    const { result } = renderHook(usePage);
    await waitFor(() => expect(result.current.page.permalinkActive).toBe(true));
    const { page } = result.current;
    expect(page.state.settings.tab).toBe(0);
    expect(page.state.settings.ownerView.level).toBe(25);
    expect(page.state.settings.ownerView.investorParticipation).toEqual([
      { value: 120, isPotentialSniper: false },
    ]);
    expect(page.state.settings.ownerView.investorPercentageCustom).toEqual([90, 90, 90, 90, 80]);
    expect(page.state.ownerArc).toBe(87.5);
    expect(page.state.showSnipe).toBe(false);
    // The view the link does not describe keeps the saved values.
    expect(page.state.settings.investorView.from).toBe(11);
    expect(page.includePlaces).toEqual([true, false, true, true, true]);
    expect(page.permalinkParams?.get("gbi_l")).toBe("25");
    expect(result.current.link).toContain("gbi_l=25");

    act(() =>
      result.current.page.update((s) => ({
        ...s,
        settings: { ...s.settings, ownerView: { ...s.settings.ownerView, ownerInvestment: 60 } },
      })),
    );
    expect(result.current.page.state.settings.ownerView.ownerInvestment).toBe(60);
    expect(result.current.saved.arc).toEqual(OLD_ARC);
    expect(result.current.saved.yourArcBonus).toBe(85);

    act(() => result.current.page.keepPermalinkValues());
    expect(result.current.page.permalinkActive).toBe(false);
    const arc = result.current.saved.arc as typeof OLD_ARC;
    expect(arc.ownerView.level).toBe(25);
    expect(arc.ownerView.ownerInvestment).toBe(60);
    expect(arc.investorView.from).toBe(11);
    expect(arc.yourLevel).toBe(12);
    expect(result.current.saved.yourArcBonus).toBe(87.5);
    expect(result.current.saved.showSnipe).toBe(false);
  });

  it("reads a profile without a gold Arc bonus as 0 % and saves the one edited", () => {
    window.history.replaceState(null, "", "/gb-investment/The_Arc");
    const { result } = renderHook(usePage);
    expect(result.current.saved.yourArcBonusGold).toBeUndefined();
    expect(result.current.page.state.ownerArcGold).toBe(0);
    expect(result.current.page.state.investorArcGold).toBe(0);
    act(() => result.current.page.update((s) => ({ ...s, ownerArcGold: 19 })));
    expect(result.current.saved.yourArcBonusGold).toBe(19);
    expect(result.current.page.state.investorArcGold).toBe(19);
    expect(result.current.saved.yourArcBonus).toBe(85);
  });

  it("writes rules=prestige into its link under Prestige, and nothing under live rules", () => {
    window.history.replaceState(null, "", "/gb-investment/The_Arc");
    const { result } = renderHook(usePage);
    expect(result.current.page.rules).toEqual({ rules: "live", fromLink: false });
    expect(result.current.link).not.toContain("rules=");
    act(() => globalStore.setState({ gbRules: "prestige" }));
    expect(result.current.page.rules).toEqual({ rules: "prestige", fromLink: false });
    expect(result.current.link).toMatch(/&rules=prestige$/);
  });

  it("shows a rules=prestige link under Prestige whatever the setting, until kept", async () => {
    const query = "gbi_tab=0&gbi_l=25&gbi_p7=70&gbi_yabg=19&rules=prestige";
    window.history.replaceState(null, "", `/gb-investment/The_Arc?${query}`);
    const { result } = renderHook(usePage);
    await waitFor(() => expect(result.current.page.permalinkActive).toBe(true));
    expect(result.current.page.rules).toEqual({ rules: "prestige", fromLink: true });
    expect(result.current.page.state.ownerArcGold).toBe(19);
    expect(result.current.page.state.settings.ownerView.investorPercentageCustom).toEqual([
      90, 90, 90, 90, 90, 90, 70,
    ]);
    expect(result.current.link).toContain("gbi_p7=70");
    expect(result.current.link).toContain("rules=prestige");
    act(() => result.current.page.keepPermalinkValues());
    // Kept: the page follows the setting (live) again, the values are the player's.
    expect(result.current.page.rules).toEqual({ rules: "live", fromLink: false });
    expect(result.current.saved.yourArcBonusGold).toBe(19);
  });
});
