import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { messageValues, validateField } from "./validate";

const ctx = { values: {} };

describe("validateField", () => {
  it("skips every rule of an empty optional field", async () => {
    expect(await validateField("", { email: true, min: 3 }, ctx)).toEqual({ valid: true });
    expect(await validateField("  ", { numeric: true }, ctx)).toEqual({ valid: true });
  });
  it("reports a missing required value before any other rule", async () => {
    expect(await validateField("", { min: 3, required: true }, ctx)).toEqual({
      valid: false,
      failure: { rule: "required", values: {} },
    });
  });
  it("bails at the first failing rule, in the order written", async () => {
    const result = await validateField("a", { min: 3, email: true }, ctx);
    expect(result).toEqual({ valid: false, failure: { rule: "min", values: { length: 3 } } });
    const other = await validateField("a", { email: true, min: 3 }, ctx);
    expect(other.valid === false && other.failure.rule).toBe("email");
  });
  it("required_if only demands a value when it applies", async () => {
    const rules = { required_if: { target: "kind", values: ["pro"] }, min: 2 };
    expect((await validateField("", rules, { values: { kind: "basic" } })).valid).toBe(true);
    expect(await validateField("", rules, { values: { kind: "pro" } })).toEqual({
      valid: false,
      failure: { rule: "required_if", values: {} },
    });
    expect((await validateField("x", rules, { values: { kind: "basic" } })).valid).toBe(false);
  });
  it("a custom rule that throws fails with the default message", async () => {
    const result = await validateField(
      "x",
      {
        custom: () => {
          throw new Error("boom");
        },
      },
      ctx,
    );
    expect(result).toEqual({ valid: false, failure: { rule: "custom", values: {} } });
  });
  it("gives the parameters that messages show", () => {
    expect(messageValues("between", { min: 1, max: 9 })).toEqual({ min: 1, max: 9 });
    expect(messageValues("one_of", ["a", 2])).toEqual({ values: "a, 2" });
    expect(messageValues("decimal", {})).toEqual({ decimals: -1 });
    expect(messageValues("confirmed", "password")).toEqual({ target: "password" });
  });
  it("never throws, whatever the value (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (value) => {
        const result = await validateField(
          value,
          { required: true, alpha_num: true, max: 5, between: { min: 0, max: 9 } },
          ctx,
        );
        return typeof result.valid === "boolean";
      }),
    );
  });
});
