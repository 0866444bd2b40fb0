// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { computeCfRewards } from "@foe-toolbox/core/cf-calculator";
import { renderWithIntl } from "@/test/render";
import { profileStore } from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { CfCalculator } from "./CfCalculator";

const NAMESPACES = ["calculator", "cfCalculator", "ages", "resources"];
const text = (testId: string) => screen.getByTestId(testId).textContent;
const en = (n: number) => n.toLocaleString("en", { maximumFractionDigits: 3 });

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/cf-calculator");
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "" });
});
afterEach(cleanup);

describe("<CfCalculator>", () => {
  it("shows the result of a fresh profile at once (the age minimum)", () => {
    renderWithIntl(<CfCalculator />, NAMESPACES);
    const expected = computeCfRewards({ age: "BronzeAge", coins: 4200, supplies: 3500 });
    expect((screen.getByLabelText("Coins to use on UBQ") as HTMLInputElement).value).toBe("4200");
    expect(text("cf-daily-ubq")).toBe(en(expected.dailyUbq));
    expect(text("cf-total-rq")).toBe(en(expected.totalRqCompleted));
    expect(text("cf-goods")).toBe(en(expected.goods));
  });

  it("saves valid edits to the profile and keeps the last result while the coins are too few", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CfCalculator />, NAMESPACES);
    await user.selectOptions(screen.getByLabelText("Your age"), "IronAge");
    const boost = screen.getByLabelText("Your Château Frontenac boost (%)");
    await user.clear(boost);
    await user.type(boost, "150");
    const other = screen.getByLabelText("Other daily RQs");
    await user.clear(other);
    await user.type(other, "40");
    const expected = computeCfRewards({
      age: "IronAge",
      cfBoost: 150,
      coins: 14000,
      supplies: 14000,
      otherRq: 40,
    });
    expect(text("cf-total-rq")).toBe(en(expected.totalRqCompleted));
    const profile = Object.values(profileStore.getState().profiles)[0]!;
    expect(profile.yourAge).toBe("IronAge");
    expect(profile.yourCfBoost).toBe(150);
    expect(profile.cf).toMatchObject({ coins: 14000, supplies: 14000, otherRq: 40 });

    const coins = screen.getByLabelText("Coins to use on UBQ");
    await user.clear(coins);
    await user.type(coins, "900");
    // Below the age's minimum: the field says the range and nothing is saved or computed.
    expect(screen.getByText("Enter a number from 14,000 to 1,000,000,000,000.")).toBeTruthy();
    expect((coins as HTMLInputElement).value).toBe("900");
    expect(coins.getAttribute("aria-invalid")).toBe("true");
    expect(text("cf-total-rq")).toBe(en(expected.totalRqCompleted));
    expect(Object.values(profileStore.getState().profiles)[0]!.cf.coins).toBe(14000);
  });

  it("shows the second quest giver only for ages that have one", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CfCalculator />, NAMESPACES);
    expect(screen.queryByText("Second recurring quest giver")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Your age"), "ModernEra");
    const group = screen.getByRole("group", { name: "Second recurring quest giver" });
    await user.click(within(group).getByLabelText("Yes"));
    expect(screen.getByLabelText("Supplies gathered")).toBeTruthy();
    expect(screen.getByTestId("cf-second-rq")).toBeTruthy();
  });

  it("opens a permalink without touching the profile", async () => {
    window.history.replaceState(
      null,
      "",
      "/cf-calculator?cfc_ya=EarlyMiddleAges&cfc_ycfb=700&cfc_c=35000&cfc_s=35000&cfc_cq=3",
    );
    renderWithIntl(<CfCalculator />, NAMESPACES);
    const expected = computeCfRewards({
      age: "EarlyMiddleAges",
      cfBoost: 700,
      coins: 35000,
      supplies: 35000,
      cumulativeQuests: 3,
    });
    expect(await screen.findByTestId("permalink-mode")).toBeTruthy();
    expect((screen.getByLabelText("Cumulative quests") as HTMLInputElement).value).toBe("3");
    expect(within(screen.getByTestId("cf-returns")).getAllByRole("row")).toHaveLength(
      1 + expected.returns.length,
    );
    expect(text("cf-total-rq")).toBe(en(expected.totalRqCompleted));
    expect(Object.keys(profileStore.getState().profiles)).toHaveLength(0);
  });
});
