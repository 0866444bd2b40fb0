// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { listCampaignAges } from "@foe-toolbox/core/data/campaign";
import { renderWithIntl } from "@/test/render";
import { CampaignCost } from "./CampaignCost";
import { compactCampaignData } from "./compact-data";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NAMESPACES = ["calculator", "campaignCost", "goods", "ages", "resources"];
const AGES = listCampaignAges().map((a) => a.age);
const json = JSON.stringify(compactCampaignData(listCampaignAges()));

describe("<CampaignCost> loading", () => {
  it("shows the loading state, then a translated error with a retry that loads the map", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(
        new Response(json, { headers: { "Content-Type": "application/json" } }),
      );
    vi.stubGlobal("fetch", fetch);
    renderWithIntl(
      <CampaignCost dataUrl="/data/campaign.json?v=test-retry" ages={AGES} />,
      NAMESPACES,
    );
    expect(screen.getByRole("status").textContent).toContain("Loading the continent map");
    // The age select works before the map arrives.
    expect((screen.getByLabelText("Age") as HTMLSelectElement).value).toBe("BronzeAge");
    // The hint is in the first render (the server's HTML), not painted only once the map is in.
    expect(screen.getByText(/Tick the sectors you have already conquered/)).toBeTruthy();

    const message = await screen.findByText(/The continent map could not be loaded/);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("campaign-table", {}, { timeout: 5000 })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((screen.getByLabelText("Province") as HTMLSelectElement).value).toBe(
      listCampaignAges()[0]!.provinces[0]!.key,
    );
  });

  const unknownGood = json.replace('"good":"stone"', '"good":"moon rock"');

  it.each([
    ["a file that is not campaign data", '{"ages":"no"}', "junk"],
    ["a map with a good the calculator does not know", unknownGood, "unknown-good"],
  ])("refuses %s", async (_, body, version) => {
    expect(body).not.toBe(json);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(body)));
    renderWithIntl(
      <CampaignCost dataUrl={`/data/campaign.json?v=test-${version}`} ages={AGES} />,
      NAMESPACES,
    );
    expect(
      (await screen.findByText(/could not be loaded/)).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.queryByTestId("campaign-table")).toBeNull();
  });
});
