import { fmt, t } from '@/i18n';

/** A multiplier as streamers write it: 184x, 12.34x (the screen's digits); '-' for nothing. */
export const multi = (x: number | null | undefined, digits = 0) =>
  x === null || x === undefined ? '-' : fmt().multiplier(x, digits);

/** Points as the stream reads them, short: "1,500 pts" / "1 500 pts". */
export const pts = (points: number) => t('overlays.pts', { points: fmt().points(points) });

/** How many guesses: "1 guess", "12 guesses". */
export const guessesText = (count: number) => t('overlays.guesses', { count, guesses: fmt().number(count) });

/** A GTB prize place as the stream reads it: points or the admin's text. */
export const prizeLabel = (prize: { points: number | null; text: string | null }) =>
  prize.points !== null ? pts(prize.points) : (prize.text ?? '');

/** #rrggbb and an opacity 0-100 as rgba(). */
export function rgba(hex: string, opacityPercent: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${Math.max(0, Math.min(100, opacityPercent)) / 100})`;
}
