// Typed access to one bundled data file (provenance in data/README.md).
import rqQuestsFile from "../../data/rq-quests.json" with { type: "json" };
import type { RecurringQuestAge, RecurringQuestsFile } from "./types.js";

const RQ_QUESTS = rqQuestsFile as unknown as RecurringQuestsFile;

/** Recurring-quest costs and rewards per age (Château Frontenac planning). */
export function listRecurringQuests(): readonly RecurringQuestAge[] {
  return RQ_QUESTS.ages;
}

export function getRecurringQuests(age: string): RecurringQuestAge | undefined {
  return RQ_QUESTS.ages.find((a) => a.age === age);
}

export const rqQuestsMeta = RQ_QUESTS.meta;
