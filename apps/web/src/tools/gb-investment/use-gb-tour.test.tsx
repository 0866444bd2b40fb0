// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { messagesOf } from "@/test/render";
import { useGbTour } from "./use-gb-tour";

const startTour = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve()));
vi.mock("@/platform/calculator/tour", () => ({ startTour }));
const notify = vi.hoisted(() => vi.fn());
vi.mock("@/lib/notify", () => ({ notify }));

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.clearAllMocks();
});

function wrapper(locale: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider
        locale={locale}
        messages={messagesOf(["gbInvestment"], locale)}
        timeZone="UTC"
      >
        {children}
      </NextIntlClientProvider>
    );
  };
}

describe("useGbTour", () => {
  it("shows the owner view, then explains the parts on the page with translated texts and close label", async () => {
    document.body.innerHTML = `<div data-tour="switcher"></div><div data-tour="owner-table"></div><div data-testid="promotion-messages"></div>`;
    const showOwnerView = vi.fn();
    const { result } = renderHook(() => useGbTour(showOwnerView), { wrapper: wrapper("de") });
    await result.current();
    expect(showOwnerView).toHaveBeenCalledOnce();
    const [steps, labels] = startTour.mock.calls[0] as [
      { element?: string; title: string }[],
      Record<string, string>,
    ];
    // Steps whose element is missing are left out; the welcome step has none.
    expect(steps.map((s) => s.element)).toEqual([
      undefined,
      "[data-tour=switcher]",
      "[data-tour=owner-table]",
      "[data-testid=promotion-messages]",
    ]);
    expect(steps.map((s) => s.title)).toEqual([
      "Willkommen",
      "Legendäres Bauwerk",
      "Ergebnis",
      "Werbenachrichten",
    ]);
    expect(labels).toMatchObject({
      close: "Anleitung schließen",
      exit: "Beenden",
      progress: "{{current}} von {{total}}",
    });
  });

  it("says so when the tour cannot be loaded", async () => {
    startTour.mockRejectedValueOnce(new Error("offline"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => useGbTour(() => {}), { wrapper: wrapper("en") });
    await result.current();
    expect(notify).toHaveBeenCalledWith(
      "error",
      "The tutorial could not be loaded. Check your connection and try again.",
    );
  });
});
