// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { DonateLinks } from "./DonateLinks";

vi.mock("next-intl/server", async () =>
  (await import("@/test/server-intl")).serverIntl(["content"]),
);

afterEach(cleanup);

describe("DonateLinks", () => {
  it("shows one plain link per configured service, named after it", async () => {
    render(
      await DonateLinks({
        links: [
          { provider: "paypal", url: "https://www.paypal.com/donate/?hosted_button_id=ABC" },
          { provider: "githubSponsors", url: "https://github.com/sponsors/example" },
        ],
      }),
    );
    const links = screen.getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Donate with PayPal", "https://www.paypal.com/donate/?hosted_button_id=ABC"],
      ["Donate with GitHub Sponsors", "https://github.com/sponsors/example"],
    ]);
    // The payment page must not learn which page sent the visitor, nor control this tab.
    for (const link of links) expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
