// Typed access to one bundled data file (provenance in data/README.md).
import goodsFile from "../../data/goods.json" with { type: "json" };
import specialGoodsFile from "../../data/special-goods.json" with { type: "json" };
import type {
  AgeKey,
  Good,
  GoodsFile,
  GoodsProductionOption,
  SpecialGood,
  SpecialGoodsFile,
} from "./types.js";

const GOODS = goodsFile as unknown as GoodsFile;
const SPECIAL_GOODS = specialGoodsFile as unknown as SpecialGoodsFile;
const goodByKey = new Map<string, Good>(GOODS.goods.map((good) => [good.key, good]));

export function listGoods(): readonly Good[] {
  return GOODS.goods;
}

export function getGood(key: string): Good | undefined {
  return goodByKey.get(key);
}

/** The four production runs of a goods building of `age` (Bronze Age … Venus only). */
export function getGoodsProductionOptions(
  age: AgeKey,
): readonly GoodsProductionOption[] | undefined {
  return GOODS.productionOptions[age];
}

export function listSpecialGoods(): readonly SpecialGood[] {
  return SPECIAL_GOODS.specialGoods;
}

export const goodsMeta = GOODS.meta;
export const specialGoodsMeta = SPECIAL_GOODS.meta;
