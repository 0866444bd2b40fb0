// Inputs of the "full leveling plan" benchmark: every GB, from not built to level 80, for the
// most requested bonus kinds (docs/tools/gb-leveling-order.md §3).
export function planInputs(core) {
  const gbs = core.listGreatBuildings().map((gb) => gb.key);
  const base = { targetLevel: 80, goodsFpRatio: 0.2, fpPer24h: 100, investorPercentage: 90, gbs };
  return {
    "forgePoints, every GB to 80": { ...base, reward: "forgePoints", includeRandomRewards: true },
    "goods, every GB to 80": { ...base, reward: "goods", includeRandomRewards: true },
    "militaryBoost, every GB to 80": { ...base, reward: "militaryBoost" },
    "supportPool, every GB to 80": { ...base, reward: "supportPool" },
  };
}
