/**
 * The real ranges of the tools' number fields (docs/site.md §13). A field refuses a value outside
 * its range with a message instead of computing with it (an investor bonus of 99,999,999,999 % is
 * a typing slip, not a plan), and never clamps it. The upper bounds sit above anything the game
 * gives today, so a real player never meets them, yet far below what breaks a calculation.
 */

/** Arc / investor bonus in %: the game data's Arc peaks at 100 % (level 191); room for boosts the data lacks. */
export const BONUS_PERCENT_MAX = 200;

/**
 * Château Frontenac quest boost in %: the CF with other quest boosts reaches well over 1,000 % in
 * late-game cities (the tests use 1,300 %); far above it is a typing mistake (999,999 %).
 */
export const CF_BOOST_MAX = 10_000;

/** GB levels: the game data knows levels up to 420. */
export const GB_LEVEL_MAX = 1_000;

/** FP of one level, and FP paid into it: the dearest level in the game data costs 20,694,880 FP. */
export const LEVEL_FP_MAX = 100_000_000;

/** FP produced per day. */
export const FP_PER_DAY_MAX = 1_000_000;

/** Goods (stock, production per day, a trade). */
export const GOODS_MAX = 1_000_000_000;

/** Coins or supplies a player holds. */
export const RESOURCE_MAX = 1_000_000_000_000;

/** Quests done in a day. */
export const QUEST_COUNT_MAX = 100_000;
