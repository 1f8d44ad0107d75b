/** A multiplier as streamers write it: 184x, 12.34x; '-' for nothing. */
export const multi = (x: number | null | undefined, digits = 0) =>
  x === null || x === undefined ? '-' : `${x.toLocaleString('en-US', { maximumFractionDigits: digits })}x`;

/** #rrggbb and an opacity 0-100 as rgba(). */
export function rgba(hex: string, opacityPercent: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${Math.max(0, Math.min(100, opacityPercent)) / 100})`;
}
