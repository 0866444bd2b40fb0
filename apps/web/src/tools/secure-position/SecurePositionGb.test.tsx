// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { computePrestigeRewards } from "@foe-toolbox/core/gb-prestige";
import { computeSecurePosition } from "@foe-toolbox/core/secure-position";
import { renderWithIntl } from "@/test/render";
import { listGbOptions } from "@/platform/gb-data/gb-options";
import {
  defaultProfileData,
  ensureCurrentProfile,
  profileStore,
} from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { SecurePositionTool } from "./SecurePositionTool";

const NS = ["calculator", "securePosition", "gbRules", "gbForecast", "ages"];
const GBS = await listGbOptions("en");

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== "") await user.paste(text);
}

function placeTexts(): string[] {
  const select = screen.getByLabelText("Place you target") as HTMLSelectElement;
  return [...select.options].slice(1).map((o) => o.text);
}

beforeEach(() => {
  const id = ensureCurrentProfile();
  profileStore.setState({ profiles: { [id]: defaultProfileData() } });
  globalStore.setState({ gbRules: "live" });
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const key = decodeURIComponent(
        url
          .split("/")
          .at(-1)!
          .replace(/\.json$/, ""),
      );
      return Promise.resolve(new Response(JSON.stringify(getGbLevels(key))));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("<SecurePositionTool> on a GB level", () => {
  it("a Prestige link to Observatory 133 offers 7 places from the core and the gold boost", async () => {
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      "",
      "/secure-position?sp_gb=Observatory&sp_lvl=133&rules=prestige",
    );
    renderWithIntl(<SecurePositionTool gbs={GBS} />, NS);
    await waitFor(() =>
      expect(screen.getByTestId("sp-rules").getAttribute("data-rules")).toBe("prestige"),
    );
    await screen.findByText("1 (1,180 FP)");
    const places = computePrestigeRewards({ level: 133, cost: 13551 }).places;
    expect(placeTexts()).toEqual(places.map((p) => `${p.place} (${p.fp.toLocaleString("en")} FP)`));
    expect(placeTexts()).toHaveLength(7);
    await waitFor(() =>
      expect((screen.getByLabelText("Level cost (FP)") as HTMLInputElement).value).toBe("13551"),
    );
    const arcLabel = "Your Arc bonus, gold boost (levels from 101) (%)";
    await fill(user, arcLabel, "19");
    await fill(user, "FP already on the level", "2000");
    await fill(user, "Participation of the player to stay ahead of (FP)", "500");
    await user.selectOptions(screen.getByLabelText("Place you target"), "0");
    const expected = computeSecurePosition({
      levelCost: 13551,
      currentDeposits: 2000,
      yourParticipation: 0,
      otherParticipation: 500,
      yourArcBonus: 19,
      fpTargetReward: 1180,
      rules: "prestige",
    });
    expect(screen.getByTestId("sp-fp").textContent).toBe(expected.fp!.toLocaleString("en"));
    expect(screen.getByTestId("sp-roi").getAttribute("data-value")).toBe(String(expected.roi));
    expect(screen.getByTestId("permalink").getAttribute("href")).toMatch(
      /^\?rules=prestige&.*sp_gb=Observatory.*&sp_lvl=133&.*sp_pl=1/,
    );
  });

  it("under live rules the same level keeps the data's 5 places", async () => {
    window.history.replaceState(null, "", "/secure-position?sp_gb=Observatory&sp_lvl=133");
    renderWithIntl(<SecurePositionTool gbs={GBS} />, NS);
    await screen.findByText("1 (1,545 FP)");
    expect(placeTexts()).toHaveLength(5);
    expect(screen.getByTestId("sp-rules").getAttribute("data-rules")).toBe("live");
    expect(screen.getByLabelText("Your Arc bonus (%)")).toBeTruthy();
  });

  it("asks for an A.I. Core cost, keeps it in the profile as the player's and resets it", async () => {
    const user = userEvent.setup();
    globalStore.setState({ gbRules: "prestige" });
    window.history.replaceState(null, "", "/secure-position?sp_gb=AI_Core&sp_lvl=10");
    renderWithIntl(<SecurePositionTool gbs={GBS} />, NS);
    expect((await screen.findByTestId("sp-entered-missing-message")).textContent).toBe(
      "The game data does not know level 10. Enter its cost as the game shows it.",
    );
    expect(placeTexts()).toEqual([]);
    await fill(user, "Cost of level 10", "1234");
    const p1 = computePrestigeRewards({ level: 10, cost: 1234 }).places[0]!.fp;
    expect(placeTexts()[0]).toBe(`1 (${p1} FP)`);
    await waitFor(() =>
      expect((screen.getByLabelText("Level cost (FP)") as HTMLInputElement).value).toBe("1234"),
    );
    expect(screen.getByText("Your value")).toBeTruthy();
    expect(screen.getByTestId("sp-entered-used").textContent).toBe(
      "Uses the values you entered for level 10.",
    );
    const id = globalStore.getState().currentProfile;
    expect(profileStore.getState().profiles[id]!.enteredLevels).toEqual({
      AI_Core: { "10": { cost: 1234 } },
    });
    await user.click(screen.getByRole("button", { name: "Reset level 10 to the game data" }));
    expect(profileStore.getState().profiles[id]!.enteredLevels).toEqual({});
    expect(placeTexts()).toEqual([]);
  });

  it("switches between a typed level and a GB's level", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/secure-position");
    renderWithIntl(<SecurePositionTool gbs={GBS} />, NS);
    expect(screen.getByLabelText("FP reward of the place you target")).toBeTruthy();
    await user.click(screen.getByLabelText("Take the level from a Great Building"));
    expect(screen.getByLabelText("Great Building")).toBeTruthy();
    expect(await screen.findByLabelText("Place you target")).toBeTruthy();
    await user.click(screen.getByLabelText("Take the level from a Great Building"));
    expect(screen.getByLabelText("FP reward of the place you target")).toBeTruthy();
  });
});
