// @vitest-environment happy-dom
/**
 * The campaign state on the tool contract: a profile saved in the legacy form and a link's
 * conquered sectors open as before, and a link is saved only when the player keeps it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import {
  ensureCurrentProfile,
  profileStore,
  updateCurrentProfile,
  useCurrentProfile,
} from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { useShortQuery } from "@/platform/calculator/short-query";
import { compactCampaignData } from "./compact-data";
import { encodeConquered } from "./campaign-state";
import { useConquered } from "./use-conquered";

const data = compactCampaignData(listCampaignAges());
const scope = { age: "BronzeAge", province: "Hymir" } as const;
const sectors = data.ages[0]!.provinces.find((p) => p.key === "Hymir")!.sectors;
const hymir = (flags: boolean[]) => ({
  BronzeAge: { Hymir: sectors.map((_s, i) => flags[i] === true) },
});

function useCampaign() {
  const state = useConquered(data, scope);
  // The link as PermalinkLink shows it: full, then short after a pause.
  const link = useShortQuery(state.shorten, state.query);
  return { state, link, stored: useCurrentProfile((p) => p.campaign) };
}

beforeEach(() => {
  localStorage.clear();
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "" });
  ensureCurrentProfile();
  // The legacy FOE Tools form of the profile field.
  updateCurrentProfile((p) => ({
    ...p,
    campaign: { BronzeAge: { _state: -1, Hymir: { _state: -1, sectors: [true] } } },
  }));
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("useConquered", () => {
  it("reads a legacy profile and saves every click", async () => {
    window.history.replaceState(null, "", "/campaign-cost");
    const { result } = renderHook(useCampaign);
    expect(result.current.state.conquered).toEqual(hymir([true]));
    expect(result.current.state.permalinkActive).toBe(false);
    act(() => result.current.state.set({ age: "BronzeAge", province: "Hymir", sector: 1 }, true));
    expect(result.current.stored).toEqual(hymir([true, true]));
    // The page's table is part of the link (extra); the default age is left out of it.
    await waitFor(() =>
      expect(result.current.link).toBe(
        `c=${encodeConquered(data, hymir([true, true]))}&province=Hymir`,
      ),
    );
  });

  it("shows a link's sectors without saving them until the player keeps them", async () => {
    const linked = hymir([false, true, true]);
    window.history.replaceState(
      null,
      "",
      `/campaign-cost?age=BronzeAge&province=Hymir&c=${encodeConquered(data, linked)}`,
    );
    const { result } = renderHook(useCampaign);
    // Once the link code has loaded.
    await waitFor(() => expect(result.current.state.permalinkActive).toBe(true));
    expect(result.current.state.conquered).toEqual(linked);
    act(() => result.current.state.set({ age: "BronzeAge", province: "Hymir", sector: 0 }, true));
    expect(result.current.state.conquered).toEqual(hymir([true, true, true]));
    expect(result.current.stored).toEqual({
      BronzeAge: { _state: -1, Hymir: { _state: -1, sectors: [true] } },
    });
    act(() => result.current.state.keepPermalinkValues());
    expect(result.current.state.permalinkActive).toBe(false);
    expect(result.current.stored).toEqual(hymir([true, true, true]));
  });

  it("keeps the player's sectors for a link that only names the table", async () => {
    window.history.replaceState(null, "", "/campaign-cost?age=BronzeAge&province=Hymir");
    const { result } = renderHook(useCampaign);
    // The link is read once its code has loaded: give it that time, as the page would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(result.current.state.permalinkActive).toBe(false);
    expect(result.current.state.conquered).toEqual(hymir([true]));
  });
});
