// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { buildGbPromotionMessages } from "@foe-toolbox/core/promotion-messages";
import { renderWithIntl } from "@/test/render";
import { defaultProfileData, profileStore } from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import {
  profilePromotionSettings,
  toPageSettings,
} from "@/tools/promotion-messages/promotion-settings";
import { PowerLeveling } from "./PowerLeveling";
import type { PowerLevelingGb } from "./server-data";

vi.mock("@/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

const ARC = getGbLevels("The_Arc")!;
const GBS: PowerLevelingGb[] = [
  { key: "Observatory", name: "Observatory", age: "BronzeAge", maxLevel: 361, shortName: "Obs" },
  { key: "The_Arc", name: "The Arc", age: "TheFuture", maxLevel: ARC.length, shortName: "Arc" },
  {
    key: "Innovation_Tower",
    name: "Innovation Tower",
    age: "ContemporaryEra",
    maxLevel: ARC.length,
    shortName: "IT",
    fpProduction: ARC.map((_, i) => i + 1),
  },
];

function renderTool(query: string) {
  window.history.replaceState(null, "", `/gb-power-leveling?${query}`);
  return renderWithIntl(<PowerLeveling gbs={GBS} />, [
    "calculator",
    "gbPowerLeveling",
    "promotionMessages",
    "ages",
    "gbRules",
  ]);
}

beforeEach(() => {
  localStorage.clear();
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "" });
  // Every GB is served the Arc's levels: what matters is which GB produces FP.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(ARC)))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("<PowerLeveling>", () => {
  it("shows the linked plan of the Arc 9 -> 12 with P1 209 at level 10", async () => {
    renderTool("gb=The_Arc&from=9&to=12");
    await waitFor(() => expect(screen.getByTestId("gbpl-place-10-1").textContent).toBe("P1: 209"));
    expect(screen.getByTestId("gbpl-place-12-1")).toBeTruthy();
    expect(screen.queryByTestId("gbpl-place-13-1")).toBeNull();
    expect(screen.getByTestId("gbpl-summary").textContent).toContain(
      "Taking The Arc from level 9 to 12",
    );
    // The Arc produces no FP: no production column or switch.
    expect(screen.queryByTestId("gbpl-total-production")).toBeNull();
    expect(screen.queryByLabelText("Count the FP the building produces")).toBeNull();
  });

  it("copies the level's message as the GB page builds it with the profile's template", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderTool("gb=The_Arc&from=9&to=12");
    // The link's plan (once the link code has loaded): the defaults' plan has a P1 of 209 at
    // level 10 too, and its message names its own GB.
    await waitFor(() =>
      expect(screen.getByTestId("gbpl-summary").textContent).toContain(
        "Taking The Arc from level 9 to 12",
      ),
    );
    expect(screen.getByTestId("gbpl-place-10-1").textContent).toBe("P1: 209");
    const button = screen.getByTestId("gbpl-copy-10");
    fireEvent.click(button);
    const profile = defaultProfileData();
    const expected = buildGbPromotionMessages({
      levels: ARC,
      level: 10,
      investorPercentages: [90, 90, 90, 90, 90],
      includePlaces: [true, true, true, true, true],
      onlySecuredPlaces: false,
      settings: toPageSettings(profilePromotionSettings(profile)),
      templates: [profile.promotionMessageList[0]!],
      gbName: "The Arc",
      gbShortName: "Arc",
    }).messages[0]!.message;
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expected));
    expect(expected).toContain("209");
  });

  it("keeps the last plan and says why beside the field when the input is wrong", async () => {
    renderTool("gb=The_Arc&from=9&to=12");
    // The link's plan (once the link code has loaded), not the defaults'.
    await waitFor(() =>
      expect(screen.getByTestId("gbpl-summary").textContent).toContain(
        "Taking The Arc from level 9 to 12",
      ),
    );
    fireEvent.change(screen.getByTestId("gbpl-to"), { target: { value: "5000" } });
    await waitFor(() =>
      expect(document.getElementById("gbpl-to-error")?.textContent).toBe(
        "Enter a number from 1 to 403.",
      ),
    );
    expect(screen.getByTestId("gbpl-place-10-1").textContent).toBe("P1: 209");
  });

  it("subtracts the production of an FP-producing GB, switchable", async () => {
    renderTool("gb=Innovation_Tower&from=9&to=10");
    // Level 10 produces 10 FP in this fixture; the share is the Arc's 608.
    await waitFor(() => expect(screen.getByTestId("gbpl-total-net").textContent).toBe("598"));
    expect(screen.getByTestId("gbpl-total-production").textContent).toBe("10");
    fireEvent.click(screen.getByLabelText("Count the FP the building produces"));
    await waitFor(() => expect(screen.getByTestId("gbpl-total-net").textContent).toBe("608"));
  });
});
