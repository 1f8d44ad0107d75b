import { createHmacKey, type HmacKey } from '../fair/hmac';
import { sha256Hex } from '../fair/sha256';
import { bytesToFloats, roundBytes } from '../fair/stream';

/**
 * One line of a giveaway's frozen entry list: the entry's id and its whole number of tickets (>= 1).
 * `ineligible`: the account had reached the giveaway's winner limit at the close (ADR 070); the line
 * stays in the list (and in its text, marked `:ineligible`) but its tickets are out of the draw.
 */
export type GiveawayEntry = { id: string; tickets: number; ineligible?: boolean };

/** The mark an ineligible entry's line carries in the public text. */
export const INELIGIBLE_MARK = 'ineligible';

/** One pick of the draw: which nonce picked which ticket among how many, and the entry holding it. */
export type GiveawayPick = {
  nonce: number;
  /** The first float of HMAC_SHA256(serverSeed, clientSeed:nonce:0). */
  float: number;
  /** Tickets still in the draw when this pick was made. */
  ticketsInDraw: number;
  /** floor(float * ticketsInDraw): the winning ticket, counted through the remaining entries in list order. */
  ticket: number;
  entryId: string;
};

const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Throws unless every entry has a plain id (no ':' or newline), unique, and a whole positive ticket count. */
export function checkGiveawayEntries(entries: readonly GiveawayEntry[]): void {
  const seen = new Set<string>();
  for (const e of entries) {
    if (!ENTRY_ID.test(e.id)) throw new Error(`entry id must be 1-64 of [A-Za-z0-9_-], got ${JSON.stringify(e.id)}`);
    if (!Number.isSafeInteger(e.tickets) || e.tickets < 1)
      throw new Error(`entry ${e.id}: tickets must be a whole number >= 1`);
    if (seen.has(e.id)) throw new Error(`entry ${e.id} is listed twice`);
    seen.add(e.id);
  }
}

/**
 * The public form of the frozen entry list: `entryId:tickets` lines in list order, joined by "\n"; an
 * ineligible entry's line ends in `:ineligible` (a list without one reads as it always did).
 */
export function giveawayEntriesText(entries: readonly GiveawayEntry[]): string {
  return entries.map((e) => `${e.id}:${e.tickets}${e.ineligible ? `:${INELIGIBLE_MARK}` : ''}`).join('\n');
}

/** Reads the public entry list back (the verify page's pasted text); throws on a malformed line. */
export function parseGiveawayEntriesText(text: string): GiveawayEntry[] {
  if (text === '') return [];
  const entries = text.split('\n').map((line, i) => {
    const m = /^([^:]+):(\d+)(:ineligible)?$/.exec(line);
    if (!m) throw new Error(`line ${i + 1} is not entryId:tickets (or entryId:tickets:ineligible)`);
    return m[3] ? { id: m[1]!, tickets: Number(m[2]), ineligible: true } : { id: m[1]!, tickets: Number(m[2]) };
  });
  checkGiveawayEntries(entries);
  return entries;
}

/** The draw's client seed: the SHA-256 hex of the public entry list, so the list fixes the draw. */
export function giveawayClientSeed(entries: readonly GiveawayEntry[]): string {
  return sha256Hex(giveawayEntriesText(entries));
}

/** The tickets an entry holds in the draw: none when it is ineligible. */
const inDraw = (e: GiveawayEntry): number => (e.ineligible ? 0 : e.tickets);

/**
 * Remaining tickets per entry in list order (an ineligible entry holds none, so no ticket falls in it), with a Fenwick tree for prefix sums: finding the entry
 * that holds ticket t among the remaining ones, and taking an entry out, cost O(log n) each, so 100
 * picks among 100,000 entries read the list once.
 */
function ticketTree(entries: readonly GiveawayEntry[]) {
  const n = entries.length;
  const tree = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const at = i + 1;
    tree[at] = tree[at]! + inDraw(entries[i]!);
    const parent = at + (at & -at);
    if (parent <= n) tree[parent] = tree[parent]! + tree[at]!;
  }
  let top = 1;
  while (top * 2 <= n) top *= 2;
  return {
    /** The index (0-based) of the entry whose cumulative range holds ticket t (0 <= t < total). */
    find(t: number): number {
      let pos = 0;
      let rest = t;
      for (let step = top; step > 0; step >>= 1) {
        const next = pos + step;
        if (next <= n && tree[next]! <= rest) {
          pos = next;
          rest -= tree[next]!;
        }
      }
      return pos; // the (pos+1)-th entry, 0-based pos
    },
    remove(index: number, tickets: number): void {
      for (let at = index + 1; at <= n; at += at & -at) tree[at] = tree[at]! - tickets;
    },
  };
}

/**
 * The picks of a provably fair giveaway draw (docs/games.md#giveaways): pick k uses nonce k, takes the
 * first float f of HMAC_SHA256(serverSeed, clientSeed + ":" + k + ":0") with clientSeed the SHA-256 of
 * the entry list's text, and wins ticket floor(f * T) of the T tickets still in the draw, counted
 * through the remaining entries in list order; that entry leaves the draw with all its tickets. An
 * ineligible entry (ADR 070) holds no ticket: T counts only the others.
 *
 * `picks` is the winners plus the rerolls made so far (a reroll is simply the next pick). Fewer picks
 * come back when the entries run out (every entry won).
 */
export function drawGiveaway(
  serverSeed: string | HmacKey,
  entries: readonly GiveawayEntry[],
  picks: number,
  /** The draw's client seed; default: the list's own (`giveawayClientSeed`, a draw without a beacon). */
  clientSeed: string = giveawayClientSeed(entries),
): GiveawayPick[] {
  checkGiveawayEntries(entries);
  if (!Number.isSafeInteger(picks) || picks < 0) throw new Error('picks must be a whole number >= 0');
  const key = typeof serverSeed === 'string' ? createHmacKey(serverSeed) : serverSeed;
  const tree = ticketTree(entries);
  let ticketsInDraw = entries.reduce((sum, e) => sum + inDraw(e), 0);
  if (!Number.isSafeInteger(ticketsInDraw)) throw new Error('too many tickets in all');
  const out: GiveawayPick[] = [];
  for (let nonce = 0; nonce < picks && ticketsInDraw > 0; nonce++) {
    const float = bytesToFloats(roundBytes(key, clientSeed, nonce, 0))[0]!;
    const ticket = Math.floor(float * ticketsInDraw);
    const index = tree.find(ticket);
    const entry = entries[index]!;
    out.push({ nonce, float, ticketsInDraw, ticket, entryId: entry.id });
    tree.remove(index, inDraw(entry));
    ticketsInDraw -= inDraw(entry);
  }
  return out;
}

/** The winners' entry ids, in the order drawn (no rerolls). */
export function drawWinners(
  serverSeed: string,
  entries: readonly GiveawayEntry[],
  winners: number,
  clientSeed?: string,
): string[] {
  return drawGiveaway(serverSeed, entries, winners, clientSeed).map((p) => p.entryId);
}
