// @vitest-environment happy-dom
/**
 * The panel and the places of the level: taken places left out and put back, the distinct
 * built-in templates, and the dialogs' previews on the page's GB.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import type { Investor } from "@foe-toolbox/core/gb-investment";
import { messagesOf, renderWithIntl } from "@/test/render";
import {
  defaultProfileData,
  ensureCurrentProfile,
  profileStore,
} from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { PromotionMessagesPanel } from "./PromotionMessagesPanel";

const NS = ["shell", "calculator", "promotionMessages"];
const LAZY = { timeout: 15_000 };
const ARC = getGbLevels("The_Arc")!;
const P1_TAKEN: Investor[] = [{ value: 209, isPotentialSniper: false }];

const panel = (level: number, investors: Investor[]) => (
  <PromotionMessagesPanel
    gbKey="The_Arc"
    gbName="The Arc"
    gbShortName="Arc"
    levels={ARC}
    level={level}
    investorPercentages={[90, 90, 90, 90, 90]}
    investors={investors}
    ownerPreparation={0}
  />
);
const intl = (ui: ReactElement) => (
  <NextIntlClientProvider locale="en" messages={messagesOf(NS)} timeZone="UTC">
    {ui}
  </NextIntlClientProvider>
);
const messageOf = (name: string) => {
  const entry = screen
    .getAllByTestId("promo-entry")
    .find((e) => within(e).queryByText(name, { selector: "label" }))!;
  return (within(entry).getByTestId("promo-message") as HTMLInputElement).value;
};

beforeEach(() => {
  const id = ensureCurrentProfile();
  profileStore.setState({ profiles: { [id]: defaultProfileData() } });
  globalStore.setState({ customPromotionMessagesTemplates: [], customGbName: {} });
});
afterEach(cleanup);

describe("<PromotionMessagesPanel> and the places of the level", { timeout: 30_000 }, () => {
  it("leaves the place an investor took out, puts it back on demand, and again on a new level", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithIntl(panel(10, []), NS);
    expect(messageOf("Default 1")).toBe("The Arc 9 → 10 P1(209) P2(105) P3(38) P4(10)");
    rerender(intl(panel(10, P1_TAKEN)));
    expect(messageOf("Default 1")).toBe("The Arc 9 → 10 P2(105) P3(38) P4(10)");
    expect(screen.getByTestId("promo-taken-hint")).toBeTruthy();
    const back = screen.getByLabelText("List P1 anyway (taken)") as HTMLInputElement;
    expect(back.checked).toBe(false);
    await user.click(back);
    expect(messageOf("Default 1")).toBe("The Arc 9 → 10 P1(209) P2(105) P3(38) P4(10)");
    await user.click(screen.getByLabelText("List P1 anyway (taken)"));
    expect(messageOf("Default 1")).toBe("The Arc 9 → 10 P2(105) P3(38) P4(10)");
    await user.click(screen.getByLabelText("List P1 anyway (taken)"));
    // Another level: its taken places are left out again.
    rerender(intl(panel(11, [{ value: 300, isPotentialSniper: false }])));
    expect(messageOf("Default 1")).not.toContain("(300)");
    expect((screen.getByLabelText("List P1 anyway (taken)") as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("offers each distinct built-in template once, and a new profile lists them once", () => {
    renderWithIntl(panel(10, []), NS);
    const values = [...(screen.getByLabelText("Add a message") as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(values.filter((v) => v.startsWith("d:"))).toEqual([
      "d:0",
      "d:1",
      "d:2",
      "d:3",
      "d:4",
      "d:5",
      "d:6",
      "d:7",
      "d:8",
      "d:11",
    ]);
    const shown = screen.getAllByTestId("promo-message").map((m) => (m as HTMLInputElement).value);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it("renders a stored list that still names Default 9 and Default 10", () => {
    const id = ensureCurrentProfile();
    const stored = defaultProfileData();
    stored.promotionMessageList = [
      {
        name: "Default 10",
        config: {
          message: "${GBN} ${P}",
          place: "${PI}",
          placeSeparator: ",",
          reversePlacesOrder: true,
        },
      },
    ];
    profileStore.setState({ profiles: { [id]: stored } });
    renderWithIntl(panel(10, []), NS);
    expect(messageOf("Default 10")).toBe("The Arc 4,3,2,1");
  });

  it("previews templates in the builder and the import dialog on the page's GB and level", async () => {
    const user = userEvent.setup();
    renderWithIntl(panel(10, P1_TAKEN), NS);
    await user.click(screen.getByRole("button", { name: "Template builder" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Promotion message builder" }, LAZY),
    );
    await user.selectOptions(dialog.getByTestId("builder-source"), "d:1");
    expect(dialog.getByTestId("builder-message-preview").textContent).toBe(
      "The Arc 9 → 10 P2(105) P3(38) P4(10)",
    );
    expect(dialog.getByTestId("builder-place-preview").textContent).toBe("P2(105)");
    await user.click(dialog.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Import a template" }));
    const importDialog = within(
      await screen.findByRole("dialog", { name: "Import a template" }, LAZY),
    );
    await user.click(importDialog.getByLabelText("Shared configuration"));
    await user.paste(
      '{"message":"${GBN} ${P} ${PV6}","place":"${PI}","placeSeparator":"-","displayGbName":true}',
    );
    expect(importDialog.getByTestId("import-preview").textContent).toBe("The Arc 2-3-4 ");
  });
});
