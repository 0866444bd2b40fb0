// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import {
  ensureCurrentProfile,
  profileStore,
  useCurrentProfile,
} from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { readNumber } from "./permalink";
import { useShortQuery } from "./short-query";
import { useTool, type ToolDefinition, type ToolState } from "./tool-contract";
// Loaded before the clock is faked, so that the page's import of it resolves at once.
import "./short-link";

interface Demo {
  n: number;
}
const sanitize = (stored: unknown): Demo => {
  const n = (stored as { n?: unknown } | undefined)?.n;
  return { n: typeof n === "number" ? n : 1 };
};
const parseDemo = (params: URLSearchParams): Demo | null => {
  const n = readNumber(params, "n");
  return n === undefined ? null : { n };
};
const demoTool: ToolDefinition<Demo> = {
  key: "demo",
  sanitize,
  permalink: {
    parse: parseDemo,
    encode: (value) => `n=${value.n}`,
  },
};

/** The tool with its link as `PermalinkLink` shows it: full, then short after a pause. */
function useLinked<T, Link>(tool: ToolState<T, Link>) {
  return { ...tool, link: useShortQuery(tool.shorten, tool.query) };
}

function useDemo() {
  const tool = useTool(demoTool);
  const stored = useCurrentProfile((p) => p.tools.demo);
  return { tool, stored };
}

beforeEach(() => {
  localStorage.clear();
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "" });
  ensureCurrentProfile();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("useTool", () => {
  it("starts from the defaults and saves every edit in tools[key]", () => {
    window.history.replaceState(null, "", "/demo");
    const { result } = renderHook(useDemo);
    expect(result.current.tool.value).toEqual({ n: 1 });
    expect(result.current.tool.permalinkActive).toBe(false);
    act(() => result.current.tool.setValue((v) => ({ n: v.n + 1 })));
    expect(result.current.stored).toEqual({ n: 2 });
    expect(result.current.tool.query).toBe("n=2");
  });

  it("shows a link's values without saving them until the player keeps them", async () => {
    window.history.replaceState(null, "", "/demo?n=7");
    const { result } = renderHook(useDemo);
    // Once the link code has loaded (it is not in the page's first scripts).
    await waitFor(() => expect(result.current.tool.permalinkActive).toBe(true));
    expect(result.current.tool.value).toEqual({ n: 7 });
    act(() => result.current.tool.setValue({ n: 8 }));
    expect(result.current.tool.value).toEqual({ n: 8 });
    expect(result.current.stored).toBeUndefined();
    act(() => result.current.tool.keepPermalinkValues());
    expect(result.current.tool.permalinkActive).toBe(false);
    expect(result.current.stored).toEqual({ n: 8 });
  });

  it("opens a short link over the defaults, not the visitor's saved values, and links short", async () => {
    interface Arc {
      n: number;
      arc: number;
    }
    const read = (stored: unknown): Arc => ({
      n: 1,
      arc: typeof stored === "number" ? stored : 90,
    });
    const arcTool: ToolDefinition<Arc, Partial<Arc>> = {
      key: "arc",
      sanitize: read,
      // Like the secure-position page: only the Arc bonus is saved.
      pageOnly: ["n"],
      store: {
        select: (profile) => profile.yourArcBonus,
        read,
        write: (profile, value) => ({ ...profile, yourArcBonus: value.arc }),
      },
      permalink: {
        parse: (params) => {
          const link: Partial<Arc> = {};
          const n = readNumber(params, "n");
          const arc = readNumber(params, "arc");
          if (n !== undefined) link.n = n;
          if (arc !== undefined) link.arc = arc;
          return Object.keys(link).length > 0 ? link : null;
        },
        value: (link, saved) => ({ ...saved, ...link }),
        encode: (value) => `arc=${value.arc}&n=${value.n}`,
      },
    };
    window.history.replaceState(null, "", "/arc");
    const first = renderHook(() => useLinked(useTool(arcTool)));
    act(() => first.result.current.setValue({ n: 7, arc: 90 }));
    // The full link at once (it opens the same); the Arc bonus, the default, is left out of the
    // link once the page is idle.
    expect(first.result.current.link).toBe("arc=90&n=7");
    await waitFor(() => expect(first.result.current.link).toBe("n=7"));
    act(() => first.result.current.setValue({ n: 1, arc: 50 }));
    first.unmount();
    // A visitor whose own Arc bonus is 50 opens the sender's 90.
    window.history.replaceState(null, "", "/arc?n=7");
    const second = renderHook(() => useTool(arcTool));
    await waitFor(() => expect(second.result.current.value).toEqual({ n: 7, arc: 90 }));
  });

  it("shortens a link once the player pauses, not between the keys of a number", async () => {
    const seen: string[] = [];
    const countedTool: ToolDefinition<Demo> = {
      ...demoTool,
      key: "counted",
      permalink: {
        ...demoTool.permalink!,
        parse: (params) => {
          seen.push(params.toString());
          return parseDemo(params);
        },
      },
    };
    window.history.replaceState(null, "", "/counted");
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useLinked(useTool(countedTool)));
      // Typing 2, 3, 4: a key every 100 ms.
      for (const n of [2, 23, 234]) {
        act(() => result.current.setValue({ n }));
        await act(() => vi.advanceTimersByTimeAsync(100));
      }
      expect(seen).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((query) => query === "n=234")).toBe(true);
      expect(result.current.link).toBe("n=234");
    } finally {
      vi.useRealTimers();
    }
  });

  it("never saves pageOnly fields in tools[key] (the rules of power-leveling, the thread helper)", () => {
    interface Ruled {
      n: number;
      rules: string;
    }
    const ruledTool: ToolDefinition<Ruled> = {
      key: "ruled",
      sanitize: (stored) => ({
        n: typeof (stored as Ruled | undefined)?.n === "number" ? (stored as Ruled).n : 1,
        rules: "live",
      }),
      pageOnly: ["rules"],
      permalink: { parse: () => null },
    };
    window.history.replaceState(null, "", "/ruled");
    const { result } = renderHook(() => ({
      tool: useTool(ruledTool),
      stored: useCurrentProfile((p) => p.tools.ruled),
    }));
    act(() => result.current.tool.setValue({ n: 4, rules: "prestige" }));
    expect(result.current.stored).toEqual({ n: 4 });
    expect(result.current.tool.value).toEqual({ n: 4, rules: "prestige" });
  });

  it("keeps pageOnly fields in the page and saves only the others", () => {
    interface Pair {
      n: number;
      visit: number;
    }
    const pairTool: ToolDefinition<Pair> = {
      key: "pair",
      sanitize: (stored) => ({ n: typeof stored === "number" ? stored : 1, visit: 0 }),
      store: {
        select: (profile) => profile.tools.pair,
        read: (stored) => ({ n: typeof stored === "number" ? stored : 1, visit: 0 }),
        write: (profile, value) => ({ ...profile, tools: { ...profile.tools, pair: value.n } }),
      },
      pageOnly: ["visit"],
      permalink: {
        parse: (params) => {
          const visit = readNumber(params, "v");
          return visit === undefined ? null : { n: 0, visit };
        },
        value: (link, saved) => ({ ...saved, visit: link.visit }),
      },
    };
    window.history.replaceState(null, "", "/pair");
    const first = renderHook(() => ({
      tool: useTool(pairTool),
      stored: useCurrentProfile((p) => p.tools.pair),
    }));
    act(() => first.result.current.tool.setValue({ n: 5, visit: 7 }));
    expect(first.result.current.tool.value).toEqual({ n: 5, visit: 7 });
    expect(first.result.current.stored).toBe(5);
    first.unmount();
    // The next visit starts the page-only field from the defaults; a link sets it over the saved value.
    window.history.replaceState(null, "", "/pair?v=3");
    const second = renderHook(() => useTool(pairTool));
    expect(second.result.current.value).toEqual({ n: 5, visit: 3 });
    act(() => second.result.current.keepPermalinkValues());
    expect(second.result.current.permalinkActive).toBe(false);
    expect(second.result.current.value).toEqual({ n: 5, visit: 3 });
  });
});
