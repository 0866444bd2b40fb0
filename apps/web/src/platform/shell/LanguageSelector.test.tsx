// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/test/render";
import { LanguageSelector } from "./LanguageSelector";

vi.mock("@/i18n/navigation", () => ({
  usePathname: () => "/trade",
  useRouter: () => ({ replace: vi.fn() }),
}));

afterEach(cleanup);

describe("<LanguageSelector>", () => {
  it("lists every language under its own name, in the same order on every page", async () => {
    const user = userEvent.setup();
    renderWithIntl(<LanguageSelector incomplete={{}} />, ["shell"], "fr");
    await user.click(screen.getByRole("button", { name: /Français/ }));
    const entries = within(screen.getByRole("list")).getAllByRole("button");
    expect(entries).toHaveLength(16);
    const names = entries.map((entry) => entry.textContent ?? "");
    expect(names[0]).toMatch(/^🇨🇿Čeština/);
    expect(names.findIndex((n) => n.includes("Deutsch"))).toBeLessThan(
      names.findIndex((n) => n.includes("English")),
    );
    // The name in the page's language is beside it, never instead of it.
    const german = entries.find((entry) => entry.getAttribute("lang") === "de")!;
    expect(german.textContent).toBe("🇩🇪Deutsch allemand");
    expect(german.textContent).not.toContain("German");
    const french = entries.find((entry) => entry.getAttribute("lang") === "fr")!;
    expect(french.getAttribute("aria-current")).toBe("true");
    expect(french.textContent).toBe("🇫🇷Français");
  });
});
