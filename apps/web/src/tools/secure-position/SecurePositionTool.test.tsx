// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { computeSecurePosition } from "@foe-toolbox/core/secure-position";
import { renderWithIntl } from "@/test/render";
import {
  defaultProfileData,
  ensureCurrentProfile,
  profileStore,
} from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { SecurePositionTool } from "./SecurePositionTool";

const NS = ["calculator", "securePosition", "gbRules"];

function currentArcBonus(): number {
  return profileStore.getState().profiles[globalStore.getState().currentProfile]!.yourArcBonus;
}

/** Replaces a field's text at once, as a paste does (typing digit by digit passes through other values). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== "") await user.paste(text);
}

beforeEach(() => {
  window.history.replaceState(null, "", "/secure-position");
  const id = ensureCurrentProfile();
  profileStore.setState({ profiles: { [id]: defaultProfileData() } });
});
afterEach(cleanup);

describe("<SecurePositionTool>", () => {
  it("shows the FP to lock, what is left to add, the outcome and the rate table of the core", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SecurePositionTool />, NS);
    expect(screen.getByTestId("sp-empty")).toBeTruthy();
    await fill(user, "Level cost (FP)", "1720");
    await fill(user, "FP already on the level", "860");
    await fill(user, "Your participation (FP)", "10");
    await fill(user, "Participation of the player to stay ahead of (FP)", "50");
    await fill(user, "FP reward of the place you target", "245");

    const expected = computeSecurePosition({
      levelCost: 1720,
      currentDeposits: 860,
      yourParticipation: 10,
      otherParticipation: 50,
      yourArcBonus: 90,
      fpTargetReward: 245,
    });
    expect(expected.fp).toBe(460);
    expect(screen.getByTestId("sp-remaining").textContent).toBe("860");
    expect(screen.getByTestId("sp-fp").textContent).toBe("460");
    expect(screen.getByTestId("sp-still").textContent).toContain(String(expected.stillToPut));
    expect(screen.getByTestId("sp-roi").getAttribute("data-value")).toBe(String(expected.roi));
    expect(screen.getByTestId("sp-roi").textContent).toContain("gain of 6 FP");
    // Arc bonus 90 hides the 1.9 row.
    const rows = screen.getAllByTestId("sp-rate-row");
    expect(rows.map((r) => r.getAttribute("data-rate"))).toEqual(
      expected.rates.map((r) => String(r.rate)),
    );
    expect(rows.map((r) => within(r).getByTestId("sp-rate-fp").textContent)).toEqual(
      expected.rates.map((r) => String(r.rateFp)),
    );
    expect(
      rows.map((r) => within(r).getByTestId("sp-lock-roi").getAttribute("data-value")),
    ).toEqual(expected.rates.map((r) => String(r.lock.roi)));
    expect(screen.getByRole("table", { name: "Various rates" })).toBeTruthy();
  });

  it("asks for the place's reward instead of showing a loss before it is entered", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SecurePositionTool />, NS);
    await fill(user, "Level cost (FP)", "650");
    expect(screen.getByTestId("sp-fp").textContent).toBe("325");
    expect(screen.queryByTestId("sp-roi")).toBeNull();
    expect(screen.getByTestId("sp-roi-pending").textContent).toBe(
      "Enter the place's FP reward to see your gain or loss.",
    );
    await fill(user, "FP reward of the place you target", "65");
    expect(screen.queryByTestId("sp-roi-pending")).toBeNull();
    expect(screen.getByTestId("sp-roi").textContent).toContain("loss of 201 FP");
  });

  it("says when the place cannot be locked and when it already is", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SecurePositionTool />, NS);
    await fill(user, "Level cost (FP)", "1720");
    await fill(user, "FP already on the level", "860");
    await fill(user, "Participation of the player to stay ahead of (FP)", "860");
    expect(screen.getByTestId("sp-impossible").textContent).toBe(
      "This place can no longer be locked against that player.",
    );
    await fill(user, "Participation of the player to stay ahead of (FP)", "0");
    await fill(user, "Your participation (FP)", "860");
    expect(screen.getByTestId("sp-secured")).toBeTruthy();
  });

  it("puts the message beside the wrong field and keeps the last valid result", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SecurePositionTool />, NS);
    await fill(user, "Level cost (FP)", "650");
    await fill(user, "FP reward of the place you target", "65");
    expect(screen.getByTestId("sp-fp").textContent).toBe("325");
    await fill(user, "FP already on the level", "700");
    const deposits = screen.getByLabelText("FP already on the level");
    expect(deposits.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(
      deposits.getAttribute("aria-describedby")!.split(" ").at(-1)!,
    );
    expect(message?.textContent).toBe("The FP already paid in must be less than the level cost.");
    expect(screen.getByTestId("sp-fp").textContent).toBe("325");
    expect(screen.getByTestId("sp-stale")).toBeTruthy();
  });

  it("starts from the profile's Arc bonus and saves edits into it", async () => {
    const user = userEvent.setup();
    act(() => {
      profileStore.setState((s) => {
        const id = globalStore.getState().currentProfile;
        return { profiles: { ...s.profiles, [id]: { ...s.profiles[id]!, yourArcBonus: 85 } } };
      });
    });
    renderWithIntl(<SecurePositionTool />, NS);
    const arc = screen.getByLabelText("Your Arc bonus (%)") as HTMLInputElement;
    expect(arc.value).toBe("85");
    await fill(user, "Your Arc bonus (%)", "91.5");
    expect(currentArcBonus()).toBe(91.5);
    await fill(user, "Your Arc bonus (%)", "1,2.");
    expect(arc.getAttribute("aria-invalid")).toBe("true");
    // Unreadable text is never saved.
    expect(currentArcBonus()).toBe(91.5);
    await fill(user, "Your Arc bonus (%)", "1,2");
    expect(currentArcBonus()).toBe(1.2);
  });

  it("Reset values puts every field back to its default and the Arc bonus to the profile's", async () => {
    const user = userEvent.setup();
    renderWithIntl(<SecurePositionTool />, NS);
    await fill(user, "Level cost (FP)", "650");
    await fill(user, "Your Arc bonus (%)", "1.2.3");
    await user.click(screen.getByRole("button", { name: "Reset values" }));
    expect((screen.getByLabelText("Level cost (FP)") as HTMLInputElement).value).toBe("0");
    expect((screen.getByLabelText("Your Arc bonus (%)") as HTMLInputElement).value).toBe("90");
    expect(screen.getByTestId("sp-empty")).toBeTruthy();
  });

  it("remembers the typed level cost after a reload, not the participations", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<SecurePositionTool />, NS);
    await fill(user, "Level cost (FP)", "650");
    await fill(user, "FP already on the level", "100");
    unmount();
    renderWithIntl(<SecurePositionTool />, NS);
    expect((screen.getByLabelText("Level cost (FP)") as HTMLInputElement).value).toBe("650");
    expect((screen.getByLabelText("FP already on the level") as HTMLInputElement).value).toBe("0");
  });

  it("opens a permalink without saving its values until the player keeps them", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/secure-position?sp_lc=3357&sp_ftr=915&sp_yab=80");
    renderWithIntl(<SecurePositionTool />, NS);
    expect(await screen.findByTestId("permalink-mode")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText("Level cost (FP)") as HTMLInputElement).value).toBe("3357"),
    );
    expect((screen.getByLabelText("Your Arc bonus (%)") as HTMLInputElement).value).toBe("80");
    const expected = computeSecurePosition({
      levelCost: 3357,
      currentDeposits: 0,
      yourParticipation: 0,
      otherParticipation: 0,
      yourArcBonus: 80,
      fpTargetReward: 915,
    });
    expect(screen.getByTestId("sp-fp").textContent).toBe("1,679");
    expect(screen.getByTestId("sp-roi").getAttribute("data-value")).toBe(String(expected.roi));
    await fill(user, "Your Arc bonus (%)", "75");
    expect(currentArcBonus()).toBe(90);
    await waitFor(() =>
      expect(screen.getByTestId("permalink").getAttribute("href")).toBe(
        // Only the values that differ from the defaults (the zeros are left out).
        "?sp_ftr=915&sp_lc=3357&sp_yab=75",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save these values to my profile" }));
    expect(currentArcBonus()).toBe(75);
    expect(screen.queryByTestId("permalink-mode")).toBeNull();
  });
});
