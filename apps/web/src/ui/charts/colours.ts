/**
 * Series colours of the charts (docs/tools/gb-statistics.md §4, docs/tools/gb-forecast-cost.md §4): lighten/darken move
 * each RGB channel that fraction of the way to 255 / 0, rounded. Channels outside 0..255 in the
 * palette of docs/tools/gb-statistics.md §2 (VirtualFuture's 271) are clamped first, so every colour is a valid CSS colour.
 */

export type Rgb = readonly [number, number, number];

const clampChannel = (c: number) => Math.min(255, Math.max(0, Math.round(c)));

/** "rgb(85,271,39)" -> [85, 255, 39]; throws on anything else. */
export function parseRgb(colour: string): Rgb {
  const match = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(colour.trim());
  if (!match) throw new TypeError(`Not an rgb() colour: ${colour}`);
  return [
    clampChannel(Number(match[1])),
    clampChannel(Number(match[2])),
    clampChannel(Number(match[3])),
  ];
}

export function lighten([r, g, b]: Rgb, fraction: number): Rgb {
  return [
    clampChannel(r + (255 - r) * fraction),
    clampChannel(g + (255 - g) * fraction),
    clampChannel(b + (255 - b) * fraction),
  ];
}

export function darken([r, g, b]: Rgb, fraction: number): Rgb {
  return [
    clampChannel(r * (1 - fraction)),
    clampChannel(g * (1 - fraction)),
    clampChannel(b * (1 - fraction)),
  ];
}

export function rgbCss([r, g, b]: Rgb, alpha = 1): string {
  return alpha === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** "#23201a" or "#fff" -> [35, 32, 26]; null for anything else (e.g. a colour function). */
export function parseHex(colour: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join("") : match[1]!;
  const channel = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/** Relative luminance of WCAG 2 (0 black … 1 white). */
export function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 … 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Graphics need 3:1 against their background (WCAG 1.4.11). */
export const GRAPHIC_CONTRAST = 3;

/**
 * `colour` moved towards white on a dark background (towards black on a light one) just enough
 * to stand out by `ratio`, so a series keeps its hue and stays readable in both colour modes
 * (a dark brown line on the night theme's near-black card was all but invisible).
 */
export function withContrast(colour: Rgb, background: Rgb, ratio = GRAPHIC_CONTRAST): Rgb {
  const towardsWhite = luminance(background) < 0.18;
  for (let step = 0; step <= 20; step++) {
    const candidate = towardsWhite ? lighten(colour, step / 20) : darken(colour, step / 20);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return towardsWhite ? [255, 255, 255] : [0, 0, 0];
}
