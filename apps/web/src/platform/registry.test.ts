import { afterEach, describe, expect, it, vi } from "vitest";
import { availableFeatures, type Feature } from "./registry";

const DONATE_VARIABLES = [
  "NEXT_PUBLIC_DONATE_PAYPAL_URL",
  "NEXT_PUBLIC_DONATE_DONORBOX_URL",
  "NEXT_PUBLIC_DONATE_KOFI_URL",
  "NEXT_PUBLIC_DONATE_LIBERAPAY_URL",
  "NEXT_PUBLIC_DONATE_GITHUB_SPONSORS_URL",
];

/** The registry as a build with these environment variables would see it. */
async function registryWith(env: Record<string, string>) {
  for (const name of DONATE_VARIABLES) vi.stubEnv(name, env[name] ?? "");
  vi.resetModules();
  return import("./registry");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("feature registry", () => {
  it("keeps features without a condition and those whose condition holds", () => {
    const features: Feature[] = [
      { route: "about", group: "info", indexed: true },
      { route: "donate", group: "info", indexed: true, available: () => false },
      { route: "terms", group: "info", indexed: true, available: () => true },
    ];
    expect(availableFeatures(features).map((f) => f.route)).toEqual(["about", "terms"]);
  });

  it("has no donate page without a donation link", async () => {
    const registry = await registryWith({});
    expect(registry.hasFeature("donate")).toBe(false);
    expect(registry.hasFeature("about")).toBe(true);
  });

  it("has the donate page once a valid donation link is configured", async () => {
    expect(
      (
        await registryWith({ NEXT_PUBLIC_DONATE_DONORBOX_URL: "http://insecure.example" })
      ).hasFeature("donate"),
    ).toBe(false);
    const registry = await registryWith({
      NEXT_PUBLIC_DONATE_DONORBOX_URL: "https://donorbox.org/example",
    });
    expect(registry.hasFeature("donate")).toBe(true);
    expect(registry.featuresIn("info").map((f) => f.route)).toContain("donate");
  });
});
