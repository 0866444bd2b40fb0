import { describe, expect, it } from "vitest";
import { hasDonationLinks, parseDonationConfig } from "./donate-config";

describe("donation configuration", () => {
  it("has no links when nothing is configured", () => {
    const config = parseDonationConfig({});
    expect(config).toEqual({ links: [], invalid: [] });
    expect(hasDonationLinks(config)).toBe(false);
  });

  it("keeps https links in the page's provider order, trimmed", () => {
    const config = parseDonationConfig({
      kofi: " https://ko-fi.com/example ",
      paypal: "https://www.paypal.com/donate/?hosted_button_id=ABC",
    });
    expect(config.links).toEqual([
      { provider: "paypal", url: "https://www.paypal.com/donate/?hosted_button_id=ABC" },
      { provider: "kofi", url: "https://ko-fi.com/example" },
    ]);
    expect(config.invalid).toEqual([]);
    expect(hasDonationLinks(config)).toBe(true);
  });

  it("ignores blank values and reports values that are not https URLs", () => {
    const config = parseDonationConfig({
      paypal: "   ",
      donorbox: "http://donorbox.org/example",
      liberapay: "liberapay.com/example",
      githubSponsors: "javascript:alert(1)",
    });
    expect(config.links).toEqual([]);
    expect(config.invalid).toEqual([
      "NEXT_PUBLIC_DONATE_DONORBOX_URL",
      "NEXT_PUBLIC_DONATE_LIBERAPAY_URL",
      "NEXT_PUBLIC_DONATE_GITHUB_SPONSORS_URL",
    ]);
    expect(hasDonationLinks(config)).toBe(false);
  });
});
