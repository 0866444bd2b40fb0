// @vitest-environment happy-dom
/**
 * The link code is loaded when the page is idle (tool-contract.ts). When it cannot load (offline
 * without it, or replaced by a new version of the site), the page keeps its full link, which opens
 * the same, and nothing throws: an unhandled failure would reload the page (lib/chunk-reload.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import { ensureCurrentProfile, profileStore } from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { readNumber } from "./permalink";
import { useShortQuery } from "./short-query";
import { useTool, type ToolDefinition } from "./tool-contract";

vi.mock("./short-link", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /short-link.js");
});

const demoTool: ToolDefinition<{ n: number }> = {
  key: "demo",
  sanitize: (stored) => ({ n: (stored as { n?: number } | undefined)?.n ?? 1 }),
  permalink: {
    parse: (params) => {
      const n = readNumber(params, "n");
      return n === undefined ? null : { n };
    },
    encode: (value) => `n=${value.n}`,
  },
};

beforeEach(() => {
  localStorage.clear();
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "" });
  ensureCurrentProfile();
});
afterEach(cleanup);

describe("useTool without its link code", () => {
  it("keeps the full link and throws nothing", async () => {
    window.history.replaceState(null, "", "/demo");
    const { result } = renderHook(() => {
      const tool = useTool(demoTool);
      // The link as PermalinkLink shows it: the shortening loads the link code.
      return { ...tool, link: useShortQuery(tool.shorten, tool.query) };
    });
    act(() => result.current.setValue({ n: 7 }));
    // The pause and the idle callback have passed and the import has failed by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(result.current.link).toBe("n=7");
    expect(result.current.value).toEqual({ n: 7 });
  });
});
