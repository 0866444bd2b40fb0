// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { ensureCurrentProfile, profileStore } from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { renderWithIntl } from "@/test/render";
import { readNumber } from "./permalink";
import { PermalinkLink } from "./PermalinkLink";
import { useTool, type SetState, type ToolDefinition } from "./tool-contract";
// Loaded before the test, so that the link's import of it resolves at once.
import "./short-link";

interface Demo {
  n: number;
  arc: number;
}
const sanitize = (stored: unknown): Demo => ({
  n: (stored as { n?: number } | undefined)?.n ?? 1,
  arc: (stored as { arc?: number } | undefined)?.arc ?? 90,
});
const demoTool: ToolDefinition<Demo> = {
  key: "demo-link",
  sanitize,
  permalink: {
    parse: (params) => {
      const n = readNumber(params, "n");
      return n === undefined ? null : sanitize({ n, arc: readNumber(params, "arc") });
    },
    encode: (value) => `arc=${value.arc}&n=${value.n}`,
  },
};

let toolRenders = 0;
let setDemo: SetState<Demo> = () => {};
function DemoTool({ finish }: { finish?: (query: string) => string }) {
  toolRenders++;
  const { query, shorten, setValue } = useTool(demoTool);
  setDemo = setValue;
  return <PermalinkLink query={query} shorten={shorten} finish={finish} />;
}

const href = () => screen.getByTestId("permalink").getAttribute("href");

beforeEach(() => {
  localStorage.clear();
  profileStore.setState({ profiles: {} });
  globalStore.setState({ profiles: [], currentProfile: "" });
  ensureCurrentProfile();
  window.history.replaceState(null, "", "/demo-link");
});
afterEach(cleanup);

describe("PermalinkLink", () => {
  it("shows the full link at once and its short form after a pause, without redrawing the tool", async () => {
    renderWithIntl(<DemoTool />);
    act(() => setDemo({ n: 7, arc: 90 }));
    expect(href()).toBe("?arc=90&n=7");
    const drawn = toolRenders;
    // The Arc bonus is the default: the short link leaves it out.
    await waitFor(() => expect(href()).toBe("?n=7"));
    expect(toolRenders).toBe(drawn);
  });

  it("adds the page's own keys to the full and the short link", async () => {
    renderWithIntl(<DemoTool finish={(query) => `${query}&rules=prestige`} />);
    act(() => setDemo({ n: 3, arc: 90 }));
    expect(href()).toBe("?arc=90&n=3&rules=prestige");
    await waitFor(() => expect(href()).toBe("?n=3&rules=prestige"));
  });
});
