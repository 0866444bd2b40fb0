import { describe, expect, it } from "vitest";
import { encodePermalink } from "@/platform/calculator/permalink";
import {
  defaultSecurePositionValues,
  isValidArcBonus,
  parseSecurePositionQuery,
  securePositionPermalinkEntries,
  toSecurePositionInput,
} from "./secure-position-state";

describe("secure-position state", () => {
  it("defaults every field to 0 but the Arc bonus", () => {
    expect(defaultSecurePositionValues(90)).toEqual({
      levelCost: 0,
      currentDeposits: 0,
      yourParticipation: 0,
      otherParticipation: 0,
      yourArcBonus: 90,
      fpTargetReward: 0,
    });
  });

  it("counts an empty field as 0 and leaves unreadable text for the core to reject", () => {
    const input = toSecurePositionInput({
      ...defaultSecurePositionValues(90),
      levelCost: "",
      currentDeposits: Number.NaN,
    });
    expect(input.levelCost).toBe(0);
    expect(input.currentDeposits).toBeNaN();
  });

  it("accepts an Arc bonus that is a finite number >= 0", () => {
    expect(isValidArcBonus(90.6)).toBe(true);
    expect(isValidArcBonus(0)).toBe(true);
    expect(isValidArcBonus("")).toBe(false);
    expect(isValidArcBonus(Number.NaN)).toBe(false);
    expect(isValidArcBonus(-1)).toBe(false);
  });

  it("reads every valid sp_* key and ignores the others", () => {
    const params = new URLSearchParams(
      "sp_lc=1720&sp_cd=860&sp_yp=10&sp_op=50&sp_ftr=245&sp_yab=90.6",
    );
    expect(parseSecurePositionQuery(params)).toEqual({
      levelCost: 1720,
      currentDeposits: 860,
      yourParticipation: 10,
      otherParticipation: 50,
      fpTargetReward: 245,
      yourArcBonus: 90.6,
    });
    const junk = new URLSearchParams(
      "sp_lc=0&sp_cd=-3&sp_yp=1.5&sp_op=abc&sp_ftr=&sp_yab=-1&utm=1",
    );
    expect(parseSecurePositionQuery(junk)).toBeNull();
    expect(parseSecurePositionQuery(new URLSearchParams("sp_cd=0&sp_lc=x"))).toEqual({
      currentDeposits: 0,
    });
    expect(parseSecurePositionQuery(new URLSearchParams("sp_yp=99999999999999999999"))).toBeNull();
  });

  it("round-trips the values through the permalink", () => {
    const values = {
      levelCost: 3357,
      currentDeposits: 100,
      yourParticipation: 0,
      otherParticipation: 40,
      yourArcBonus: 87.5,
      fpTargetReward: 915,
    };
    const query = encodePermalink(securePositionPermalinkEntries(values));
    expect(query).toBe("sp_cd=100&sp_ftr=915&sp_lc=3357&sp_op=40&sp_yab=87.5&sp_yp=0");
    expect(parseSecurePositionQuery(new URLSearchParams(query))).toEqual(values);
  });

  it("leaves unreadable fields and, for the embedded box, the level cost out of the link", () => {
    const values = {
      ...defaultSecurePositionValues(90),
      levelCost: 650,
      currentDeposits: Number.NaN,
      yourParticipation: "" as const,
    };
    expect(securePositionPermalinkEntries(values, { levelCost: false })).toEqual({
      sp_yp: 0,
      sp_op: 0,
      sp_ftr: 0,
      sp_yab: 90,
    });
  });
});
