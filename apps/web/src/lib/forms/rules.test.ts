import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RULES, decimalPattern, isEmpty, requiredIfApplies, type RuleContext } from "./rules";

const ctx: RuleContext = { values: {} };
const file = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

describe("required", () => {
  it("treats empty, whitespace-only and empty lists as missing", () => {
    for (const v of [undefined, null, "", "   \t", []])
      expect(RULES.required(v, true, ctx)).toBe(false);
    for (const v of ["a", " a ", 0, ["x"], true]) expect(RULES.required(v, true, ctx)).toBe(true);
  });
  it("accepts false unless told not to", () => {
    expect(RULES.required(false, true, ctx)).toBe(true);
    expect(RULES.required(false, { allowFalse: false }, ctx)).toBe(false);
    expect(RULES.required("", false, ctx)).toBe(true);
  });
  it("whitespace of any length is empty (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (s) => isEmpty(s) && !RULES.required(s, true, ctx)),
    );
  });
});

describe("required_if", () => {
  it("applies when the target is filled, or has one of the values", () => {
    expect(requiredIfApplies("x")).toBe(true);
    expect(requiredIfApplies("")).toBe(false);
    expect(requiredIfApplies("b", ["a", "b"])).toBe(true);
    expect(requiredIfApplies("c", ["a", "b"])).toBe(false);
    expect(RULES.required_if("", { target: "other" }, { values: { other: "set" } })).toBe(false);
    expect(RULES.required_if("", { target: "other" }, { values: { other: " " } })).toBe(true);
    expect(
      RULES.required_if("", { target: "kind", values: ["pro"] }, { values: { kind: "basic" } }),
    ).toBe(true);
    expect(
      RULES.required_if("v", { target: "kind", values: ["pro"] }, { values: { kind: "pro" } }),
    ).toBe(true);
  });
});

describe("alphabetic rules (every locale's letters)", () => {
  it("accepts accented Latin and Cyrillic letters", () => {
    for (const word of ["Ärger", "příliš", "żółć", "Привет", "çağrı", "Ångström", "façade"]) {
      expect(RULES.alpha(word, true, ctx), word).toBe(true);
    }
    expect(RULES.alpha("abc1", true, ctx)).toBe(false);
    expect(RULES.alpha("a b", true, ctx)).toBe(false);
  });
  it("alpha_dash, alpha_num, alpha_spaces", () => {
    expect(RULES.alpha_dash("Öl_Bar-2", true, ctx)).toBe(true);
    expect(RULES.alpha_dash("a b", true, ctx)).toBe(false);
    expect(RULES.alpha_num("Łódź2026", true, ctx)).toBe(true);
    expect(RULES.alpha_num("a-b", true, ctx)).toBe(false);
    expect(RULES.alpha_spaces("Jean Lücke", true, ctx)).toBe(true);
    expect(RULES.alpha_spaces("Jean2", true, ctx)).toBe(false);
  });
  it("every item of a list must pass", () => {
    expect(RULES.alpha(["ab", "cd"], true, ctx)).toBe(true);
    expect(RULES.alpha(["ab", "c1"], true, ctx)).toBe(false);
  });
});

describe("numbers", () => {
  it("between, min_value and max_value compare numerically (inclusive)", () => {
    expect(RULES.between("5", { min: 1, max: 5 }, ctx)).toBe(true);
    expect(RULES.between("5.1", { min: 1, max: 5 }, ctx)).toBe(false);
    expect(RULES.between("abc", { min: 1, max: 5 }, ctx)).toBe(false);
    expect(RULES.min_value("3", 3, ctx)).toBe(true);
    expect(RULES.min_value(2, 3, ctx)).toBe(false);
    expect(RULES.max_value("10", 9, ctx)).toBe(false);
  });
  it("between agrees with min_value and max_value (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -2000, max: 2000 }),
        (a, b, n) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const v = String(n);
          return (
            RULES.between(v, { min, max }, ctx) ===
            (RULES.min_value(v, min, ctx) && RULES.max_value(v, max, ctx))
          );
        },
      ),
    );
  });
  it("digits takes Latin and Arabic-Indic digits of the exact length", () => {
    expect(RULES.digits("1234", 4, ctx)).toBe(true);
    expect(RULES.digits("١٢٣٤", 4, ctx)).toBe(true);
    expect(RULES.digits("۱۲۳", 3, ctx)).toBe(true);
    expect(RULES.digits("123", 4, ctx)).toBe(false);
    expect(RULES.digits("12a4", 4, ctx)).toBe(false);
  });
  it("integer and numeric", () => {
    expect(RULES.integer("-12", true, ctx)).toBe(true);
    expect(RULES.integer("1.5", true, ctx)).toBe(false);
    expect(RULES.numeric("0123", true, ctx)).toBe(true);
    expect(RULES.numeric("-1", true, ctx)).toBe(false);
  });
  it("every integer's text passes integer (property)", () => {
    fc.assert(fc.property(fc.integer(), (n) => RULES.integer(String(n), true, ctx) === true));
  });
  it("decimal: at most N decimals, with a dot or a comma", () => {
    expect(RULES.decimal("3.14", { decimals: 2 }, ctx)).toBe(true);
    expect(RULES.decimal("3.141", { decimals: 2 }, ctx)).toBe(false);
    expect(RULES.decimal("3,14", { decimals: 2, separator: "comma" }, ctx)).toBe(true);
    expect(RULES.decimal("3.14", { decimals: 2, separator: "comma" }, ctx)).toBe(false);
    expect(RULES.decimal("-7", {}, ctx)).toBe(true);
    expect(RULES.decimal(".5", {}, ctx)).toBe(true);
    expect(RULES.decimal("7", { decimals: 0 }, ctx)).toBe(true);
    expect(RULES.decimal("7.0", { decimals: 0 }, ctx)).toBe(false);
    expect(RULES.decimal("-", {}, ctx)).toBe(false);
    expect(RULES.decimal("1e5", {}, ctx)).toBe(false);
  });
  it("decimal accepts any fixed-point number with that many decimals (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (n, decimals, comma) => {
          const text = (n / 10 ** decimals).toFixed(decimals);
          const written = comma ? text.replace(".", ",") : text;
          return decimalPattern({ decimals, separator: comma ? "comma" : "dot" }).test(written);
        },
      ),
    );
  });
});

describe("text length", () => {
  it("length, min and max count characters (not UTF-16 units)", () => {
    expect(RULES.length("😀ab", 3, ctx)).toBe(true);
    expect(RULES.min("ab", 3, ctx)).toBe(false);
    expect(RULES.max("abc", 3, ctx)).toBe(true);
    expect(RULES.max("abcd", 3, ctx)).toBe(false);
    expect(RULES.min(["a", "b"], 2, ctx)).toBe(true);
  });
  it("min and max agree with length (property)", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(30), (s, n) => {
        const exact = RULES.length(s, n, ctx);
        return exact === (RULES.min(s, n, ctx) && RULES.max(s, n, ctx));
      }),
    );
  });
});

describe("lists and equality", () => {
  it("one_of, excluded / not_one_of, is, is_not", () => {
    expect(RULES.one_of("b", ["a", "b"], ctx)).toBe(true);
    expect(RULES.one_of("3", [1, 2, 3], ctx)).toBe(true);
    expect(RULES.one_of("c", ["a", "b"], ctx)).toBe(false);
    expect(RULES.excluded("admin", ["admin", "root"], ctx)).toBe(false);
    expect(RULES.not_one_of("alice", ["admin", "root"], ctx)).toBe(true);
    expect(RULES.is("yes", "yes", ctx)).toBe(true);
    expect(RULES.is("no", "yes", ctx)).toBe(false);
    expect(RULES.is_not("no", "yes", ctx)).toBe(true);
  });
  it("confirmed compares with the target field", () => {
    expect(RULES.confirmed("pw", "password", { values: { password: "pw" } })).toBe(true);
    expect(RULES.confirmed("pw", "password", { values: { password: "pW" } })).toBe(false);
  });
  it("regex, also with a global pattern called twice", () => {
    const pattern = /^[a-z]+$/g;
    expect(RULES.regex("abc", pattern, ctx)).toBe(true);
    expect(RULES.regex("abc", pattern, ctx)).toBe(true);
    expect(RULES.regex("ab1", pattern, ctx)).toBe(false);
  });
});

describe("email", () => {
  it("accepts usual addresses and rejects malformed ones", () => {
    for (const ok of ["a@b.co", "first.last+tag@example.test", "jürgen@müller.de"])
      expect(RULES.email(ok, true, ctx), ok).toBe(true);
    for (const bad of ["a@b", "a b@c.de", "@c.de", "a@.de", "a@b..de", "a@@b.de", "plain"])
      expect(RULES.email(bad, true, ctx), bad).toBe(false);
  });
  it("multiple addresses separated by commas", () => {
    expect(RULES.email("a@b.co, c@d.org", { multiple: true }, ctx)).toBe(true);
    expect(RULES.email("a@b.co, nope", { multiple: true }, ctx)).toBe(false);
    expect(RULES.email("a@b.co, c@d.org", true, ctx)).toBe(false);
  });
});

describe("files", () => {
  const png = file("avatar.PNG", "image/png", 2048);
  const pdf = file("doc.pdf", "application/pdf", 10);
  it("ext, image, mimes and size", () => {
    expect(RULES.ext([png], ["png", "jpg"], ctx)).toBe(true);
    expect(RULES.ext([pdf], ["png"], ctx)).toBe(false);
    expect(RULES.image([png], true, ctx)).toBe(true);
    expect(RULES.image([pdf], true, ctx)).toBe(false);
    expect(RULES.mimes([png], ["image/*"], ctx)).toBe(true);
    expect(RULES.mimes([pdf], ["image/*", "text/plain"], ctx)).toBe(false);
    expect(RULES.size([png], 2, ctx)).toBe(true);
    expect(RULES.size([png], 1, ctx)).toBe(false);
    expect(RULES.size("not a file", 1, ctx)).toBe(false);
  });
  it("dimensions measures each image", async () => {
    const imageSize = async (f: File) =>
      f.name === "avatar.PNG" ? { width: 64, height: 64 } : { width: 10, height: 10 };
    expect(
      await RULES.dimensions([png], { width: 64, height: 64 }, { values: {}, imageSize }),
    ).toBe(true);
    expect(
      await RULES.dimensions([png], { width: 32, height: 64 }, { values: {}, imageSize }),
    ).toBe(false);
    expect(
      await RULES.dimensions([pdf], { width: 10, height: 10 }, { values: {}, imageSize }),
    ).toBe(false);
    const broken = async () => Promise.reject(new Error("undecodable"));
    expect(
      await RULES.dimensions([png], { width: 64, height: 64 }, { values: {}, imageSize: broken }),
    ).toBe(false);
  });
});
