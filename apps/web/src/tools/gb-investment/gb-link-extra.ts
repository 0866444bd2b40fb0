/**
 * What a GB page link opens besides the tool value (the contract's `extraOf`, docs/architecture.md):
 * the "include in messages" flags and the keys of the panels under the owner table, as those
 * panels read them back (a missing promotion key is the profile's default, the secure box
 * starts from the deposits on the level and the owner view's Arc bonus). With it the page's
 * links leave out every default value (docs/site.md §16).
 */
import type { PermalinkValue } from "@/platform/calculator/permalink";
import { defaultProfileData } from "@/platform/profiles/profile-store";
import {
  parsePromotionQuery,
  profilePromotionSettings,
  promotionPermalinkEntries,
} from "@/tools/promotion-messages/promotion-settings";
import {
  defaultSecurePositionValues,
  parseSecurePositionQuery,
  securePositionPermalinkEntries,
} from "@/tools/secure-position/secure-position-state";
import { DEFAULT_PERCENTAGE, PLACES, sumOf } from "./gb-state";
import type { GbLink, GbLinkExtra } from "./tool";

const ALL_PLACES: readonly boolean[] = Array<boolean>(PLACES).fill(true);

export function gbLinkExtra(link: GbLink, params: URLSearchParams): GbLinkExtra {
  const includePlaces = [...(link.includePlaces ?? ALL_PLACES)];
  const view = link.ownerView;
  if (link.tab !== 0 || !view) return { includePlaces, panels: {} };
  const promotion = parsePromotionQuery(params);
  const settings = { ...profilePromotionSettings(defaultProfileData()), ...promotion?.settings };
  const { levelCost: _cost, ...secure } = parseSecurePositionQuery(params) ?? {};
  const box = {
    ...defaultSecurePositionValues(link.ownerArc ?? DEFAULT_PERCENTAGE),
    currentDeposits: view.ownerInvestment + sumOf(view.investorParticipation),
    ...secure,
  };
  const panels: Record<string, PermalinkValue> = {
    ...promotionPermalinkEntries(settings, includePlaces),
    ...securePositionPermalinkEntries(box, { levelCost: false }),
  };
  return { includePlaces, panels };
}
