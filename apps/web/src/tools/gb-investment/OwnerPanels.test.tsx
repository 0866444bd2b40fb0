// @vitest-environment happy-dom
/**
 * The secure box under the owner table reads the page's one state: the level, the owner's FP and
 * the investors entered above; what is typed in the box starts again on another level. The panels
 * follow the owner view one frame late (useAfterPaint), hence the `waitFor`.
 */
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { ensureCurrentProfile, profileStore } from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { renderWithIntl } from "@/test/render";
import { sanitizeGbSettings } from "./gb-state";
import { OwnerPanels } from "./OwnerPanels";
import { OwnerView } from "./OwnerView";
import { useTestEnteredLevels } from "./entered-harness";
import type { GbPageState } from "./use-gb-page-state";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  localStorage.clear();
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "" });
  ensureCurrentProfile();
});
afterEach(cleanup);

function Page({ inSteps = false }: { inSteps?: boolean }) {
  const dataLevels = getGbLevels("Observatory")!;
  const { levels, entered } = useTestEnteredLevels("Observatory", dataLevels);
  const [state, setState] = useState<GbPageState>({
    settings: sanitizeGbSettings(undefined, dataLevels),
    ownerArc: 90,
    investorArc: 90,
    ownerArcGold: 0,
    investorArcGold: 0,
    showSnipe: false,
  });
  const [include, setInclude] = useState([true, true, true, true, true]);
  const [includeLocked, setIncludeLocked] = useState(false);
  return (
    <OwnerView
      gbKey="Observatory"
      gbName="Observatory"
      gbShortName="Obs"
      levels={levels}
      entered={entered}
      rules={{ rules: "live", fromLink: false }}
      bonuses={[]}
      percentKinds={[]}
      state={state}
      update={(fn) => setState(fn)}
      includePlaces={include}
      setIncludePlaces={setInclude}
      includeLocked={includeLocked}
      setIncludeLocked={setIncludeLocked}
      permalinkParams={null}
      registerPermalinkParams={() => {}}
    >
      {(slot) => <OwnerPanels {...slot} inSteps={inSteps} />}
    </OwnerView>
  );
}

const NS = [
  "calculator",
  "gbInvestment",
  "bonuses",
  "resources",
  "securePosition",
  "promotionMessages",
  "gbRules",
  "settings",
];

describe("<OwnerPanels> secure box", () => {
  it("counts the owner's FP and the investors entered above, and starts again on a new level", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />, NS);
    const box = within(screen.getByTestId("secure-position-box"));
    const deposits = () =>
      (box.getByLabelText("FP already on the level") as HTMLInputElement).value;
    expect(deposits()).toBe("0");

    const ownerFp = screen.getByTestId("owner-fp");
    await user.clear(ownerFp);
    await user.type(ownerFp, "300");
    await user.type(screen.getByTestId("owner-add-investor"), "200{Enter}");
    await waitFor(() => expect(deposits()).toBe("500"));

    // Values typed in the box are its own until the level changes.
    const yours = box.getByLabelText("Your participation (FP)") as HTMLInputElement;
    await user.clear(yours);
    await user.type(yours, "100");
    await user.selectOptions(box.getByLabelText("Place you target"), "1");
    await user.tab();
    expect(yours.value).toBe("100");

    const level = screen.getByTestId("owner-level");
    await user.clear(level);
    await user.type(level, "11");
    await user.tab();
    await waitFor(() => expect(deposits()).toBe("0"));
    expect(yours.value).toBe("0");
    expect((box.getByLabelText("Place you target") as HTMLSelectElement).value).toBe("");
    expect((box.getByLabelText("Level cost (FP)") as HTMLInputElement).value).toBe(
      String(getGbLevels("Observatory")![10]!.cost),
    );
  });

  it("follows the page's FP over a value typed in the box", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />, NS);
    const box = within(screen.getByTestId("secure-position-box"));
    const deposits = box.getByLabelText("FP already on the level") as HTMLInputElement;
    await user.clear(deposits);
    await user.type(deposits, "120");
    await user.tab();
    expect(deposits.value).toBe("120");
    await user.type(screen.getByTestId("owner-add-investor"), "200{Enter}");
    await waitFor(() => expect(deposits.value).toBe("200"));
  });
});

describe("<OwnerPanels> mounting", () => {
  it("on their first showing, draws the promotion messages in a later frame than the secure box", async () => {
    renderWithIntl(<Page inSteps />, NS);
    // The first commit has the box alone: together they made one long task.
    expect(screen.getByTestId("secure-position-box")).toBeTruthy();
    expect(screen.queryByTestId("promotion-messages")).toBeNull();
    expect(await screen.findByTestId("promotion-messages")).toBeTruthy();
  });

  it("shown before (back from the investors tab), draws both at once", () => {
    renderWithIntl(<Page />, NS);
    expect(screen.getByTestId("secure-position-box")).toBeTruthy();
    expect(screen.getByTestId("promotion-messages")).toBeTruthy();
  });
});
