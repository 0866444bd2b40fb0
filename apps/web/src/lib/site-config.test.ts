import { describe, expect, it } from "vitest";
import { optionalEmail, optionalText } from "./site-config";

describe("optional configuration values", () => {
  it("trims texts and treats blank as unset", () => {
    expect(optionalText("  Jane Doe ")).toBe("Jane Doe");
    expect(optionalText("   ")).toBeUndefined();
    expect(optionalText("")).toBeUndefined();
    expect(optionalText(undefined)).toBeUndefined();
  });

  it("accepts e-mail addresses and ignores anything else", () => {
    expect(optionalEmail(" contact@example.org ")).toBe("contact@example.org");
    expect(optionalEmail("first.last+foe@mail.example.co.uk")).toBe(
      "first.last+foe@mail.example.co.uk",
    );
    expect(optionalEmail("Jane Doe")).toBeUndefined();
    expect(optionalEmail("https://example.org/contact")).toBeUndefined();
    expect(optionalEmail("jane@localhost")).toBeUndefined();
    expect(optionalEmail("jane doe@example.org")).toBeUndefined();
    expect(optionalEmail("")).toBeUndefined();
    expect(optionalEmail(undefined)).toBeUndefined();
  });
});
