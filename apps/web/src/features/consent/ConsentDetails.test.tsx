// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { globalStore } from "@/features/settings/global-store";
import { renderWithIntl } from "@/test/render";
import { emptyConsent } from "./consent-logic";
import { consentStore, hasConsent } from "./consent-store";
import { ConsentPanel } from "./ConsentPanel";
import { consentPanelStore, openConsentPanel } from "./panel-store";

// The site's link needs Next's router; a plain link is enough here.
vi.mock("@/features/shell/AppLink", () => ({
  AppLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

// As in a build with a DSN and an hCaptcha site key: both optional services are listed.
vi.mock("./services", async (original) => {
  const actual = await original<typeof import("./services")>();
  const config = { sentryDsn: "http://key@localhost:9/1", hcaptchaSiteKey: "site-key" };
  return { ...actual, SERVICE_CONFIG: config, SERVICES: actual.configuredServices(config) };
});

const NS = ["consent", "shell"];

afterEach(() => {
  cleanup();
  consentStore.setState(emptyConsent(), true);
  globalStore.setState({ cookieConsentExpirationDate: null });
  consentPanelStore.setState({ open: false, view: "intro", focus: null, takeFocus: false });
});

describe("<ConsentPanel> with optional services", () => {
  it("offers Accept all and Only necessary on the first view", async () => {
    const user = userEvent.setup();
    openConsentPanel();
    renderWithIntl(<ConsentPanel id="consent" />, NS);
    expect(screen.getByText(/optional services described under/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Only necessary" }));
    expect(consentStore.getState()).toMatchObject({ services: ["toolbox", "error-reporting", "bot-check"], granted: [] });
    expect(hasConsent("toolbox")).toBe(true);
    expect(hasConsent("error-reporting")).toBe(false);
    expect(consentPanelStore.getState().open).toBe(false);
  });

  it("lists each purpose with a lock for the required service and switches off by default for the others", async () => {
    const user = userEvent.setup();
    openConsentPanel("details", "bot-check");
    renderWithIntl(<ConsentPanel id="consent" />, NS);
    expect(screen.getByRole("heading", { name: "Services we would like to use" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Error reporting" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Protection against bots" })).toBeTruthy();
    expect(screen.getByText("Always on")).toBeTruthy();
    const sentry = screen.getByRole("switch", { name: "Allow Sentry" }) as HTMLInputElement;
    const bots = screen.getByRole("switch", { name: "Allow hCaptcha" }) as HTMLInputElement;
    expect([sentry.checked, bots.checked]).toEqual([false, false]);
    // The service a feature asked about has the focus.
    expect(document.activeElement).toBe(bots);
    await user.click(bots);
    await user.click(screen.getByRole("button", { name: "Save choice" }));
    expect(hasConsent("bot-check")).toBe(true);
    expect(hasConsent("error-reporting")).toBe(false);
    expect(globalStore.getState().cookieConsentExpirationDate).not.toBeNull();
  });

  it("Accept all allows every optional service; a later visit shows the earlier choice", async () => {
    const user = userEvent.setup();
    openConsentPanel("details");
    const { unmount } = renderWithIntl(<ConsentPanel id="consent" />, NS);
    await user.click(screen.getByRole("button", { name: "Accept all" }));
    expect(hasConsent("error-reporting") && hasConsent("bot-check")).toBe(true);
    unmount();
    openConsentPanel("details");
    renderWithIntl(<ConsentPanel id="consent" />, NS);
    expect((screen.getByRole("switch", { name: "Allow Sentry" }) as HTMLInputElement).checked).toBe(true);
  });

  it("asks to renew an answer given for other services", () => {
    consentStore.setState({ services: ["toolbox"], granted: [], answeredAt: new Date().toISOString() }, true);
    globalStore.setState({ cookieConsentExpirationDate: "2999-01-01T00:00:00.000Z" });
    openConsentPanel();
    renderWithIntl(<ConsentPanel id="consent" />, NS);
    expect(screen.getByText(/The list of services has changed/)).toBeTruthy();
  });
});
