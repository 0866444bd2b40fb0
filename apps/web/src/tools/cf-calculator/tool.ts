/**
 * The CF calculator's contract. It is saved in the profile fields `yourAge`, `yourCfBoost` and
 * `cf` (shared with other pages) rather than under `tools`; links carry its own keys.
 */
import type { ToolDefinition } from "@/platform/calculator/tool-contract";
import {
  cfStateFromProfile,
  cfStateToProfile,
  encodeCfPermalink,
  parseCfPermalink,
  type CfState,
} from "./cf-state";

/** The stored pieces `[yourAge, yourCfBoost, cf]` (or nothing) as a valid state. */
function sanitizeCf(stored: unknown): CfState {
  const [age, boost, cf] = Array.isArray(stored) ? (stored as unknown[]) : [];
  return cfStateFromProfile(age, boost, cf);
}

export const cfTool: ToolDefinition<CfState> = {
  key: "cf-calculator",
  sanitize: sanitizeCf,
  store: {
    select: (profile) => [profile.yourAge, profile.yourCfBoost, profile.cf],
    read: sanitizeCf,
    write: cfStateToProfile,
  },
  permalink: { parse: parseCfPermalink, encode: encodeCfPermalink, followAddress: true },
};
