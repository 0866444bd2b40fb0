// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { globalStore } from "@/platform/settings/global-store";
import { renderWithIntl } from "@/test/render";
import { emptyConsent } from "./consent-logic";
import { consentStore, hasConsent, settleConsent } from "./consent-store";
import { ConsentLauncher } from "./ConsentLauncher";
import { CookieSettingsButton } from "./CookieSettingsButton";
import { PRERENDERED_CLASS } from "./ConsentIntro";
import { consentPanelStore } from "./panel-store";
import { SERVICES, type ConsentService } from "./services";

vi.mock("@/platform/shell/AppLink", () => ({
  AppLink: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

// As in a build with a DSN and an hCaptcha site key: both optional services are listed.
vi.mock("./services", async (original) =>
  (await import("@/test/consent-services")).withOptionalServices(
    await original<typeof import("./services")>(),
  ),
);

const NS = ["consent", "shell"];

afterEach(() => {
  cleanup();
  consentStore.setState(emptyConsent(), true);
  globalStore.setState({ cookieConsentExpirationDate: null });
  consentPanelStore.setState({
    open: false,
    view: "intro",
    focus: null,
    takeFocus: false,
    settled: false,
    renew: false,
    answeredBefore: false,
    answered: false,
  });
});

describe("<ConsentLauncher>", () => {
  it("renders the first view before the consent is read, inert and hidden unless the page needs an answer", () => {
    renderWithIntl(<ConsentLauncher />, NS);
    const panel = screen.getByTestId("consent-panel");
    expect(panel.classList.contains(PRERENDERED_CLASS)).toBe(true);
    expect(panel.hasAttribute("inert")).toBe(true);
    expect(screen.getByTestId("consent-button").getAttribute("aria-expanded")).toBe("false");
  });

  it("keeps the same panel element when it opens by itself, now usable", () => {
    renderWithIntl(<ConsentLauncher />, NS);
    const before = screen.getByTestId("consent-panel");
    act(() => settleConsent());
    const after = screen.getByTestId("consent-panel");
    expect(after).toBe(before);
    expect(after.classList.contains(PRERENDERED_CLASS)).toBe(false);
    expect(after.hasAttribute("inert")).toBe(false);
  });

  it("removes the panel when the stored answer is valid", () => {
    consentStore.setState(
      {
        services: ["toolbox", "error-reporting", "bot-check"],
        granted: [],
        answeredAt: new Date().toISOString(),
      },
      true,
    );
    globalStore.setState({ cookieConsentExpirationDate: "2999-01-01T00:00:00.000Z" });
    renderWithIntl(<ConsentLauncher />, NS);
    act(() => settleConsent());
    expect(screen.queryByTestId("consent-panel")).toBeNull();
  });

  it("offers Accept all and Only necessary on the first view", async () => {
    const user = userEvent.setup();
    renderWithIntl(<ConsentLauncher />, NS);
    act(() => settleConsent());
    expect(screen.getByText(/optional services described under/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Only necessary" }));
    await waitFor(() => expect(screen.queryByTestId("consent-panel")).toBeNull());
    expect(consentStore.getState()).toMatchObject({
      services: ["toolbox", "error-reporting", "bot-check"],
      granted: [],
    });
    expect(hasConsent("toolbox")).toBe(true);
    expect(hasConsent("error-reporting")).toBe(false);
  });

  it("asks to renew an answer given for other services", () => {
    consentStore.setState(
      { services: ["toolbox"], granted: [], answeredAt: new Date().toISOString() },
      true,
    );
    globalStore.setState({ cookieConsentExpirationDate: "2999-01-01T00:00:00.000Z" });
    renderWithIntl(<ConsentLauncher />, NS);
    act(() => settleConsent());
    expect(screen.getByText(/The list of services has changed/)).toBeTruthy();
  });

  it("once answered, the footer's button opens the first view with the focus, and Learn more shows the details", async () => {
    // The details load on demand: imported first, their first compilation does not race
    // findByRole's wait on a busy machine.
    await import("./ConsentDetails");
    const user = userEvent.setup();
    consentStore.setState(
      {
        services: ["toolbox", "error-reporting", "bot-check"],
        granted: [],
        answeredAt: new Date().toISOString(),
      },
      true,
    );
    globalStore.setState({ cookieConsentExpirationDate: "2999-01-01T00:00:00.000Z" });
    renderWithIntl(
      <>
        <ConsentLauncher />
        <CookieSettingsButton />
      </>,
      NS,
    );
    act(() => settleConsent());
    // Answered: nothing floats in the corner; the footer's button opens the panel.
    expect(screen.queryByTestId("consent-button")).toBeNull();
    await user.click(screen.getByTestId("cookie-settings"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: /^Cookies\?/ }));
    await user.click(screen.getByRole("button", { name: "Learn more" }));
    expect(
      await screen.findByRole("heading", { name: "Services we would like to use" }),
    ).toBeTruthy();
  });

  it("without a service asked for on arrival: no panel, no corner button; the footer's entry opens it", async () => {
    const user = userEvent.setup();
    const list = SERVICES as ConsentService[];
    const saved = [...list];
    list.splice(0, list.length, "toolbox", "bot-check");
    try {
      renderWithIntl(
        <>
          <ConsentLauncher />
          <CookieSettingsButton />
        </>,
        NS,
      );
      expect(screen.queryByTestId("consent-panel")).toBeNull();
      act(() => settleConsent());
      expect(screen.queryByTestId("consent-panel")).toBeNull();
      expect(screen.queryByTestId("consent-button")).toBeNull();
      await user.click(screen.getByTestId("cookie-settings"));
      expect(screen.getByTestId("consent-panel")).toBeTruthy();
    } finally {
      list.splice(0, list.length, ...saved);
    }
  });

  it("keeps the cookie button while the visit needs an answer and drops it once answered", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <ConsentLauncher />
        <CookieSettingsButton />
      </>,
      NS,
    );
    act(() => settleConsent());
    expect(screen.getByTestId("consent-button")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Only necessary" }));
    expect(hasConsent("toolbox")).toBe(true);
    expect(screen.queryByTestId("consent-button")).toBeNull();
    expect(screen.queryByTestId("consent-panel")).toBeNull();
  });
});
