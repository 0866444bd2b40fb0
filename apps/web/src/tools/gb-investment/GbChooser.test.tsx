// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/test/render";
import { globalStore, defaultGlobalSettings } from "@/platform/settings/global-store";
import { GbChooser } from "./GbChooser";
import type { GbListItem } from "./gb-list";

const GBS: GbListItem[] = [
  { key: "Observatory", age: "NoAge", name: "Observatory" },
  { key: "The_Arc", age: "TheFuture", name: "The Arc" },
  { key: "Atomium", age: "ModernEra", name: "Atomium" },
];

beforeEach(() => globalStore.setState(defaultGlobalSettings()));
afterEach(cleanup);

const render = () => renderWithIntl(<GbChooser gbs={GBS} />, ["gbInvestment", "ages"]);

describe("<GbChooser>", () => {
  it("filters the list as the player types, and says when nothing matches", async () => {
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText("Search a Great Building"), "arc");
    const list = screen.getByTestId("chooser-ages");
    expect(within(list).getByText("The Arc")).toBeTruthy();
    expect(within(list).queryByText("Observatory")).toBeNull();
    await user.clear(screen.getByLabelText("Search a Great Building"));
    await user.type(screen.getByLabelText("Search a Great Building"), "zzz");
    expect(screen.getByTestId("chooser-no-match").textContent).toContain("zzz");
  });

  it("offers the GB opened last first", () => {
    globalStore.setState({ lastOpenedGb: "The_Arc" });
    render();
    expect(within(screen.getByTestId("chooser-last")).getByText("The Arc")).toBeTruthy();
  });

  it("has no 'opened last' section before a GB was opened", () => {
    render();
    expect(screen.queryByTestId("chooser-last")).toBeNull();
  });
});
