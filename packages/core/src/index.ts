/**
 * @foe-toolbox/core — Forge of Empires game data and calculators.
 * Every function is pure and synchronous; invalid input throws a named error (see errors.ts).
 */
export * from "./errors.js";
export * from "./data/index.js";
export * from "./gb-investment.js";
export * from "./secure-position.js";
export * from "./promotion-messages.js";
export * from "./gb-forecast-cost.js";
export * from "./gb-statistics.js";
export * from "./gb-leveling-order.js";
export * from "./campaign-cost.js";
export * from "./cf-calculator.js";
export * from "./trade.js";
export * from "./gb-prestige.js";
export * from "./gb-power-leveling.js";
export * from "./thread-helper.js";
