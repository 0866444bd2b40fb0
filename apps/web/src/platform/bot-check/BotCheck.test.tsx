// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyConsent } from "@/platform/consent/consent-logic";
import { consentStore, saveConsent } from "@/platform/consent/consent-store";
import { closeConsentPanel, consentPanelStore } from "@/platform/consent/panel-store";
import { globalStore } from "@/platform/settings/global-store";
import { renderWithIntl } from "@/test/render";
import { BotCheck } from "./BotCheck";
import { loadBotCheckScript } from "./load-script";

// As in a build with an hCaptcha site key.
vi.mock("./config", () => ({ botCheckConfig: { provider: "hcaptcha", siteKey: "site-key" } }));
vi.mock("./load-script", () => ({ loadBotCheckScript: vi.fn(() => new Promise(() => {})) }));
vi.mock("@/platform/consent/services", async (original) => {
  const actual = await original<typeof import("@/platform/consent/services")>();
  return { ...actual, SERVICES: ["toolbox", "bot-check"] };
});

afterEach(() => {
  cleanup();
  consentStore.setState(emptyConsent(), true);
  globalStore.setState({ cookieConsentExpirationDate: null });
  closeConsentPanel();
});

describe("<BotCheck> consent gate", () => {
  it("loads no provider script before the visitor allows it, and asks through the consent panel", async () => {
    const user = userEvent.setup();
    renderWithIntl(<BotCheck onToken={() => {}} />, ["forms"]);
    expect(screen.getByText(/protected by a bot check from hCaptcha/)).toBeTruthy();
    expect(loadBotCheckScript).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Allow the bot check" }));
    expect(consentPanelStore.getState()).toMatchObject({
      open: true,
      view: "details",
      focus: "bot-check",
    });
    act(() => saveConsent(["bot-check"]));
    expect(loadBotCheckScript).toHaveBeenCalledWith("hcaptcha");
    expect(screen.getByTestId("bot-check")).toBeTruthy();
  });
});
