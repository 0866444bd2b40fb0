import { describe, expect, it } from "vitest";
import { DEFAULT_PROMOTION_PAGE_SETTINGS } from "@foe-toolbox/core/promotion-messages";
import { encodePermalink } from "@/platform/calculator/permalink";
import { defaultProfileData } from "@/platform/profiles/profile-store";
import {
  parsePromotionQuery,
  profilePromotionSettings,
  promotionPermalinkEntries,
  toPageSettings,
  withPromotionSettings,
  type PromotionSettings,
} from "./promotion-settings";

describe("promotion settings", () => {
  it("a new profile has the core's default page settings and lists every place", () => {
    const settings = profilePromotionSettings(defaultProfileData());
    expect(toPageSettings(settings)).toEqual(DEFAULT_PROMOTION_PAGE_SETTINGS);
    expect(settings.onlySecuredPlaces).toBe(false);
  });

  it("writes the settings into the documented profile fields", () => {
    const settings: PromotionSettings = {
      prefix: "Hi",
      suffix: "thx",
      showPrefix: false,
      showSuffix: true,
      displayGbName: false,
      useShortName: true,
      showLevel: false,
      onlySecuredPlaces: true,
    };
    const profile = withPromotionSettings(defaultProfileData(), settings);
    expect(profile).toMatchObject({
      gbPrefix: "Hi",
      gbSuffix: "thx",
      gbShowPrefix: false,
      gbShowSuffix: true,
      displayGbName: false,
      shortName: true,
      showLevel: false,
      showOnlySecuredPlaces: true,
    });
    expect(profilePromotionSettings(profile)).toEqual(settings);
  });

  it("round-trips through the gbi_* permalink keys", () => {
    const settings: PromotionSettings = {
      ...profilePromotionSettings(defaultProfileData()),
      prefix: "P&S = 1",
      showSuffix: false,
      useShortName: true,
    };
    const include = [true, false, true, true, false];
    const query = encodePermalink(promotionPermalinkEntries(settings, include));
    expect(query).toContain("gbi_px=P%26S+%3D+1");
    expect(query).toContain("gbi_pFree2=0");
    expect(parsePromotionQuery(new URLSearchParams(query))).toEqual({
      settings,
      includePlaces: include,
    });
  });

  it("ignores invalid and foreign keys", () => {
    expect(parsePromotionQuery(new URLSearchParams("gbi_sl=maybe&gbi_l=10"))).toBeNull();
    expect(parsePromotionQuery(new URLSearchParams("gbi_pFree3=0&gbi_sn=yes"))).toEqual({
      settings: {},
      includePlaces: [true, true, false, true, true],
    });
  });

  it("reads 7 places when the link names place 6 or 7; old 5-place links keep 5", () => {
    // A link of the earlier site (5 places), as players shared them.
    const old = new URLSearchParams(
      "gbi_tab=0&gbi_l=10&gbi_oi=0&gbi_ipg=90&gbi_p1=90&gbi_p2=90&gbi_p3=90&gbi_p4=90&gbi_p5=90" +
        "&gbi_pFree1=1&gbi_pFree2=0&gbi_pFree3=1&gbi_pFree4=1&gbi_pFree5=1&gbi_sosp=0",
    );
    expect(parsePromotionQuery(old)?.includePlaces).toEqual([true, false, true, true, true]);
    const seven = [true, true, true, true, true, false, true];
    const query = encodePermalink(
      promotionPermalinkEntries(profilePromotionSettings(defaultProfileData()), seven),
    );
    expect(query).toContain("gbi_pFree6=0&gbi_pFree7=1");
    expect(parsePromotionQuery(new URLSearchParams(query))?.includePlaces).toEqual(seven);
    expect(parsePromotionQuery(new URLSearchParams("gbi_pFree7=0"))?.includePlaces).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
