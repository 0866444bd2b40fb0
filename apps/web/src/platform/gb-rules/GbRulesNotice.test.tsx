// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderWithIntl } from "@/test/render";
import { GbRulesNotice } from "./GbRulesNotice";

afterEach(cleanup);

describe("<GbRulesNotice>", () => {
  it("says that live results come from the game's tables", () => {
    renderWithIntl(<GbRulesNotice rules="live" fromLink={false} />, ["gbRules"]);
    const notice = screen.getByTestId("gb-rules-notice");
    expect(notice.dataset.rules).toBe("live");
    expect(notice.textContent).toContain("Live server rules");
  });

  it("names the Prestige evidence and its date, and a link that imposes it", () => {
    renderWithIntl(<GbRulesNotice rules="prestige" fromLink />, ["gbRules"]);
    const notice = screen.getByTestId("gb-rules-notice");
    expect(notice.dataset.rules).toBe("prestige");
    expect(notice.textContent).toContain("up to level 100 (copper) and 7 from level 101 (gold)");
    expect(notice.textContent).toContain("the beta server since October 2, 2026");
    expect(notice.textContent).toContain("This shared link asks for the Prestige rules");
  });

  it("writes the date in the page's language", () => {
    renderWithIntl(<GbRulesNotice rules="prestige" fromLink={false} />, ["gbRules"], "de");
    const text = screen.getByTestId("gb-rules-notice").textContent;
    expect(text).toContain("2. Oktober 2026");
    expect(text).not.toContain("geteilte Link");
  });
});
