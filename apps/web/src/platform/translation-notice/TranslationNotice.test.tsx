// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { globalStore } from "@/platform/settings/global-store";
import { hydrationStore } from "@/platform/shell/hydration";
import { renderWithIntl } from "@/test/render";
import { TranslationNotice } from "./TranslationNotice";

// The site's link needs Next's router; a plain link is enough here.
vi.mock("@/platform/shell/AppLink", () => ({
  AppLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  globalStore.setState({ haveReadLocaleNotComplete: false });
  hydrationStore.setState({ hydrated: false });
});

describe("<TranslationNotice>", () => {
  it("lists the current language below 80 % once the settings are read; OK marks it as read", async () => {
    // The dialog's code loads on demand: imported first, its first compilation does not race
    // findByText's wait on a busy machine.
    await import("./TranslationNoticeDialog");
    const user = userEvent.setup();
    renderWithIntl(<TranslationNotice incomplete={{ de: 42 }} />, ["shell"], "de");
    expect(screen.queryByTestId("translation-notice")).toBeNull();
    act(() => hydrationStore.setState({ hydrated: true }));
    expect(await screen.findByText(/German \(Deutsch\)/)).toBeTruthy();
    expect(screen.getByText(/42/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(globalStore.getState().haveReadLocaleNotComplete).toBe(true);
    expect(screen.queryByText(/German \(Deutsch\)/)).toBeNull();
  });

  it("shows nothing when every language is complete or the notice was read", async () => {
    globalStore.setState({ haveReadLocaleNotComplete: true });
    hydrationStore.setState({ hydrated: true });
    renderWithIntl(<TranslationNotice incomplete={{ de: 42 }} />, ["shell"], "de");
    const { unmount } = renderWithIntl(<TranslationNotice incomplete={{}} />, ["shell"], "de");
    await act(async () => {});
    expect(screen.queryByTestId("translation-notice")).toBeNull();
    unmount();
  });
});
