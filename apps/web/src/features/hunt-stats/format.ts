import { fmt } from '@/i18n';

/** Money on these pages goes through useMoney (@/lib/money), in the site currency. */
/** A multiplier as the hunt pages write it, in the screen's language: "x12.50" / "x12,50". */
export const multi = (x: number | null | undefined) => (x === null || x === undefined ? '-' : `x${fmt().number(x, 2)}`);

/** Profit green, loss red (the colours of the site's success and danger text). */
export const profitClass = (amount: number) => (amount > 0 ? 'text-success' : amount < 0 ? 'text-danger' : '');

/** Chart colours: readable on the dark surface. */
export const CHART = {
  profit: '#34d399',
  loss: '#f87171',
  line: '#a78bfa',
  bar: '#38bdf8',
  grid: '#272c3d',
  axis: '#8a90a6',
  start: '#facc15',
} as const;
