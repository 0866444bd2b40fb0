// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderWithIntl } from "@/test/render";
import { EnteredLevelsUsed } from "./EnteredLevelsUsed";
import { MissingLevels } from "./MissingLevels";

afterEach(cleanup);
const noop = () => {};

describe("<MissingLevels>", () => {
  it("names the levels still missing and offers the first five, plus those entered", () => {
    renderWithIntl(
      <MissingLevels
        idPrefix="m"
        levels={[1, 2, 3, 4, 5, 6, 7, 8, 9]}
        missing={[2, 3, 4, 5, 6, 7, 8, 9]}
        entered={{ "1": { cost: 10 } }}
        withRewards={false}
        onChange={noop}
      />,
      ["gbRules", "calculator"],
    );
    expect(screen.getByTestId("m-missing-message").textContent).toBe(
      "The game data does not know levels 2–9. Enter their costs as the game shows them.",
    );
    const shown = screen.getAllByTestId(/^m-level-/).map((el) => el.dataset.testid);
    expect(shown).toEqual([
      "m-level-1",
      "m-level-2",
      "m-level-3",
      "m-level-4",
      "m-level-5",
      "m-level-6",
    ]);
    expect(screen.queryByTestId("m-reward-1-1")).toBeNull();
  });

  it("asks for rewards too under live rules, and stays to edit once all is entered", () => {
    renderWithIntl(
      <MissingLevels
        idPrefix="m"
        levels={[4]}
        missing={[]}
        entered={{ "4": { cost: 10, rewards: [5, 5, 5, 5, 5] } }}
        withRewards
        onChange={noop}
      />,
      ["gbRules", "calculator"],
    );
    expect(screen.getByTestId("m-missing-message").textContent).toBe("");
    expect(screen.getByTestId("m-reward-4-5")).toBeTruthy();
  });

  it("renders nothing without levels, and names the levels a result used", () => {
    renderWithIntl(
      <>
        <MissingLevels
          idPrefix="m"
          levels={[]}
          missing={[]}
          entered={{}}
          withRewards
          onChange={noop}
        />
        <EnteredLevelsUsed levels={[7]} testId="used" />
      </>,
      ["gbRules", "calculator"],
    );
    expect(screen.queryByTestId("m-missing")).toBeNull();
    expect(screen.getByTestId("used").textContent).toBe("Uses the values you entered for level 7.");
  });
});
