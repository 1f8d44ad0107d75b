import { moneyTextToCents } from '@app/contracts';
import { AVG_GROUPS, type AvgGroup } from '@app/hunts';

/** Longest GTB amount as typed after an optional `$` (a trillion dollars with cents fits). */
export const GTB_AMOUNT_MAX_CHARS = 16;
/** Most digits of an AVG bet as typed (the range itself is the service's check). */
export const AVG_BET_MAX_DIGITS = 15;
/** Longest slot request query, in code points. */
export const SR_QUERY_MAX_CHARS = 60;

export type GtbArgs =
  | { kind: 'guess'; cents: number }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'error'; code: 'GTB_AMOUNT_MISSING' | 'GTB_AMOUNT_INVALID' };

export type AvgArgs =
  | { kind: 'bet'; group: AvgGroup; points: number }
  | { kind: 'error'; code: 'AVG_GROUP_MISSING' | 'AVG_GROUP_INVALID' | 'AVG_BET_MISSING' | 'AVG_BET_INVALID' };

export type PickArgs =
  | { kind: 'pick'; side: 'a' | 'b'; points: number }
  | { kind: 'error'; code: 'PICK_SIDE_MISSING' | 'PICK_SIDE_INVALID' | 'PICK_POINTS_MISSING' | 'PICK_POINTS_INVALID' };

export type SrArgs =
  | { kind: 'request'; query: string }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'error'; code: 'SR_QUERY_MISSING' | 'SR_QUERY_TOO_LONG' };

/** `open` / `close` as the one argument of a moderator's `!gtb` or `!sr`, any case. */
function openClose(args: readonly string[]): { kind: 'open' } | { kind: 'close' } | null {
  if (args.length !== 1) return null;
  const word = args[0]!.toLowerCase();
  return word === 'open' ? { kind: 'open' } : word === 'close' ? { kind: 'close' } : null;
}

/**
 * `!gtb <amount>` or a moderator's `!gtb open|close`. The amount is exactly one argument, an
 * optional leading `$`, then what `moneyTextToCents` accepts (`1234`, `1234.50`, `1234,50`);
 * thousands separators, signs, exponents and non-ASCII digits are refused. The range is the service's.
 */
export function parseGtbArgs(args: readonly string[]): GtbArgs {
  const oc = openClose(args);
  if (oc) return oc;
  if (args.length === 0) return { kind: 'error', code: 'GTB_AMOUNT_MISSING' };
  if (args.length > 1) return { kind: 'error', code: 'GTB_AMOUNT_INVALID' };
  const text = args[0]!.startsWith('$') ? args[0]!.slice(1) : args[0]!;
  const cents = text.length <= GTB_AMOUNT_MAX_CHARS ? moneyTextToCents(text) : null;
  return cents === null ? { kind: 'error', code: 'GTB_AMOUNT_INVALID' } : { kind: 'guess', cents };
}

const asGroup = (arg: string): AvgGroup | null => {
  const upper = arg.toUpperCase();
  return (AVG_GROUPS as readonly string[]).includes(upper) ? (upper as AvgGroup) : null;
};
const BET = new RegExp(`^[0-9]{1,${AVG_BET_MAX_DIGITS}}$`);
const looksNumeric = (arg: string) => /^[-+$]?[0-9]/.test(arg) || /^\p{N}/u.test(arg);

/**
 * `!avg <group> <points>` (either order): a group letter A-F of @app/hunts in any case and whole
 * points of at most 15 ASCII digits (a third word is AVG_BET_INVALID). The range (1-500) is the
 * service's, with its own message.
 */
export function parseAvgArgs(args: readonly string[]): AvgArgs {
  if (args.length === 0) return { kind: 'error', code: 'AVG_GROUP_MISSING' };
  if (args.length > 2) return { kind: 'error', code: 'AVG_BET_INVALID' };
  const [a = '', b] = args;
  if (b === undefined) {
    if (asGroup(a)) return { kind: 'error', code: 'AVG_BET_MISSING' };
    return { kind: 'error', code: looksNumeric(a) ? 'AVG_GROUP_MISSING' : 'AVG_GROUP_INVALID' };
  }
  const [groupText, betText] = asGroup(a) ? [a, b] : asGroup(b) ? [b, a] : [null, null];
  if (groupText === null || betText === null) return { kind: 'error', code: 'AVG_GROUP_INVALID' };
  if (!BET.test(betText)) return { kind: 'error', code: 'AVG_BET_INVALID' };
  return { kind: 'bet', group: asGroup(groupText)!, points: Number(betText) };
}

const asSide = (arg: string): 'a' | 'b' | null => {
  const lower = arg.toLowerCase();
  return lower === 'a' || lower === 'b' ? lower : null;
};

/**
 * `!pick <a|b> <points>` (either order): the side of the match being played, a or b in any case, and
 * whole points of at most 15 ASCII digits. The range (1 to the tournament's maximum) is the service's.
 */
export function parsePickArgs(args: readonly string[]): PickArgs {
  if (args.length === 0) return { kind: 'error', code: 'PICK_SIDE_MISSING' };
  if (args.length > 2) return { kind: 'error', code: 'PICK_POINTS_INVALID' };
  const [x = '', y] = args;
  if (y === undefined) {
    if (asSide(x)) return { kind: 'error', code: 'PICK_POINTS_MISSING' };
    return { kind: 'error', code: looksNumeric(x) ? 'PICK_SIDE_MISSING' : 'PICK_SIDE_INVALID' };
  }
  const [sideText, pointsText] = asSide(x) ? [x, y] : asSide(y) ? [y, x] : [null, null];
  if (sideText === null || pointsText === null) return { kind: 'error', code: 'PICK_SIDE_INVALID' };
  if (!BET.test(pointsText)) return { kind: 'error', code: 'PICK_POINTS_INVALID' };
  return { kind: 'pick', side: asSide(sideText)!, points: Number(pointsText) };
}

/**
 * `!sr <slot name>` or a moderator's `!sr open|close`: the words joined by one space, one pair of
 * surrounding quotes dropped, 1 to 60 code points.
 */
export function parseSrArgs(args: readonly string[]): SrArgs {
  const oc = openClose(args);
  if (oc) return oc;
  let query = args.join(' ').trim();
  const quoted = /^(["'“”«])(.*)(["'“”»])$/su.exec(query);
  if (quoted) query = quoted[2]!.trim();
  if (query === '') return { kind: 'error', code: 'SR_QUERY_MISSING' };
  if ([...query].length > SR_QUERY_MAX_CHARS) return { kind: 'error', code: 'SR_QUERY_TOO_LONG' };
  return { kind: 'request', query };
}
