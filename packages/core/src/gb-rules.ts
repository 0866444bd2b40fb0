/**
 * Reading the `rules` option of the GB calculators (live servers or Prestige, see
 * docs/tools/gb-prestige.md). Internal: not re-exported from the package root.
 */
import { InvalidModeError } from "./errors.js";
import { GB_RULES, type GbRules } from "./gb-prestige.js";

/** The rule set of an input: "live" when absent, else `InvalidModeError("rules")` if unknown. */
export function readGbRules(input: unknown): GbRules {
  const value =
    typeof input === "object" && input !== null
      ? (input as Record<string, unknown>).rules
      : undefined;
  if (value === undefined) return "live";
  if (typeof value !== "string" || !(GB_RULES as readonly string[]).includes(value)) {
    throw new InvalidModeError("rules");
  }
  return value as GbRules;
}
