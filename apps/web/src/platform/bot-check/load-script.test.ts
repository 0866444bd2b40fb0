// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { botCheckFromKeys } from "./config";
import { loadBotCheckScript } from "./load-script";

describe("bot-check configuration", () => {
  it("is off without keys, prefers hCaptcha when both are set", () => {
    expect(botCheckFromKeys({})).toBeNull();
    expect(botCheckFromKeys({ hcaptcha: " ", recaptcha: "" })).toBeNull();
    expect(botCheckFromKeys({ recaptcha: "r-key" })).toEqual({
      provider: "recaptcha",
      siteKey: "r-key",
    });
    expect(botCheckFromKeys({ hcaptcha: "h-key", recaptcha: "r-key" })).toEqual({
      provider: "hcaptcha",
      siteKey: "h-key",
    });
  });
});

describe("loadBotCheckScript", () => {
  // The test environment cannot fetch scripts: keep the added elements here instead.
  let added: HTMLScriptElement[] = [];
  beforeEach(() => {
    added = [];
    vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
      added.push(node as unknown as HTMLScriptElement);
      return node;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("adds the provider's script once, in explicit mode, and resolves on its onload callback", async () => {
    const first = loadBotCheckScript("recaptcha");
    const second = loadBotCheckScript("recaptcha");
    expect(second).toBe(first);
    const scripts = added.filter((s) => s.src.includes("recaptcha"));
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0]!.src);
    expect(url.searchParams.get("render")).toBe("explicit");
    const callback = url.searchParams.get("onload")!;
    (window as unknown as Record<string, () => void>)[callback]!();
    await expect(first).resolves.toBeUndefined();
  });

  it("a script that fails can be tried again", async () => {
    const first = loadBotCheckScript("hcaptcha");
    const script = added.find((s) => s.src.includes("hcaptcha"))!;
    (script.onerror as (e: Event) => void)(new Event("error"));
    await expect(first).rejects.toThrow(/hcaptcha/);
    const again = loadBotCheckScript("hcaptcha");
    expect(again).not.toBe(first);
    expect(added.filter((s) => s.src.includes("hcaptcha"))).toHaveLength(2);
    again.catch(() => {});
  });
});
