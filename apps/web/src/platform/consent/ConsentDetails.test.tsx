// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { globalStore } from "@/platform/settings/global-store";
import { renderWithIntl } from "@/test/render";
import { emptyConsent } from "./consent-logic";
import { consentStore, hasConsent } from "./consent-store";
import { ConsentDetails } from "./ConsentDetails";
import { consentPanelStore, openConsentPanel } from "./panel-store";

// The site's link needs Next's router; a plain link is enough here.
vi.mock("@/platform/shell/AppLink", () => ({
  AppLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
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
  });
});

describe("<ConsentDetails> with optional services", () => {
  it("lists each purpose with a lock for the required service and switches off by default for the others", async () => {
    const user = userEvent.setup();
    openConsentPanel("details", "bot-check");
    renderWithIntl(<ConsentDetails id="consent" />, NS);
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
    const { unmount } = renderWithIntl(<ConsentDetails id="consent" />, NS);
    await user.click(screen.getByRole("button", { name: "Accept all" }));
    expect(hasConsent("error-reporting") && hasConsent("bot-check")).toBe(true);
    unmount();
    openConsentPanel("details");
    renderWithIntl(<ConsentDetails id="consent" />, NS);
    expect((screen.getByRole("switch", { name: "Allow Sentry" }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
