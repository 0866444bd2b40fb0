/**
 * The promotion message of one level of the plan: the player's template with the page settings of
 * the promotion section (docs/tools/promotion-messages.md), every posted place listed, rendered by
 * the core with the row's amounts — the text the GB page gives for the same empty level.
 */
import type { PowerLevelingRow } from "@foe-toolbox/core/gb-power-leveling";
import {
  applyPromotionPageSettings,
  buildPromotionMessage,
  type PromotionPageSettings,
  type PromotionTemplate,
} from "@foe-toolbox/core/promotion-messages";

export function levelMessage(i: {
  row: PowerLevelingRow;
  template: PromotionTemplate;
  settings: PromotionPageSettings;
  gbName: string;
  gbShortName: string;
}): string {
  const { config } = applyPromotionPageSettings({
    config: i.template.config,
    settings: i.settings,
  });
  return buildPromotionMessage({
    config,
    gbName: i.gbName,
    gbShortName: i.gbShortName,
    fromLevel: i.row.level - 1,
    toLevel: i.row.level,
    ownerPreparation: i.row.ownerShare,
    levelCost: i.row.cost,
    places: i.row.places.map((p) => ({
      place: p.place,
      value: p.amount,
      preparation: p.preparation,
      included: true,
    })),
  }).message;
}
