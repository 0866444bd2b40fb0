// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { useState } from "react";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl } from "@/test/render";
import { changeEnteredLevel, type EnteredLevels } from "./entered-levels";
import { EnteredLevelFields } from "./EnteredLevelFields";

afterEach(cleanup);

let saved: EnteredLevels = {};

function Harness({ withRewards }: { withRewards: boolean }) {
  const [entered, setEntered] = useState<EnteredLevels>({});
  return (
    <EnteredLevelFields
      idPrefix="t"
      level={7}
      entered={entered.AI_Core?.["7"]}
      withRewards={withRewards}
      onChange={(level, change) =>
        setEntered((e) => (saved = changeEnteredLevel(e, "AI_Core", level, change)))
      }
    />
  );
}

describe("<EnteredLevelFields>", () => {
  it("keeps a typed cost, marks it as the player's and resets it in one click", () => {
    renderWithIntl(<Harness withRewards={false} />, ["gbRules", "calculator"]);
    expect(screen.queryByText("Your value")).toBeNull();
    expect(screen.queryByTestId("t-reward-7-1")).toBeNull();
    fireEvent.change(screen.getByTestId("t-cost-7"), { target: { value: "1234" } });
    expect(saved).toEqual({ AI_Core: { "7": { cost: 1234 } } });
    expect(screen.getByText("Your value")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reset level 7 to the game data" }));
    expect(saved).toEqual({});
    expect(screen.queryByText("Your value")).toBeNull();
  });

  it("asks for the five base rewards under live rules", () => {
    renderWithIntl(<Harness withRewards />, ["gbRules", "calculator"]);
    fireEvent.change(screen.getByLabelText("P2 of level 7"), { target: { value: "40" } });
    expect(saved).toEqual({ AI_Core: { "7": { rewards: [null, 40, null, null, null] } } });
  });
});
