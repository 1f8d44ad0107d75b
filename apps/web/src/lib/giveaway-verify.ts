import type { GiveawayPick as ServerPick } from '@app/contracts';
import {
  beaconClientSeed,
  drawGiveaway,
  giveawayEntriesText,
  hashServerSeed,
  hmacSha256Hex,
  parseGiveawayEntriesText,
  roundMessage,
  sha256Hex,
  type GiveawayEntry,
} from '@app/games';

/**
 * The giveaway verifier: (shared in lib/: the tournaments recompute their seeding with it) recomputes a draw in the browser with the server's own pure draw
 * (@app/games, docs/games.md#giveaway-draws), from the revealed server seed and the public entry list.
 * Nothing is reimplemented here: the hash, the client seed and every pick come from the package; this
 * file only lays them side by side with what the server published.
 */

/** A value recomputed here against the one published (null when nothing was published to compare). */
export type Check = { computed: string; expected: string | null; matches: boolean | null };

/** One pick as recomputed: the HMAC message and its hex, the float, the ticket, the entry. */
export type VerifiedPick = {
  nonce: number;
  /** `clientSeed:nonce:0`, the message HMAC-SHA256 is keyed with the server seed over. */
  message: string;
  /** HMAC_SHA256(serverSeed, message) in hex; its first 4 bytes make the float. */
  hmac: string;
  float: number;
  ticketsInDraw: number;
  ticket: number;
  entryId: string;
  /** The server's pick of the same nonce, when the server's picks were given. */
  server: ServerPick | null;
  /** Whether the server's pick has the same entry, ticket and tickets in draw (null: nothing to compare). */
  matches: boolean | null;
};

/**
 * Why a pasted entry list cannot be drawn: a line that is not `entryId:tickets` (its number, from 1),
 * entries the draw refuses (an id not 1-64 of [A-Za-z0-9_-], a ticket count below 1, an entry listed
 * twice), or a list not in its published form (e.g. a leading zero). The page words it.
 */
export type EntryListProblem =
  { kind: 'line'; line: number } | { kind: 'entries' } | { kind: 'notPublishedForm' } | { kind: 'randomness' };

export type GiveawayVerification =
  | { ok: false; error: EntryListProblem; hash: Check }
  | {
      ok: true;
      hash: Check;
      clientSeed: Check;
      /** The client seed used the beacon round's randomness (ADR 066), not the entry list alone. */
      beacon: boolean;
      /** The entry list as the draw reads it (a list whose text is not in its normal form cannot match). */
      entries: GiveawayEntry[];
      tickets: number;
      picks: VerifiedPick[];
      /** Every check that had something to compare came out equal, and the server's pick count too. */
      allMatch: boolean;
    };

export type VerifyGiveawayInput = {
  serverSeed: string;
  /** The public entry list: `entryId:tickets` lines joined by "\n". */
  entriesText: string;
  /** How many picks to recompute (the server's pick count when checking a published draw). */
  picks: number;
  /** The SHA-256 published before the draw (optional for a pasted check). */
  expectedHash?: string | null;
  /**
   * The randomness (hex) of the drand round the draw used: the client seed is then SHA-256 of the
   * list text, "\n" and it; none (a draw without the beacon, or before it): SHA-256 of the list alone.
   */
  randomness?: string | null;
  /** The client seed the server published. */
  expectedClientSeed?: string | null;
  /** The server's picks in nonce order, to compare pick by pick. */
  serverPicks?: readonly ServerPick[] | null;
};

const normalise = (hex: string | null | undefined) => hex?.trim().toLowerCase() || null;

function check(computed: string, expected: string | null | undefined): Check {
  const wanted = normalise(expected);
  return { computed, expected: wanted, matches: wanted === null ? null : wanted === computed };
}

/** Whole tickets of all entries in the draw (what the first pick draws from): an ineligible entry holds none. */
const totalTickets = (entries: readonly GiveawayEntry[]) =>
  entries.reduce((sum, e) => sum + (e.ineligible ? 0 : e.tickets), 0);

/**
 * Recomputes a draw: SHA-256 of the server seed against the published hash, the client seed as
 * SHA-256 of the entry list's text (followed by "\n" and the beacon round's randomness when there is one), then `picks` picks with drawGiveaway, each compared with the
 * server's pick of the same nonce.
 */
export function verifyGiveaway(input: VerifyGiveawayInput): GiveawayVerification {
  const serverSeed = input.serverSeed.trim();
  const hash = check(hashServerSeed(serverSeed), input.expectedHash);
  // The pasted text may come with Windows line ends or a trailing newline from a copy: the list is its lines.
  const text = input.entriesText.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  // The line's shape is the package's own (parseGiveawayEntriesText): found here only to name the line.
  const badLine = text === '' ? -1 : text.split('\n').findIndex((line) => !/^([^:]+):(\d+)$/.test(line));
  if (badLine >= 0) return { ok: false, error: { kind: 'line', line: badLine + 1 }, hash };
  let entries: GiveawayEntry[];
  try {
    entries = parseGiveawayEntriesText(text);
  } catch {
    return { ok: false, error: { kind: 'entries' }, hash };
  }
  if (giveawayEntriesText(entries) !== text) return { ok: false, error: { kind: 'notPublishedForm' }, hash };
  const randomness = normalise(input.randomness);
  if (randomness !== null && !/^[0-9a-f]{64}$/.test(randomness))
    return { ok: false, error: { kind: 'randomness' }, hash };
  const clientSeedHex = randomness === null ? sha256Hex(text) : beaconClientSeed(entries, randomness);
  const clientSeed = check(clientSeedHex, input.expectedClientSeed);
  const drawn = drawGiveaway(serverSeed, entries, input.picks, clientSeedHex);
  const serverPicks = input.serverPicks ?? null;
  const picks = drawn.map((p): VerifiedPick => {
    const message = roundMessage(clientSeedHex, p.nonce, 0);
    const server = serverPicks?.find((s) => s.nonce === p.nonce) ?? null;
    return {
      ...p,
      message,
      hmac: hmacSha256Hex(serverSeed, message),
      server,
      matches:
        serverPicks === null
          ? null
          : server !== null &&
            server.entryId === p.entryId &&
            server.ticket === p.ticket &&
            server.ticketsInDraw === p.ticketsInDraw,
    };
  });
  const sameCount = serverPicks === null || serverPicks.length === picks.length;
  const allMatch =
    hash.matches !== false && clientSeed.matches !== false && sameCount && picks.every((p) => p.matches !== false);
  return {
    ok: true,
    hash,
    clientSeed,
    beacon: randomness !== null,
    entries,
    tickets: totalTickets(entries),
    picks,
    allMatch,
  };
}
