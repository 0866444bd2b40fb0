/** Campaign cost: toggling, tri-states and reading stored (legacy) conquered states. */
import { describe, expect, it } from "vitest";
import {
  convertLegacyConquered,
  getAgeState,
  getProvinceState,
  normalizeConquered,
  toggleConquered,
  type Conquered,
} from "../campaign-cost.js";
import { type AgeKey } from "../data/index.js";
import { errorOf } from "../../test/error-of.js";

describe("toggleConquered", () => {
  it("sets one sector", () => {
    expect(
      toggleConquered({
        conquered: {},
        age: "ModernEra",
        province: "Inashu",
        sector: 1,
        value: true,
      }),
    ).toEqual({ conquered: { ModernEra: { Inashu: [false, true, false, false] } } });
  });

  it("sets a whole province, and an already conquered province again changes nothing", () => {
    const once = toggleConquered({ age: "BronzeAge", province: "Tyr", value: true }).conquered;
    expect(once).toEqual({ BronzeAge: { Tyr: [true, true, true, true, true] } });
    expect(
      toggleConquered({ conquered: once, age: "BronzeAge", province: "Tyr", value: true })
        .conquered,
    ).toEqual(once);
  });

  it("sets a whole age (every province, data order)", () => {
    const all = toggleConquered({ conquered: {}, age: "BronzeAge", value: true }).conquered;
    expect(all).toEqual({
      BronzeAge: {
        Dunarsund: [true, true, true],
        Tyr: [true, true, true, true, true],
        Fel_Dranghyr: [true, true, true],
        Hymir: [true, true, true, true, true],
      },
    });
    expect(Object.keys(all.BronzeAge!)).toEqual(["Dunarsund", "Tyr", "Fel_Dranghyr", "Hymir"]);
    expect(toggleConquered({ conquered: all, age: "BronzeAge", value: false }).conquered).toEqual(
      {},
    );
  });

  it("the last sector completes a province", () => {
    const c = { BronzeAge: { Dunarsund: [true, true, false] } };
    const out = toggleConquered({
      conquered: c,
      age: "BronzeAge",
      province: "Dunarsund",
      sector: 2,
      value: true,
    });
    expect(out.conquered).toEqual({ BronzeAge: { Dunarsund: [true, true, true] } });
    expect(getProvinceState(out.conquered, "BronzeAge", "Dunarsund")).toBe(1);
  });

  it("un-conquering the last sector drops the province and the age", () => {
    const c = { BronzeAge: { Dunarsund: [false, true, false] } };
    expect(
      toggleConquered({
        conquered: c,
        age: "BronzeAge",
        province: "Dunarsund",
        sector: 1,
        value: false,
      }),
    ).toEqual({ conquered: {} });
  });

  it("returns the canonical form: padded arrays, data order, unknown keys dropped", () => {
    const c = {
      IronAge: { Maktaba: [true], Badakus: [] as boolean[], Nowhere: [true] },
      NoAge: { X: [true] },
      BronzeAge: { Tyr: [false, false] },
    } as unknown as Conquered;
    const out = toggleConquered({
      conquered: c,
      age: "BronzeAge",
      province: "Dunarsund",
      sector: 0,
      value: true,
    });
    expect(out.conquered).toEqual({
      BronzeAge: { Dunarsund: [true, false, false] },
      IronAge: { Maktaba: [true, false, false] },
    });
    expect(Object.keys(out.conquered)).toEqual(["BronzeAge", "IronAge"]);
    // The input is not modified.
    expect(c.IronAge!.Maktaba).toEqual([true]);
  });

  it("treats a missing conquered map as empty and only `true` as conquering", () => {
    expect(
      toggleConquered({ age: "BronzeAge", province: "Dunarsund", sector: 0, value: true })
        .conquered,
    ).toEqual({
      BronzeAge: { Dunarsund: [true, false, false] },
    });
    expect(
      toggleConquered({
        age: "BronzeAge",
        province: "Dunarsund",
        value: "yes" as unknown as boolean,
      }).conquered,
    ).toEqual({});
  });

  it("checks age, then province, then sector", () => {
    expect(
      errorOf(() =>
        toggleConquered({ age: "Nope" as AgeKey, province: "x", sector: -1, value: true }),
      ),
    ).toEqual({
      name: "UnknownAgeError",
      field: "age",
    });
    expect(
      errorOf(() =>
        toggleConquered({ age: "BronzeAge", province: "Badakus", sector: -1, value: true }),
      ),
    ).toEqual({
      name: "UnknownProvinceError",
      field: "province",
    });
    expect(errorOf(() => toggleConquered({ age: "BronzeAge", sector: 0, value: true })).name).toBe(
      "UnknownProvinceError",
    );
  });

  it.each([[-1], [3], [1.5], [Number.NaN], ["0"], [Number.POSITIVE_INFINITY]])(
    "sector %j of Dunarsund (3 sectors) -> UnknownSectorError",
    (sector) => {
      expect(
        errorOf(() =>
          toggleConquered({
            age: "BronzeAge",
            province: "Dunarsund",
            sector: sector as number,
            value: true,
          }),
        ),
      ).toEqual({ name: "UnknownSectorError", field: "sector" });
    },
  );
});

describe("getProvinceState / getAgeState", () => {
  it("derive the tri-states", () => {
    const c: Conquered = {
      BronzeAge: { Dunarsund: [true, true, true], Tyr: [false, true, false, false, false] },
    };
    expect(getProvinceState(c, "BronzeAge", "Dunarsund")).toBe(1);
    expect(getProvinceState(c, "BronzeAge", "Tyr")).toBe(-1);
    expect(getProvinceState(c, "BronzeAge", "Hymir")).toBe(0);
    expect(getAgeState(c, "BronzeAge")).toBe(-1);
    expect(getAgeState(c, "IronAge")).toBe(0);
    const age = toggleConquered({ age: "IronAge", value: true }).conquered;
    expect(getAgeState(age, "IronAge")).toBe(1);
    // All provinces complete but one: provinces differ.
    const partial = toggleConquered({
      conquered: age,
      age: "IronAge",
      province: "Ruug",
      value: false,
    }).conquered;
    expect(getAgeState(partial, "IronAge")).toBe(-1);
  });

  it("throw for unknown keys", () => {
    expect(errorOf(() => getProvinceState({}, "SpaceAgeVenus", "x")).name).toBe("UnknownAgeError");
    expect(errorOf(() => getProvinceState({}, "BronzeAge", "Ruug")).name).toBe(
      "UnknownProvinceError",
    );
    expect(errorOf(() => getAgeState({}, "StoneAge")).name).toBe("UnknownAgeError");
  });
});

describe("normalizeConquered / legacy format", () => {
  it("converts the legacy FOE Tools format, padding short lists", () => {
    const legacy = {
      BronzeAge: {
        _state: -1,
        Dunarsund: { _state: 1, sectors: [true, true, true] },
        Tyr: { _state: -1, sectors: [true] },
        Hymir: { _state: 0, sectors: [false, false, false, false, false] },
      },
      IronAge: { _state: 0 },
      Atlantis: { _state: 1, Foo: { sectors: [true] } },
    };
    expect(convertLegacyConquered(legacy)).toEqual({
      BronzeAge: { Dunarsund: [true, true, true], Tyr: [true, false, false, false, false] },
    });
  });

  it("keeps canonical values, cuts long lists, accepts a mix, drops junk", () => {
    expect(
      normalizeConquered({
        BronzeAge: { Dunarsund: [true, false, false, true, true], Tyr: { sectors: [false, true] } },
        IronAge: "x",
      }),
    ).toEqual({
      BronzeAge: { Dunarsund: [true, false, false], Tyr: [false, true, false, false, false] },
    });
    expect(normalizeConquered(null)).toEqual({});
    expect(normalizeConquered([true])).toEqual({});
    expect(normalizeConquered("campaign")).toEqual({});
  });

  it("is a fixed point on canonical values", () => {
    const c = toggleConquered({ age: "ColonialAge", province: "Narcien", value: true }).conquered;
    expect(normalizeConquered(c)).toEqual(c);
  });
});
