/**
 * Typed access to the bundled game data. The JSON files live in `packages/core/data/` (copied from
 * the project's shared data set; provenance in `data/README.md`). One module per file, so that a
 * browser bundle importing ages never carries the 2 MB of GB levels.
 */
import { agesMeta } from "./ages.js";
import { bonusMeta } from "./bonus.js";
import { campaignMeta } from "./campaign.js";
import { gbNamesMeta } from "./gb-names.js";
import { gbsMeta } from "./gbs.js";
import { goodsMeta, specialGoodsMeta } from "./goods.js";
import { rqQuestsMeta } from "./rq-quests.js";
import type { DataSource } from "./types.js";

export * from "./types.js";
export * from "./ages.js";
export * from "./bonus.js";
export * from "./campaign.js";
export * from "./gbs.js";
export * from "./gb-names.js";
export * from "./goods.js";
export * from "./levels.js";
export * from "./rq-quests.js";

/** Provenance of every data file: source id -> title, repository, commit, date, licence. */
export function getDataSources(): Record<string, Record<string, DataSource>> {
  return {
    gbs: gbsMeta.sources,
    gbNames: gbNamesMeta.sources,
    ages: agesMeta.sources,
    goods: goodsMeta.sources,
    specialGoods: specialGoodsMeta.sources,
    campaign: campaignMeta.sources,
    rqQuests: rqQuestsMeta.sources,
    bonus: bonusMeta.sources,
  };
}
