import { GTB_MIN_GUESS_CENTS, AVG_MAX_BET, AVG_MIN_BET, type WinLimit } from '@app/contracts';
import { AVG_GROUP_RANGES } from '@app/hunts';
import { fmt, pointsText, t, type MessageId } from '@/i18n';
import { formatDateTimeShort } from '@/lib/dates';

/**
 * The date and time of the live hunt header: short and numeric, in the screen's language
 * ("23/11/2026, 14:05"; docs/product.md#tracking-page; lib/dates keeps every format).
 */
export const huntDate = (iso: string) => formatDateTimeShort(iso);

/** A multiplier as the live hunt writes it: "x70", "x12.50" (the screen's digits). */
export const xMulti = (value: number, digits?: number) => `x${fmt().number(value, digits)}`;

/** How a GTB prize place reads: '2,500 points' (the screen's language) or the admin's text. */
export const prizeLabel = (p: { points: number | null; text: string | null }) =>
  p.points !== null ? pointsText(p.points) : (p.text ?? '');

/** A GTB place: "1st", "2nd" / "1.º" / "1º". */
/** 'At most 1 GTB place won in the 30 days before GTB closes' (ADR 070). */
export const gtbWinLimitText = ({ wins, days }: WinLimit) =>
  t('live-hunt.winLimit.text', { count: wins, wins: fmt().number(wins), days: fmt().number(days) });

export const placeLabel = (place: number) => t('live-hunt.place', { place });

/** Dollars as the GTB range message writes a limit: 7,500, or 7,500.50 when not whole. */
const limitDollars = (cents: number) => fmt().number(cents / 100, cents % 100 === 0 ? 0 : 2);

/** The GTB guess's range in words (the page's check and a refusal of the server). */
export const gtbRangeText = (maxGuessCents: number) =>
  t('live-hunt.gtb.range', { min: limitDollars(GTB_MIN_GUESS_CENTS), max: limitDollars(maxGuessCents) });

/** The AVG bet's range in words (the page's check and a refusal of the server). */
export const avgRangeText = () =>
  t('live-hunt.avg.range', { min: fmt().number(AVG_MIN_BET), max: fmt().number(AVG_MAX_BET) });

/** The live hunt's states, as the console and the tables write them. */
export const HUNT_STATUS: Record<'live' | 'finished' | 'cancelled', MessageId> = {
  live: 'live-hunt.huntStatus.live',
  finished: 'live-hunt.huntStatus.finished',
  cancelled: 'live-hunt.huntStatus.cancelled',
};

/** GTB's and AVG's states in a sentence ("GTB opened · …"). */
export const GAME_STATUS: Record<'opened' | 'closed' | 'soon', MessageId> = {
  opened: 'live-hunt.gameStatus.opened',
  closed: 'live-hunt.gameStatus.closed',
  soon: 'live-hunt.gameStatus.soon',
};

/** The AVG groups' colours; their ranges come from the hunt rules (@app/hunts). */
export const AVG_GROUP_INFO = {
  A: { range: AVG_GROUP_RANGES.A.label, className: 'border-sky-500 text-sky-400' },
  B: { range: AVG_GROUP_RANGES.B.label, className: 'border-emerald-500 text-emerald-400' },
  C: { range: AVG_GROUP_RANGES.C.label, className: 'border-yellow-500 text-yellow-400' },
  D: { range: AVG_GROUP_RANGES.D.label, className: 'border-orange-500 text-orange-400' },
  E: { range: AVG_GROUP_RANGES.E.label, className: 'border-rose-500 text-rose-400' },
  F: { range: AVG_GROUP_RANGES.F.label, className: 'border-fuchsia-500 text-fuchsia-400' },
} as const;
