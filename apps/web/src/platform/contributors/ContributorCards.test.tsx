// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { ContributorCards } from "./ContributorCards";

vi.mock("next-intl/server", async () =>
  (await import("@/test/server-intl")).serverIntl(["content"]),
);

afterEach(cleanup);

describe("ContributorCards", () => {
  it("counts the contributors and names each contribution type in words", async () => {
    render(
      await ContributorCards({
        contributors: [
          {
            name: "Ada Lovelace",
            url: "https://example.org/ada",
            contributions: ["code", "translation"],
          },
          { name: "Bob", contributions: ["bugs"] },
        ],
      }),
    );
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("2 contributors");
    expect(screen.getByRole("link", { name: "Ada Lovelace" }).getAttribute("href")).toBe(
      "https://example.org/ada",
    );
    // No profile page: the name is not a link.
    expect(screen.getByRole("heading", { level: 3, name: "Bob" }).querySelector("a")).toBeNull();
    const ada = screen.getByRole("list", { name: "Contributions of Ada Lovelace" });
    expect(
      within(ada)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["💻Code", "🌍Translation"]);
    // The emoji is decoration; the word is what assistive technologies read.
    expect(
      within(ada).getAllByRole("listitem")[0]!.querySelector('[aria-hidden="true"]')?.textContent,
    ).toBe("💻");
  });

  it("uses the singular for one contributor", async () => {
    render(await ContributorCards({ contributors: [{ name: "Ada", contributions: ["ideas"] }] }));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("1 contributor");
  });
});
