// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import {
  ensureCurrentProfile,
  profileStore,
  useCurrentProfile,
} from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { readNumber } from "./permalink";
import { useTool, type ToolDefinition } from "./tool-contract";

interface Demo {
  n: number;
}
const sanitize = (stored: unknown): Demo => {
  const n = (stored as { n?: unknown } | undefined)?.n;
  return { n: typeof n === "number" ? n : 1 };
};
const demoTool: ToolDefinition<Demo> = {
  key: "demo",
  sanitize,
  permalink: {
    parse: (params) => {
      const n = readNumber(params, "n");
      return n === undefined ? null : { n };
    },
    encode: (value) => `n=${value.n}`,
  },
};

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

  it("shows a link's values without saving them until the player keeps them", () => {
    window.history.replaceState(null, "", "/demo?n=7");
    const { result } = renderHook(useDemo);
    expect(result.current.tool.permalinkActive).toBe(true);
    expect(result.current.tool.value).toEqual({ n: 7 });
    act(() => result.current.tool.setValue({ n: 8 }));
    expect(result.current.tool.value).toEqual({ n: 8 });
    expect(result.current.stored).toBeUndefined();
    act(() => result.current.tool.keepPermalinkValues());
    expect(result.current.tool.permalinkActive).toBe(false);
    expect(result.current.stored).toEqual({ n: 8 });
  });
});
