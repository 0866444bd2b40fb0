import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fieldFlags } from "./flags";

const base = {
  touched: false,
  manipulated: false,
  changed: false,
  pending: false,
  hasError: false,
  submitted: false,
};

describe("fieldFlags", () => {
  it("a fresh field is untouched, pristine and not validated", () => {
    expect(fieldFlags(base)).toEqual({
      untouched: true,
      touched: false,
      dirty: false,
      pristine: true,
      valid: true,
      invalid: false,
      validated: false,
      pending: false,
      changed: false,
      passed: false,
      failed: false,
    });
  });
  it("typing a wrong value makes it dirty, validated and failed", () => {
    const flags = fieldFlags({ ...base, manipulated: true, changed: true, hasError: true });
    expect(flags).toMatchObject({
      dirty: true,
      pristine: false,
      changed: true,
      validated: true,
      invalid: true,
      failed: true,
      passed: false,
    });
  });
  it("a pending validation is neither valid nor invalid", () => {
    expect(fieldFlags({ ...base, touched: true, pending: true, hasError: true })).toMatchObject({
      pending: true,
      valid: false,
      invalid: false,
      passed: false,
      failed: false,
    });
  });
  it("opposite flags always disagree; passed/failed imply validated (property)", () => {
    fc.assert(
      fc.property(
        fc.record({
          touched: fc.boolean(),
          manipulated: fc.boolean(),
          changed: fc.boolean(),
          pending: fc.boolean(),
          hasError: fc.boolean(),
          submitted: fc.boolean(),
        }),
        (state) => {
          const f = fieldFlags(state);
          return (
            f.touched !== f.untouched &&
            f.dirty !== f.pristine &&
            !(f.valid && f.invalid) &&
            (!f.passed || (f.validated && f.valid)) &&
            (!f.failed || (f.validated && f.invalid))
          );
        },
      ),
    );
  });
});
