/** The goods and ages translation tables cover exactly the keys of the game data. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listAges } from "@foe-toolbox/core/data/ages";
import { listGoods, listSpecialGoods } from "@foe-toolbox/core/data/goods";
import { LOCALES } from "@/i18n/locales";

const read = (ns: string, locale: string) =>
  JSON.parse(
    readFileSync(join(__dirname, "../../messages", ns, `${locale}.json`), "utf8"),
  ) as Record<string, string>;

describe("goods and ages names", () => {
  const goodKeys = [
    ...listGoods().map((g) => g.key),
    ...listSpecialGoods().map((s) => s.key),
  ].sort();
  // The shared ages namespace names every age of the data, NoAge included (GB chooser, statistics).
  const ageKeys = listAges()
    .map((a) => a.key)
    .sort();
  for (const locale of LOCALES) {
    it(`${locale}: one name per good and special good of goods.json / special-goods.json, and per age`, () => {
      expect(Object.keys(read("goods", locale)).sort()).toEqual(goodKeys);
      expect(Object.keys(read("ages", locale)).sort()).toEqual(ageKeys);
    });
  }
  it("English names are the data's names", () => {
    const en = read("goods", "en");
    for (const g of [...listGoods(), ...listSpecialGoods()]) expect(en[g.key]).toBe(g.name);
  });
  it("every locale names the goods of one age differently from each other", () => {
    for (const locale of LOCALES) {
      const names = read("goods", locale);
      for (const age of listAges()) {
        const own = age.goods.map((g) => names[g]);
        expect(new Set(own).size, `${locale} ${age.key}`).toBe(own.length);
      }
    }
  });
});
