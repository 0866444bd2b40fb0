/**
 * The secure-position page's contract (docs/tools/secure-position.md §6): only the Arc bonus is
 * saved (the profile's `yourArcBonus`, shared with the GB page); the other fields, the GB level
 * included, live in the page and start from their defaults on every visit. Links carry the `sp_*`
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

/** The stored Arc bonus (or nothing) as the page's starting values. */
function sanitizeSecurePosition(stored: unknown): SecurePositionPageValue {
  return {
    ...defaultSecurePositionValues(
      typeof stored === "number" && isValidArcBonus(stored) ? stored : DEFAULT_ARC_BONUS,
    ),
    ...NO_GB_LEVEL,
  };
}

/** A link's values: the typed numbers (old links) and the GB level (null: not this tool's link). */
function parseSecurePositionPageQuery(
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
    select: (profile) => profile.yourArcBonus,
    read: sanitizeSecurePosition,
    write: (profile, value) =>
      isValidArcBonus(value.yourArcBonus)
        ? { ...profile, yourArcBonus: value.yourArcBonus }
        : profile,
  },
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
