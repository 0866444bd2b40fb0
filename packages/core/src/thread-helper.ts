/**
 * Thread helper (docs/tools/thread-helper.md): reads the offers of a pasted guild thread and says
 * what each is worth at the player's Arc bonus, checked against the GB data.
 */
import { getGbNameAliases } from "./data/gb-names.js";
import { makeGbNameFinder, type GbNameFinder } from "./thread-helper/names.js";
import { parseThread, type ThreadParseResult } from "./thread-helper/parse.js";

export { foldName, makeGbNameFinder } from "./thread-helper/names.js";
export type { GbNameAliases, GbNameFinder, GbNameMatch } from "./thread-helper/names.js";
export { parseThread } from "./thread-helper/parse.js";
export type { ThreadOffer, ThreadParseResult, UnparsedLine } from "./thread-helper/parse.js";
export { evaluateThreadOffers } from "./thread-helper/evaluate.js";
export type {
  EvaluatedOffer,
  ThreadEvaluationInput,
  ThreadOfferCheck,
} from "./thread-helper/evaluate.js";

let defaultFinder: GbNameFinder | null = null;

/**
 * {@link parseThread} with every GB name of the data in the site's 16 languages (built once, on
 * the first call).
 */
export function parseThreadText(text: unknown): ThreadParseResult {
  defaultFinder ??= makeGbNameFinder(getGbNameAliases());
  return parseThread(text, defaultFinder);
}
