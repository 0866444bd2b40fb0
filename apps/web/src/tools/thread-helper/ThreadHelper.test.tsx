// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { getGbName, getGbNameAliases } from "@foe-toolbox/core/data/gb-names";
import { GB_KEYS } from "@foe-toolbox/core/data/types";
import { renderWithIntl } from "@/test/render";
import {
  defaultProfileData,
  ensureCurrentProfile,
  profileStore,
  sanitizeProfileData,
} from "@/platform/profiles/profile-store";
import { globalStore } from "@/platform/settings/global-store";
import { sanitizeDocument } from "@/platform/sync/document";
import { mergeValue } from "@/platform/sync/merge";
import { ThreadHelper } from "./ThreadHelper";
import { sanitizeThreadHelper } from "./thread-helper-state";

const NS = ["calculator", "threadHelper"];
const GB_NAMES = Object.fromEntries(GB_KEYS.map((key) => [key, getGbName(key, "en")!]));
const ALIASES = getGbNameAliases();

/** Three formats (one line, level word, a header block), a place without amount and a chat line. */
const THREAD = [
  "Hi all, new levels below!",
  "Obs 9 → 10 P1(124) P2(67)",
  "The Arc lvl 80: P3(500)",
  "",
  "Observatory 11 -> 12",
  "P1: 153",
  "",
  "Arc 80 1(2475)",
  "CF 5 P3",
].join("\n");

function profile() {
  return profileStore.getState().profiles[globalStore.getState().currentProfile]!;
}

/** Serves the per-GB level files from the core data; `failing` GBs fail once. */
function serveLevels(failing: string[] = []) {
  const failed = new Set<string>();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const gb = decodeURIComponent(
      url
        .split("/")
        .pop()!
        .replace(/\.json.*$/, ""),
    );
    if (failing.includes(gb) && !failed.has(gb)) {
      failed.add(gb);
      throw new TypeError("offline");
    }
    return new Response(JSON.stringify(getGbLevels(gb)), {
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function render() {
  return renderWithIntl(<ThreadHelper gbNames={GB_NAMES} aliases={ALIASES} />, NS);
}

beforeEach(() => {
  window.history.replaceState(null, "", "/thread-helper");
  const id = ensureCurrentProfile();
  profileStore.setState({ profiles: { [id]: defaultProfileData() } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("<ThreadHelper>", () => {
  it("shows a per-GB error when its levels fail, and loads them on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    serveLevels(["Tower_of_Babel"]);
    render();
    await userEvent.click(screen.getByLabelText("Text of the thread"));
    await userEvent.paste("Tower of Babel 5 → 6 P1(20)");
    const alert = await screen.findByText(/The levels of Tower of Babel could not be loaded/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByTestId("thread-check").getAttribute("data-check")).toBe("loading");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.getByTestId("thread-check").getAttribute("data-check")).not.toBe("loading"),
    );
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it("lists every offer, best profit first, with the check, and every unparsed line", async () => {
    serveLevels();
    render();
    expect(screen.getByTestId("thread-no-offers").textContent).toContain("Paste a thread");
    await userEvent.click(screen.getByLabelText("Text of the thread"));
    await userEvent.paste(THREAD);

    await waitFor(() => expect(screen.queryByTestId("thread-levels-status")).toBeNull());
    expect(screen.getByTestId("thread-summary").textContent).toBe(
      "6 offers: 0 taken, 0 skipped. Best profit first.",
    );
    // Table or cards (by screen width): each offer's "taken" button names it.
    const takenButtons = screen.getAllByTestId("thread-mark-taken");
    expect(takenButtons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "The Arc, level 80, place 1: taken",
      "Observatory, level 12, place 1: taken",
      "Observatory, level 10, place 1: taken",
      "Observatory, level 10, place 2: taken",
      "The Arc, level 80, place 3: taken",
      `${GB_NAMES.Chateau_Frontenac}, level 5, place 3: taken`,
    ]);
    const cards = takenButtons.map((b) => b.closest("tr, li")!);
    const profits = screen.getAllByTestId("thread-profit").map((p) => p.getAttribute("data-value"));
    expect(profits).toEqual(["138", "9", "0", "0", "-63"]);
    expect(cards[0]!.textContent).toContain("gain of 138 FP");
    expect(cards[4]!.textContent).toContain("loss of 63 FP");
    const checks = screen.getAllByTestId("thread-check").map((c) => c.getAttribute("data-check"));
    expect(checks).toEqual(["ok", "ok", "ok", "ok", "rateMismatch", "noAmount"]);
    expect(cards[4]!.textContent).toContain("Does not match");

    const unparsed = screen.getByTestId("thread-unparsed");
    expect(
      within(unparsed)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Line 1Hi all, new levels below!"]);
    // The text is kept in the profile.
    expect(sanitizeThreadHelper(profile().tools["thread-helper"]).text).toBe(THREAD);
  });

  it("keeps the marks in the profile, by offer, through a remount and a re-paste", async () => {
    serveLevels();
    render();
    await userEvent.click(screen.getByLabelText("Text of the thread"));
    await userEvent.paste(THREAD);
    await userEvent.click(
      screen.getByRole("button", { name: "The Arc, level 80, place 1: taken" }),
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Observatory, level 10, place 2: skipped" }),
    );
    expect(sanitizeThreadHelper(profile().tools["thread-helper"]).marks).toEqual({
      "The_Arc|80|1|2475": "taken",
      "Observatory|10|2|67": "skipped",
    });
    expect(screen.getByTestId("thread-summary").textContent).toContain("1 taken, 1 skipped");

    cleanup();
    render();
    expect(
      screen
        .getByRole("button", { name: "The Arc, level 80, place 1: taken" })
        .getAttribute("aria-pressed"),
    ).toBe("true");

    // Pasted again with a new post on top: the marks follow the offers, not the lines.
    const input = screen.getByLabelText("Text of the thread");
    await userEvent.clear(input);
    await userEvent.paste(`New: Obs 9 → 10 P3(19)\n${THREAD}`);
    expect(
      screen
        .getByRole("button", { name: "Observatory, level 10, place 2: skipped" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    // Unticking clears the mark.
    await userEvent.click(
      screen.getByRole("button", { name: "The Arc, level 80, place 1: taken" }),
    );
    expect(sanitizeThreadHelper(profile().tools["thread-helper"]).marks).toEqual({
      "Observatory|10|2|67": "skipped",
    });
  });

  it("uses the profile's Arc bonus and saves a new one there", async () => {
    serveLevels();
    render();
    await userEvent.click(screen.getByLabelText("Text of the thread"));
    await userEvent.paste("Arc 80 1(2475)");
    await waitFor(() =>
      expect(screen.getByTestId("thread-profit").getAttribute("data-value")).toBe("138"),
    );
    const arc = screen.getByLabelText("Your Arc bonus (%)");
    await userEvent.clear(arc);
    await userEvent.paste("80");
    expect(profile().yourArcBonus).toBe(80);
    // round(1375 × 1.8) − 2475 = 0
    expect(screen.getByTestId("thread-profit").getAttribute("data-value")).toBe("0");
  });
});

describe("the thread helper's profile entry", () => {
  it("survives the site's profile sanitiser", () => {
    const tools = {
      "thread-helper": { text: THREAD, marks: { "The_Arc|80|1|2475": "taken" }, rules: "live" },
    };
    const data = sanitizeProfileData(JSON.parse(JSON.stringify({ tools })));
    expect(sanitizeThreadHelper(data.tools["thread-helper"])).toEqual({
      text: THREAD,
      marks: { "The_Arc|80|1|2475": "taken" },
      rules: "live",
      arcBonusGold: 0,
    });
  });

  it("survives the synced document's sanitiser", () => {
    const entry = { text: THREAD, marks: { "Observatory|10|2|67": "skipped" }, rules: "prestige" };
    const document = sanitizeDocument({
      version: 1,
      profiles: [{ id: "p1", name: "Main", data: { tools: { "thread-helper": entry } } }],
      global: {},
    });
    const data = document!.profiles[0]!.data as { tools: Record<string, unknown> };
    expect(data.tools["thread-helper"]).toEqual(entry);
  });

  it("merges marks made on two devices offer by offer", () => {
    const base = { text: THREAD, marks: {} };
    const local = { text: THREAD, marks: { "The_Arc|80|1|2475": "taken" } };
    const remote = { text: THREAD, marks: { "Observatory|10|2|67": "skipped" } };
    expect(sanitizeThreadHelper(mergeValue(base, local, remote)).marks).toEqual({
      "The_Arc|80|1|2475": "taken",
      "Observatory|10|2|67": "skipped",
    });
  });
});
