/** Money on these pages goes through useMoney (@/lib/money), in the site currency. */
const multiFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A multiplier as the hunt pages write it: "x12.50". */
export const multi = (x: number | null | undefined) =>
  x === null || x === undefined ? '-' : `x${multiFormat.format(x)}`;

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
