// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import {
  buildGbPromotionMessages,
  DEFAULT_PROMOTION_PAGE_SETTINGS,
  getDefaultPromotionTemplates,
  getDistinctDefaultPromotionTemplates,
} from "@foe-toolbox/core/promotion-messages";
import type { Investor } from "@foe-toolbox/core/gb-investment";
import type { ReactElement } from "react";
import { NextIntlClientProvider } from "next-intl";
import { messagesOf, renderWithIntl } from "@/test/render";
import {
  defaultProfileData,
  ensureCurrentProfile,
  profileStore,
} from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { notify } from "@/lib/notify";
import { PromotionMessagesPanel } from "./PromotionMessagesPanel";

vi.mock("@/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

const NS = ["shell", "calculator", "promotionMessages"];
/** The modals are loaded on first use; the first import can take a while in a test run. */
const LAZY = { timeout: 15_000 };
const LEVELS = getGbLevels("Observatory")!;
const PERCENTAGES = [90, 90, 90, 90, 90];

/** For `rerender`, which replaces the whole tree: the same provider as `renderWithIntl`. */
const intl = (ui: ReactElement) => (
  <NextIntlClientProvider locale="en" messages={messagesOf(NS)} timeZone="UTC">
    {ui}
  </NextIntlClientProvider>
);

function renderPanel(
  props: { level?: number; ownerPreparation?: number; investors?: Investor[] } = {},
) {
  return renderWithIntl(
    <PromotionMessagesPanel
      gbKey="Observatory"
      gbName="Observatory"
      gbShortName="Obs"
      levels={LEVELS}
      level={props.level ?? 10}
      investorPercentages={PERCENTAGES}
      investors={props.investors ?? []}
      ownerPreparation={props.ownerPreparation ?? 0}
    />,
    NS,
  );
}

const messages = () =>
  screen.getAllByTestId("promo-message").map((m) => (m as HTMLInputElement).value);
const entry = (name: string) =>
  screen
    .getAllByTestId("promo-entry")
    .find((e) => within(e).queryByText(name, { selector: "label" }))!;
const messageOf = (name: string) =>
  (within(entry(name)).getByTestId("promo-message") as HTMLInputElement).value;
const profile = () => profileStore.getState().profiles[globalStore.getState().currentProfile]!;
const customTemplates = () => globalStore.getState().customPromotionMessagesTemplates;

beforeEach(() => {
  const id = ensureCurrentProfile();
  profileStore.setState({ profiles: { [id]: defaultProfileData() } });
  globalStore.setState({ customPromotionMessagesTemplates: [], customGbName: {} });
  vi.mocked(notify).mockClear();
});
afterEach(cleanup);

// Typing re-renders ten messages per key in happy-dom: slower than the default 5 s on a busy machine.
describe("<PromotionMessagesPanel>", { timeout: 30_000 }, () => {
  it("renders the default templates for a real GB level, as the core builds them", () => {
    renderPanel();
    const expected = buildGbPromotionMessages({
      levels: LEVELS,
      level: 10,
      investorPercentages: PERCENTAGES,
      investors: [],
      ownerPreparation: 0,
      includePlaces: [true, true, true, true, true],
      onlySecuredPlaces: false,
      settings: DEFAULT_PROMOTION_PAGE_SETTINGS,
      templates: getDistinctDefaultPromotionTemplates(),
      gbName: "Observatory",
      gbShortName: "Obs",
    });
    expect(messages()).toEqual(expected.messages.map((m) => m.message));
    expect(messageOf("Default 1")).toBe("Observatory 9 → 10 P1(124) P2(67) P3(19) P4(10)");
    // A multi-line message is shown in a textarea, one row per line.
    const last = within(entry("Default 11")).getByTestId("promo-message");
    expect(last.tagName).toBe("TEXTAREA");
    expect(last.getAttribute("rows")).toBe("4");
  });

  it("changes the messages with the place toggles and the settings, and saves the settings", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByLabelText("P2"));
    expect(messageOf("Default 1")).toBe("Observatory 9 → 10 P1(124) P3(19) P4(10)");
    await user.click(screen.getByLabelText("Show the level"));
    expect(messageOf("Default 1")).toBe("Observatory P1(124) P3(19) P4(10)");
    await user.click(screen.getByLabelText("Use the short name"));
    expect(messageOf("Default 1")).toBe("Obs P1(124) P3(19) P4(10)");
    await user.type(screen.getByLabelText("Text before the messages"), " Hi ");
    await user.type(screen.getByLabelText("Text after the messages"), "thx");
    expect(messageOf("Default 1")).toBe("Hi Obs P1(124) P3(19) P4(10) thx");
    await user.click(screen.getByRole("button", { name: "Show the text before the messages" }));
    expect(messageOf("Default 1")).toBe("Obs P1(124) P3(19) P4(10) thx");
    expect(profile()).toMatchObject({
      gbPrefix: " Hi ",
      gbSuffix: "thx",
      gbShowPrefix: false,
      showLevel: false,
      shortName: true,
    });
    await user.click(screen.getByLabelText("Show the Great Building's name"));
    expect(messageOf("Default 1")).toBe(" P1(124) P3(19) P4(10) thx");
  });

  it("uses a custom short name from the global settings", async () => {
    const user = userEvent.setup();
    act(() => globalStore.setState({ customGbName: { Observatory: "Observ" } }));
    renderPanel();
    await user.click(screen.getByLabelText("Use the short name"));
    expect(messageOf("Default 1")).toBe("Observ 9 → 10 P1(124) P2(67) P3(19) P4(10)");
  });

  it("lists only the places the owner already secured, and all again when turned off", async () => {
    const user = userEvent.setup();
    renderPanel({ ownerPreparation: 402 });
    await user.click(screen.getByLabelText(/Only places already secured/));
    expect(messageOf("Default 1")).toBe("Observatory 9 → 10 P1(124) P2(67)");
    const flags = [1, 2, 3, 4, 5].map(
      (n) => screen.getByTestId(`promo-include-${n}`) as HTMLInputElement,
    );
    expect(flags.map((f) => f.checked)).toEqual([true, true, false, false, false]);
    expect(flags.every((f) => f.disabled)).toBe(true);
    await user.click(screen.getByLabelText(/Only places already secured/));
    expect(flags.map((f) => f.checked)).toEqual([true, true, true, true, true]);
  });

  it("puts every place back in the messages when the level changes", async () => {
    const user = userEvent.setup();
    const { rerender } = renderPanel();
    await user.click(screen.getByLabelText("P1"));
    expect(messageOf("Default 1")).not.toContain("P1(");
    rerender(
      intl(
        <PromotionMessagesPanel
          gbKey="Observatory"
          gbName="Observatory"
          gbShortName="Obs"
          levels={LEVELS}
          level={11}
          investorPercentages={PERCENTAGES}
          investors={[]}
          ownerPreparation={0}
        />,
      ),
    );
    expect(messageOf("Default 1")).toMatch(/^Observatory 10 → 11 P1\(/);
  });

  it("shows the translated error and keeps the messages when the level data is rejected", () => {
    const { rerender } = renderPanel();
    const before = messages();
    rerender(
      intl(
        <PromotionMessagesPanel
          gbKey="Observatory"
          gbName="Observatory"
          gbShortName="Obs"
          levels={LEVELS}
          level={10}
          investorPercentages={PERCENTAGES}
          investors={[{ value: 9999, isPotentialSniper: false }]}
          ownerPreparation={0}
        />,
      ),
    );
    expect(screen.getByTestId("promo-error").textContent).toBe(
      "The FP already paid in are more than the level costs.",
    );
    expect(messages()).toEqual(before);
  });

  it("copies a message to the clipboard and confirms with a toast", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderPanel();
    const button = within(entry("Default 1")).getByTestId("promo-copy");
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith("Observatory 9 → 10 P1(124) P2(67) P3(19) P4(10)");
    expect(notify).toHaveBeenCalledWith("success", "Copied to the clipboard");
    expect(button.textContent).toContain("Copied");
    writeText.mockRejectedValueOnce(new Error("denied"));
    await user.click(within(entry("Default 2")).getByTestId("promo-copy"));
    expect(notify).toHaveBeenLastCalledWith("error", "Could not copy to the clipboard");
  });

  it("adds a template from the picker, edits its custom field, and removes entries", async () => {
    const user = userEvent.setup();
    renderPanel();
    const option = [...(screen.getByLabelText("Add a message") as HTMLSelectElement).options].find(
      (o) => o.value === "d:11",
    )!;
    expect(option.text).toBe(
      "Default 11: My pseudo - Observatory 1 ↵ My pseudo - Observatory 2 ↵ My pseudo - Observatory 3 ↵ My pseudo - Observatory 4",
    );
    await user.click(screen.getAllByRole("button", { name: /Remove the message/ })[0]!);
    expect(profile().promotionMessageList.map((t) => t.name)).not.toContain("Default 0");
    expect(screen.getAllByTestId("promo-entry")).toHaveLength(9);
    await user.selectOptions(screen.getByLabelText("Add a message"), "d:0");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(profile().promotionMessageList.at(-1)!.name).toBe("Default 0");
    expect(messages().at(-1)).toBe("Observatory 4 (10)  3 (19)  2 (67)  1 (124)");

    const pseudo = within(entry("Default 11")).getByLabelText("Your pseudo");
    await user.clear(pseudo);
    await user.type(pseudo, "Zed");
    expect(messageOf("Default 11").split("\n")[0]).toBe("Zed - Observatory 1");
    expect(
      profile().promotionMessageList.find((t) => t.name === "Default 11")!.config.customFields![
        "Your pseudo"
      ]!.value,
    ).toBe("Zed");
    await user.click(
      within(entry("Default 11")).getByRole("button", { name: "Show Your pseudo in the message" }),
    );
    expect(messageOf("Default 11").split("\n")[0]).toBe(" - Observatory 1");
  });

  it("creates, updates and deletes a custom template in the builder", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole("button", { name: "Template builder" }));
    const dialog = await screen.findByRole("dialog", { name: "Promotion message builder" }, LAZY);
    const inDialog = within(dialog);
    // No custom template yet: no action choice.
    expect(inDialog.queryByText("What do you want to do?")).toBeNull();

    await user.type(inDialog.getByLabelText("New field name"), "Me");
    await user.type(inDialog.getByLabelText("Example value of the new field"), "Bob");
    await user.click(inDialog.getByRole("button", { name: "Add the field" }));
    fireEvent.change(inDialog.getByLabelText("Text of one place"), {
      target: { value: "P${PI}:${PV}" },
    });
    fireEvent.change(inDialog.getByLabelText("Text of the message"), {
      target: { value: "${GBN} ${FLVL}-${TLVL} ${P} ${Me}" },
    });
    expect(inDialog.getByTestId("builder-place-preview").textContent).toBe("P1:124");
    expect(inDialog.getByTestId("builder-message-preview").textContent).toBe(
      "Observatory 9-10 P1:124 P2:67 P3:19 P4:10 Bob",
    );

    await user.type(inDialog.getByLabelText("Template name"), "Default 3 copy");
    await user.click(inDialog.getByRole("button", { name: "Create the template" }));
    expect(
      inDialog.getByText("This name is used by a built-in template; choose another one."),
    ).toBeTruthy();
    expect(customTemplates()).toEqual([]);

    await user.clear(inDialog.getByLabelText("Template name"));
    await user.type(inDialog.getByLabelText("Template name"), "  Mine ");
    await user.click(inDialog.getByRole("button", { name: "Create the template" }));
    expect(customTemplates()).toHaveLength(1);
    const created = customTemplates()[0]!;
    expect(created.name).toBe("Mine");
    expect(
      JSON.parse((inDialog.getByTestId("builder-config") as HTMLTextAreaElement).value),
    ).toEqual(created.config);
    expect(created.config.customFields).toEqual({
      Me: { key: "Me", value: "", placeholder: "Bob", show: true },
    });
    expect(notify).toHaveBeenLastCalledWith("success", "Template Mine created");

    // Now in update mode on the new template.
    expect((inDialog.getByLabelText("Update a template") as HTMLInputElement).checked).toBe(true);
    await user.click(inDialog.getByLabelText("List the places from the last one to P1"));
    await user.clear(inDialog.getByLabelText("Template name"));
    await user.type(inDialog.getByLabelText("Template name"), "Mine reversed");
    await user.click(inDialog.getByRole("button", { name: "Save the changes" }));
    expect(customTemplates()).toHaveLength(1);
    expect(customTemplates()[0]).toMatchObject({
      id: created.id,
      name: "Mine reversed",
      config: { reversePlacesOrder: true },
    });
    expect(notify).toHaveBeenLastCalledWith("success", "Template Mine reversed updated");

    // The picker offers it with a sample of the current level.
    const picker = screen.getByLabelText("Add a message") as HTMLSelectElement;
    expect([...picker.options].find((o) => o.value === `c:${created.id}`)!.text).toBe(
      "Mine reversed: Observatory 9-10 P4:10 P3:19 P2:67 P1:124 ",
    );

    await user.click(inDialog.getByLabelText("Delete a template"));
    await user.selectOptions(inDialog.getByLabelText("Custom template"), `c:${created.id}`);
    await user.click(inDialog.getByRole("button", { name: "Delete the template" }));
    expect(customTemplates()).toEqual([]);
    expect(notify).toHaveBeenLastCalledWith("success", "Template Mine reversed deleted");

    await user.click(inDialog.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("imports a shared template after checking it, and never replaces an existing one", async () => {
    const user = userEvent.setup();
    const existing = {
      id: "x1",
      name: "Shared",
      config: getDefaultPromotionTemplates()[1]!.config,
    };
    act(() => globalStore.setState({ customPromotionMessagesTemplates: [existing] }));
    renderPanel();
    await user.click(screen.getByRole("button", { name: "Import a template" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Import a template" }, LAZY));
    const text = dialog.getByLabelText("Shared configuration");
    const save = dialog.getByRole("button", { name: "Import" }) as HTMLButtonElement;

    fireEvent.change(text, { target: { value: "{ not json" } });
    expect(dialog.getByText("This template could not be read.")).toBeTruthy();
    fireEvent.change(text, { target: { value: '{"place":"${PI}"}' } });
    expect(dialog.getByText("This template could not be read.")).toBeTruthy();
    expect(save.disabled).toBe(true);

    fireEvent.change(text, {
      target: {
        value:
          ' {"message":"${GBN} ${P}","place":"${PI}","placeSeparator":"-","displayGbName":true} ',
      },
    });
    expect(dialog.queryByText("This template could not be read.")).toBeNull();
    expect(dialog.getByTestId("import-preview").textContent).toBe("Observatory 1-2-3-4");

    await user.type(dialog.getByLabelText("Template name"), "Default 7");
    expect(
      dialog.getByText("This name is used by a built-in template; choose another one."),
    ).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(dialog.getByLabelText("Template name"));
    expect(dialog.getByText("Enter a name for the template.")).toBeTruthy();
    await user.type(dialog.getByLabelText("Template name"), "Shared");
    expect(dialog.getByText(/You already have a custom template called Shared/)).toBeTruthy();
    expect(save.disabled).toBe(false);
    await user.click(save);

    expect(customTemplates()).toHaveLength(2);
    expect(customTemplates()[0]).toEqual(existing);
    expect(customTemplates()[1]).toMatchObject({
      name: "Shared",
      config: {
        message: "${GBN} ${P}",
        place: "${PI}",
        placeSeparator: "-",
        displayGbName: true,
        prefix: "",
        suffix: "",
      },
    });
    expect(customTemplates()[1]!.id).not.toBe("x1");
    expect(notify).toHaveBeenLastCalledWith("success", "Template Shared imported");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
