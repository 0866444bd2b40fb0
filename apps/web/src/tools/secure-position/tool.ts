/**
 * The secure-position page's contract (docs/tools/secure-position.md §6): the Arc bonus is the
 * profile's `yourArcBonus` (shared with the GB page); the level — the typed cost, or the GB and
 * level — is kept in `tools["secure-position"]` so that a reload does not forget it; the
 * participations and the place start from their defaults on every visit. Links carry the `sp_*`
 * keys, and `rules=prestige` under Prestige ({@link withRules}: the rules are the page's).
 */
import { encodePermalink } from "@/platform/calculator/permalink";
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import { rulesPermalinkFields, type GbRules } from "@/platform/gb-rules/rules-param";
import {
  defaultSecurePositionValues,
  FP_FIELDS,
  isValidArcBonus,
  NO_GB_LEVEL,
  parseSecureGbQuery,
  parseSecurePositionQuery,
  securePositionPagePermalinkEntries,
  type SecurePositionPageLink,
  type SecurePositionPageValue,
} from "./secure-position-state";

const DEFAULT_ARC_BONUS = 90;

/** The highest level of each GB of the data (undefined: not a GB), to check a link's GB level. */
export type MaxLevelOf = (gb: string) => number | undefined;

const TOOL_KEY = "secure-position";

/** What the profile keeps of the page besides the Arc bonus: the level the player set up. */
interface SavedLevel {
  levelCost: number;
  gb: string;
  level: number;
}

function readSavedLevel(stored: unknown, maxLevelOf: MaxLevelOf): Partial<SavedLevel> {
  if (typeof stored !== "object" || stored === null) return {};
  const { levelCost, gb, level } = stored as Record<string, unknown>;
  const out: Partial<SavedLevel> = {};
  if (Number.isSafeInteger(levelCost) && (levelCost as number) >= 0) {
    out.levelCost = levelCost as number;
  }
  const max = typeof gb === "string" && gb !== "" ? maxLevelOf(gb) : undefined;
  if (max !== undefined) {
    out.gb = gb as string;
    out.level =
      Number.isInteger(level) && (level as number) >= 1 && (level as number) <= max
        ? (level as number)
        : 1;
  }
  return out;
}

/**
 * The stored `[yourArcBonus, tools["secure-position"]]` (or nothing) as the page's starting
 * values; a stored value that is not valid is left at its default.
 */
function sanitizeSecurePosition(stored: unknown, maxLevelOf: MaxLevelOf): SecurePositionPageValue {
  const [arc, saved] = Array.isArray(stored) ? (stored as unknown[]) : [stored, undefined];
  return {
    ...defaultSecurePositionValues(
      typeof arc === "number" && isValidArcBonus(arc) ? arc : DEFAULT_ARC_BONUS,
    ),
    ...NO_GB_LEVEL,
    ...readSavedLevel(saved, maxLevelOf),
  };
}

/** The level to keep: only valid values (a field being typed may hold anything). */
function savedLevelOf(value: SecurePositionPageValue): Partial<SavedLevel> {
  const out: Partial<SavedLevel> = {};
  if (Number.isSafeInteger(value.levelCost) && value.levelCost >= 0)
    out.levelCost = value.levelCost;
  if (value.gb !== "") {
    out.gb = value.gb;
    if (Number.isInteger(value.level) && value.level >= 1) out.level = value.level;
  }
  return out;
}

/** A link's values: the typed numbers (old links) and the GB level (null: not this tool's link). */
export function parseSecurePositionPageQuery(
  params: URLSearchParams,
  maxLevelOf: MaxLevelOf,
): SecurePositionPageLink | null {
  const numbers = parseSecurePositionQuery(params);
  const gbLevel = parseSecureGbQuery(params, maxLevelOf);
  return numbers || gbLevel ? { ...numbers, ...gbLevel } : null;
}

export const securePositionTool: ToolDefinition<
  SecurePositionPageValue,
  SecurePositionPageLink,
  MaxLevelOf
> = {
  key: "secure-position",
  sanitize: sanitizeSecurePosition,
  store: {
    select: (profile) => [profile.yourArcBonus, profile.tools[TOOL_KEY]],
    read: sanitizeSecurePosition,
    write: (profile, value) => ({
      ...profile,
      yourArcBonus: isValidArcBonus(value.yourArcBonus) ? value.yourArcBonus : profile.yourArcBonus,
      tools: { ...profile.tools, [TOOL_KEY]: savedLevelOf(value) },
    }),
  },
  // Shown as typed during the visit (a wrong value keeps its message); `write` keeps the valid level.
  pageOnly: [...FP_FIELDS, "gb", "level", "place"],
  permalink: {
    parse: parseSecurePositionPageQuery,
    value: (link, saved) => ({ ...saved, ...link }),
    encode: (value) => encodePermalink(securePositionPagePermalinkEntries(value)),
  },
};

/** The tool's (shortened) query with the rules in front: `rules=prestige` under Prestige. */
export function withRules(query: string, rules: GbRules): string {
  return [encodePermalink(rulesPermalinkFields(rules)), query].filter(Boolean).join("&");
}
