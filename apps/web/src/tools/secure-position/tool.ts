/**
 * The secure-position page's contract (docs/tools/secure-position.md §6): only the Arc bonus is
 * saved (the profile's `yourArcBonus`, shared with the GB page); the other fields live in the page
 * and start from their defaults on every visit. Links carry the `sp_*` keys.
 */
import { encodePermalink } from "@/platform/calculator/permalink";
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import {
  defaultSecurePositionValues,
  FP_FIELDS,
  isValidArcBonus,
  parseSecurePositionQuery,
  securePositionPermalinkEntries,
  type SecurePositionNumbers,
  type SecurePositionQueryValues,
} from "./secure-position-state";

const DEFAULT_ARC_BONUS = 90;

/** The stored Arc bonus (or nothing) as the page's starting values. */
function sanitizeSecurePosition(stored: unknown): SecurePositionNumbers {
  return defaultSecurePositionValues(
    typeof stored === "number" && isValidArcBonus(stored) ? stored : DEFAULT_ARC_BONUS,
  );
}

export const securePositionTool: ToolDefinition<SecurePositionNumbers, SecurePositionQueryValues> =
  {
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
    pageOnly: FP_FIELDS,
    permalink: {
      parse: parseSecurePositionQuery,
      value: (link, saved) => ({ ...saved, ...link }),
      encode: (value) => encodePermalink(securePositionPermalinkEntries(value)),
    },
  };
