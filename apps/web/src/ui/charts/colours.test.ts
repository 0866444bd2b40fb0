import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  darken,
  lighten,
  parseHex,
  parseRgb,
  rgbCss,
  withContrast,
} from "./colours";

describe("chart colours", () => {
  it("parses rgb() and clamps out-of-range channels", () => {
    expect(parseRgb("rgb(255,159,64)")).toEqual([255, 159, 64]);
    expect(parseRgb(" rgb(85, 271, 39) ")).toEqual([85, 255, 39]);
    expect(() => parseRgb("#ff0000")).toThrow(TypeError);
  });

  it("lightens and darkens each channel by a fraction of its way to 255 / 0, rounded", () => {
    // 30 % lighter: 54 + 201 * 0.3 = 114.3 -> 114; 162 + 93 * 0.3 = 189.9 -> 190; 235 + 6 = 241.
    expect(lighten([54, 162, 235], 0.3)).toEqual([114, 190, 241]);
    // 30 % darker: 255 * 0.7 = 178.5 -> 179; 159 * 0.7 = 111.3 -> 111; 64 * 0.7 = 44.8 -> 45.
    expect(darken([255, 159, 64], 0.3)).toEqual([179, 111, 45]);
    expect(lighten([102, 34, 17], 0.5)).toEqual([179, 145, 136]);
    expect(lighten([0, 0, 0], 1)).toEqual([255, 255, 255]);
    expect(darken([10, 20, 30], 0)).toEqual([10, 20, 30]);
  });

  it("writes CSS colours with an optional alpha", () => {
    expect(rgbCss([1, 2, 3])).toBe("rgb(1, 2, 3)");
    expect(rgbCss([255, 159, 64], 0.1)).toBe("rgba(255, 159, 64, 0.1)");
  });

  it("reads #rgb / #rrggbb and measures the WCAG contrast", () => {
    expect(parseHex("#23201a")).toEqual([35, 32, 26]);
    expect(parseHex("#fff")).toEqual([255, 255, 255]);
    expect(parseHex("oklch(0.5 0.1 20)")).toBeNull();
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
  });

  it("moves a colour just enough to stand out 3:1, lighter on dark and darker on light", () => {
    const brown: [number, number, number] = [102, 51, 0];
    const night: [number, number, number] = [35, 32, 26];
    expect(contrastRatio(brown, night)).toBeLessThan(3);
    const onNight = withContrast(brown, night);
    expect(contrastRatio(onNight, night)).toBeGreaterThanOrEqual(3);
    expect(onNight[0]).toBeGreaterThan(brown[0]);
    // Already readable: unchanged.
    expect(withContrast(brown, [255, 255, 255])).toEqual(brown);
    const yellow: [number, number, number] = [255, 230, 0];
    const onWhite = withContrast(yellow, [255, 255, 255]);
    expect(contrastRatio(onWhite, [255, 255, 255])).toBeGreaterThanOrEqual(3);
    expect(onWhite[0]).toBeLessThan(255);
  });
});
