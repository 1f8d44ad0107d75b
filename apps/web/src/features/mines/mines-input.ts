import { MAX_MINES, MIN_MINES } from '@app/contracts';
import { clampInteger } from '@/components/ui/bet-input';
import { fmt } from '@/i18n';

/** docs/product.md#mines: the mine-count presets. */
export const MINES_PRESETS = [1, 3, 5, 10, 24] as const;
/*
 * The reference product clamped the mine count to 1..100, but the board has 25 tiles and the server
 * takes MIN_MINES..MAX_MINES (1..24, at least one safe tile), so the field clamps to 24: a value the
 * server would refuse is never sent (docs/product.md#departures-from-the-reference).
 */

/** Parse as an integer (non-numeric 0), then clamp to 1..24. */
export const clampMines = (raw: string | number) => clampInteger(raw, MIN_MINES, MAX_MINES);

/** Multipliers are shown to 2 decimals (docs/product.md#mines), in the screen's language: 1.13x / 1,13x. */
export const formatMultiplier = (value: number | null | undefined) =>
  value == null ? '—' : fmt().multiplier(value, 2);
