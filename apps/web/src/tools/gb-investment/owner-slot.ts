/**
 * What the owner view hands to panels mounted under its table (the "secure a place" box and the
 * promotion messages): the level being built, its inputs and the calculation result.
 *
 * To mount panels, give `GbInvestmentPage` an `ownerPanels` render function. A function cannot
 * cross from the server page to a client component, so wrap it in a small client component, e.g.
 *
 *   "use client";
 *   export function GbInvestmentWithPanels(props: GbInvestmentPageProps) {
 *     return <GbInvestmentPage {...props} ownerPanels={(slot) => <><SecureBox {...slot} /><PromotionPanel {...slot} /></>} />;
 *   }
 *
 * and render that from `app/[locale]/gb-investment/[gb]/page.tsx` instead of `GbInvestmentPage`.
 */
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import type { GbRules } from "@foe-toolbox/core/gb-prestige";
import type { Investor, LevelInvestmentResult } from "@foe-toolbox/core/gb-investment";
import type { PermalinkValue } from "@/platform/calculator/permalink";

export interface OwnerViewSlotProps {
  gbKey: string;
  /** Localised GB name. */
  gbName: string;
  /** Localised short name (custom names of the global settings are the panel's business). */
  gbShortName: string;
  /**
   * The GB's level table (level N at index N-1) with the player's entered costs and rewards in
   * place of the data's; read it, never change it.
   */
  levels: GbLevel[];
  /** Level being built (1..levels.length), shown as "level-1 → level". */
  level: number;
  /** Cost of that level (the player's entered cost if any); null when neither data nor player know it. */
  levelCost: number | null;
  /** The Great Building rules of the page: "live" (reward tables) or "prestige" (docs/tools/gb-prestige.md). */
  rules: GbRules;
  /** Places of the level: 5, or 7 for a gold level (above 100) under Prestige. */
  placeCount: number;
  /** The thread rates in % (90 = 1.9), one per place (`placeCount` entries). */
  investorPercentages: number[];
  /** FP of other players already on the level, sorted by value descending. */
  investors: Investor[];
  /** FP the owner already put in. */
  ownerPreparation: number;
  /** The owner-view result of the core; null when the level's data is unknown. */
  result: LevelInvestmentResult | null;
  /** Arc bonus in % used by the owner view (under Prestige the copper one, levels up to 100). */
  yourArcBonus: number;
  /** Gold Arc bonus in % (Prestige, levels from 101); 0 by default. */
  yourArcBonusGold: number;
  /** Sets that Arc bonus (profile value, or the permalink's while one is open); values >= 0. */
  setYourArcBonus: (value: number) => void;
  /** True while the Snipe column (and its Arc bonus field) is shown. */
  showSnipe: boolean;
  /** "Include in messages" flags of places 1..`placeCount` (column of the owner table, not remembered). */
  includePlaces: boolean[];
  setIncludePlaces: (value: boolean[]) => void;
  /** Tells the table that the flags are computed ("only secured places"), so its checkboxes are read-only. */
  setIncludeLocked: (locked: boolean) => void;
  /** The query of the permalink this page was opened with, or null (restore your own keys from it). */
  permalinkParams: URLSearchParams | null;
  /** Adds (or with null removes) query keys of a panel to the page's permalink. */
  registerPermalinkParams: (id: string, params: Record<string, PermalinkValue> | null) => void;
}
