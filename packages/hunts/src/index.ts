/**
 * Pure rules of bonus hunts, personal and live: the statistics, status and break-even every hunt
 * screen shows (stats.ts) and the settlement of the live hunt's viewer games, GTB and AVG
 * (settlement.ts), and the public statistics across finished live hunts (hunt-history.ts). Money is integer cents, points are integers. See docs/product.md#bonus-hunts.
 */
export * from './settlement';
export * from './stats';
export * from './hunt-history';
