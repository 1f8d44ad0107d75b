import { clampInteger } from '@/components/ui/bet-input';

/** docs/product.md#mines: the mine-count presets. */
export const MINES_PRESETS = [1, 3, 5, 10, 24] as const;
export const TILE_COUNT = 25;
export const MIN_MINES = 1;
/**
 * The reference product clamped the mine count to 1..100, but the board has 25 tiles and the server
 * takes 1..24 (at least one safe tile), so the field clamps to 24: a value the server would refuse is
 * never sent (docs/product.md#departures-from-the-reference).
 */
export const MAX_MINES = 24;

/** Parse as an integer (non-numeric 0), then clamp to 1..24. */
export const clampMines = (raw: string | number) => clampInteger(raw, MIN_MINES, MAX_MINES);

/** Multipliers are shown to 2 decimals (docs/product.md#mines). */
export const formatMultiplier = (value: number | null | undefined) => (value == null ? '—' : `${value.toFixed(2)}x`);

export const formatPoints = (value: number) => value.toLocaleString('en-US');
/** '1 point', '12 points'. */
export const pointsLabel = (value: number) => `${formatPoints(value)} point${value === 1 ? '' : 's'}`;
