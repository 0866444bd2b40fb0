// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { computeTradeRoute, computeTradeTable } from "@foe-toolbox/core/trade";
import { renderWithIntl } from "@/test/render";
import { profileStore } from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { TradeTool } from "./TradeTool";

const NAMESPACES = ["calculator", "trade", "ages", "ageShort"];
const en = (n: number) => n.toLocaleString("en");
const GOODS = { BronzeAge: ["Dye", "Lumber", "Marble", "Stone", "Wine"] };

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/trade");
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "" });
});
afterEach(cleanup);

describe("<TradeTool>", () => {
  it("opens on the Fair Trade tab and lists the offers of a route", async () => {
    const user = userEvent.setup();
    renderWithIntl(<TradeTool goodsOf={GOODS} />, NAMESPACES);
    expect(screen.getByRole("tab", { name: "Fair Trade" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(
      screen.getByText("Enter the number of goods you want to see the offers to post."),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Goods I have"), "LateMiddleAges");
    await user.selectOptions(screen.getByLabelText("Goods I want"), "Tomorrow");
    await user.type(screen.getByTestId("trade-amount"), "400");
    const { steps } = computeTradeRoute({
      mode: "fair",
      have: "LateMiddleAges",
      want: "Tomorrow",
      amount: 400,
    });
    expect(screen.getByTestId("trade-route").textContent).toContain(
      `For 400 goods of Tomorrow, you need ${en(steps[0]!.amount)} goods of Late Middle Ages with offers up to 1,000:`,
    );
    expect(screen.getAllByTestId("trade-step")).toHaveLength(steps.length - 1);
  });

  it("keeps each tab's own inputs and stores them per profile", async () => {
    const user = userEvent.setup();
    renderWithIntl(<TradeTool goodsOf={GOODS} />, NAMESPACES);
    await user.type(screen.getByTestId("trade-amount"), "50");
    await user.click(screen.getByRole("tab", { name: "2:1" }));
    expect((screen.getByTestId("trade-amount") as HTMLInputElement).value).toBe("0");
    await user.click(screen.getByRole("tab", { name: "Fair Trade" }));
    expect((screen.getByTestId("trade-amount") as HTMLInputElement).value).toBe("50");
    const profile = Object.values(profileStore.getState().profiles)[0]!;
    expect(profile.tools.trade).toMatchObject({
      fair: { form: { amount: 50 } },
      simple: { form: { amount: 0 } },
    });
  });

  it("a typed row becomes the reference and the others read 0", async () => {
    const user = userEvent.setup();
    renderWithIntl(<TradeTool goodsOf={GOODS} />, NAMESPACES);
    await user.type(screen.getByTestId("trade-want-IronAge"), "10");
    await user.type(screen.getByTestId("trade-want-ColonialAge"), "300");
    expect((screen.getByTestId("trade-want-IronAge") as HTMLInputElement).value).toBe("0");
    for (const row of computeTradeTable({ mode: "fair", age: "ColonialAge", amount: 300 }).rows) {
      expect(screen.getByTestId(`trade-result-${row.age}`).textContent).toBe(en(row.give));
    }
    expect(screen.getByTestId("trade-result-BronzeAge").textContent).toBe("");
  });

  it("names each age's goods under the age", () => {
    renderWithIntl(<TradeTool goodsOf={GOODS} />, NAMESPACES);
    const row = screen.getByRole("rowheader", { name: /Bronze Age/ });
    expect(row.textContent).toBe("Bronze AgeDye, Lumber, Marble, Stone, Wine");
    expect(screen.queryByTestId("trade-goods-IronAge")).toBeNull();
  });

  it("an offer size above 1,000 shows the message and keeps the last route", async () => {
    const user = userEvent.setup();
    renderWithIntl(<TradeTool goodsOf={GOODS} />, NAMESPACES);
    await user.type(screen.getByTestId("trade-amount"), "30");
    const route = screen.getByTestId("trade-route").textContent;
    const size = screen.getByTestId("trade-max-offer");
    // Pasted at once (typing would pass through the valid 2, 20 and 200).
    fireEvent.change(size, { target: { value: "2000" } });
    expect(screen.getByText("Enter a number from 1 to 1,000.")).toBeTruthy();
    expect(screen.getByTestId("trade-route").textContent).toBe(route);
  });
});
