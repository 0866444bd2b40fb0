/**
 * The owner-view algorithm of one level (docs/tools/gb-investment.md §4.3), for 5 places or,
 * under the Prestige rules, 7 (docs/tools/gb-prestige.md).
 */
import type { GbRules } from "../gb-prestige.js";
import type { Investor, LevelInvestmentResult, PlaceRow } from "../gb-investment.js";
import { securePlace } from "../secure-position.js";
import type { LevelData } from "./inputs.js";

/** The lock total of `securePlace` (A and R do not matter for it). */
function lockFp(cost: number, deposits: number, yours: number): number | null {
  return securePlace({
    levelCost: cost,
    currentDeposits: deposits,
    yourParticipation: yours,
    otherParticipation: 0,
    yourArcBonus: 0,
    reward: 0,
  }).fp;
}

/**
 * The owner view on checked inputs: one row per place of `data.rewards`; `arcBonus` and `rules`
 * price the Snipe column.
 */
export function investLevel(
  level: number,
  data: LevelData,
  expected: number[],
  investors: Investor[],
  ownerPreparation: number,
  arcBonus: number,
  rules: GbRules,
): LevelInvestmentResult {
  const C = data.cost;
  const placeCount = data.rewards.length;
  const sorted = investors
    .map((inv) => ({ value: inv.value, isPotentialSniper: inv.isPotentialSniper }))
    .sort((a, b) => b.value - a.value);
  // The queue Q is sorted[q..]; sumQ its total.
  let q = 0;
  let sumQ = sorted.reduce((sum, inv) => sum + inv.value, 0);
  const T0 = ownerPreparation + sumQ;

  let placed = 0;
  let prevPrep = 0;
  let lastPrep = ownerPreparation;
  let deposits = T0;
  let done = false;
  const places: PlaceRow[] = [];

  for (let k = 0; k < placeCount && !done; k++) {
    const reward = data.rewards[k]!;
    const E = expected[k]!;
    const head = q < sorted.length ? sorted[q]!.value : 0;
    const lock = lockFp(C, deposits, head);
    let participation: number;
    let investor = false;
    let roi = 0;
    let investorIndex = -1;
    if (head >= E || (lock !== null && head >= lock)) {
      participation = head;
      investor = true;
      roi = E - head;
      if (q < sorted.length) {
        investorIndex = q;
        sumQ -= head;
        q++;
      }
    } else {
      participation = E;
      const over = placed + sumQ + Math.max(prevPrep, E) - C;
      if (over >= 0) participation = E - over;
    }
    let sv = 0;
    for (let j = q; j < sorted.length; j++) {
      if (sorted[j]!.isPotentialSniper) {
        sv = sorted[j]!.value;
        break;
      }
    }
    const others = sumQ - sv;
    const rawPrep = Math.max(0, C - (placed + others + 2 * participation));
    if (participation === 0) {
      // Place k and the following ones become filler rows.
      done = true;
      break;
    }
    const snipe = securePlace({
      levelCost: C,
      currentDeposits: T0,
      yourParticipation: sv,
      otherParticipation: investor ? participation : 0,
      yourArcBonus: arcBonus,
      reward,
      rules,
    });
    const preparation = Math.max(rawPrep, lastPrep);
    lastPrep = preparation;
    prevPrep = preparation;
    placed += participation;
    deposits = placed + preparation + sumQ;
    places.push({
      place: k + 1,
      reward,
      expectedParticipation: E,
      participation,
      preparation,
      isInvestorParticipation: investor,
      investorIndex,
      roi: roi + 0,
      snipe,
    });
    if (deposits >= C) done = true;
  }

  const totalPreparations = Math.max(lastPrep, C - placed - sumQ);
  for (let k = places.length; k < placeCount; k++) {
    const E = expected[k]!;
    const row: PlaceRow = {
      place: k + 1,
      reward: data.rewards[k]!,
      expectedParticipation: E,
      participation: 0,
      preparation: totalPreparations,
      isInvestorParticipation: false,
      investorIndex: -1,
      roi: 0,
      snipe: null,
    };
    if (q < sorted.length) {
      const value = sorted[q]!.value;
      row.isInvestorParticipation = true;
      row.participation = value;
      row.roi = E - value + 0;
      row.investorIndex = q;
      sumQ -= value;
      q++;
    }
    places.push(row);
  }

  const extraInvestors: LevelInvestmentResult["extraInvestors"] = [];
  for (let j = q; j < sorted.length; j++) {
    extraInvestors.push({
      position: placeCount + 1 + (j - q),
      participation: sorted[j]!.value,
      investorIndex: j,
    });
  }

  return { level, cost: C, totalPreparations, places, extraInvestors, investors: sorted };
}
