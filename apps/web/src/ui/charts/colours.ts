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
