import type { Tournament } from '@app/contracts';
import {
  drandRoundAfter,
  drandRoundTime,
  firstRound,
  matchesInRound,
  nextSlot,
  roundCount,
  seedingClientSeed,
  seedTournament,
} from '@app/games';
import type { Tx } from '../../db/client';
import { BeaconUnavailable, type DrandRound } from '../../integrations/drand';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';
import { announce, lockForChange, type TournamentsContext } from './shared';
import type { TournamentViews } from './views';

type Used = ({ chain: string } & DrandRound) | { none: string };

/** The longest the start waits for its round to be published (it is due 3 s after the creation at most). */
const MAX_ROUND_WAIT_MS = 5_000;

const notUpcoming = () => new AppError('TOURNAMENT_NOT_UPCOMING', 'This tournament was already started or cancelled.');

/**
 * The bracket of a seeded list: round 1 pairs the seeds (byes to the top seeds, who advance at once),
 * later rounds wait for their entrants; a match whose two entrants are known is ready.
 */
export function buildBracket(
  tournamentId: string,
  size: number,
  seeded: readonly number[],
): Array<Parameters<typeof repo.insertMatches>[1][number]> {
  const rounds = roundCount(size);
  const grid = Array.from({ length: rounds }, (_, r) =>
    Array.from({ length: matchesInRound(size, r + 1) }, (_, position) => ({
      tournamentId,
      round: r + 1,
      position,
      entrantA: null as number | null,
      entrantB: null as number | null,
      status: 'waiting',
      winner: null as string | null,
    })),
  );
  for (const m of firstRound(seeded.length)) {
    const match = grid[0]![m.position]!;
    match.entrantA = seeded[m.a - 1]!;
    match.entrantB = m.b === null ? null : seeded[m.b - 1]!;
    match.status = m.b === null ? 'bye' : 'ready';
    if (m.b !== null) continue;
    match.winner = 'a';
    const next = nextSlot(1, m.position, rounds)!;
    const target = grid[next.round - 1]![next.position]!;
    if (next.side === 'a') target.entrantA = match.entrantA;
    else target.entrantB = match.entrantA;
  }
  for (const m of grid.slice(1).flat()) if (m.entrantA !== null && m.entrantB !== null) m.status = 'ready';
  return grid.flat();
}

/**
 * The start: the seeding waits for the first drand round published after the creation (the entrant
 * list was frozen then, so nobody could know the round's randomness when the list was fixed), verified
 * before any row is held; then, in one transaction on the locked tournament, the giveaway draw over the
 * list gives the seeds, the bracket is made, and the server seed is revealed. Without a relay the admin
 * may start without the beacon, with a reason the proof shows.
 */
export async function startTournament(
  ctx: TournamentsContext,
  views: TournamentViews,
  id: string,
  opts: { withoutBeacon?: string | undefined },
  actor: AuditActor,
): Promise<Tournament> {
  const { beacon } = ctx.deps;
  const before = await repo.find(ctx.db, id);
  if (!before) throw notFound('Tournament');
  if (before.status !== 'upcoming') throw notUpcoming();
  let used: Used;
  if (opts.withoutBeacon !== undefined) used = { none: opts.withoutBeacon };
  else {
    const wanted = drandRoundAfter(before.createdAt.getTime(), beacon.chain);
    const wait = drandRoundTime(wanted, beacon.chain) - ctx.now();
    if (wait > 0 && wait <= MAX_ROUND_WAIT_MS) await new Promise((r) => setTimeout(r, wait + 250));
    try {
      used = { chain: beacon.chain.hash, ...(await beacon.round(wanted)) };
    } catch (err) {
      if (!(err instanceof BeaconUnavailable)) throw err;
      throw new AppError(
        'BEACON_UNAVAILABLE',
        `The beacon round ${wanted} could not be fetched (${err.problem}). Try again, or start without the beacon and say why.`,
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    const t = await lockForChange(tx, id);
    if (t.status !== 'upcoming') throw notUpcoming();
    await seed(tx, t, used, actor);
  });
  return views.one(ctx.db, id);
}

async function seed(tx: Tx, t: repo.TournamentRow, used: Used, actor: AuditActor): Promise<void> {
  const entrants = await repo.entrantsOf(tx, [t.id]);
  const ids = entrants.map((e) => String(e.id));
  const clientSeed = seedingClientSeed(ids, 'none' in used ? null : used.randomness);
  const order = seedTournament(t.serverSeed, ids, clientSeed).map(Number);
  await repo.setSeeds(
    tx,
    order.map((entrant, i) => ({ id: entrant, seed: i + 1 })),
  );
  await repo.insertMatches(tx, buildBracket(t.id, t.bracketSize, order));
  await repo.update(tx, t.id, {
    status: 'running',
    startedAt: new Date(),
    clientSeed,
    ...('none' in used
      ? { beaconChain: 'none', beaconNoneReason: used.none }
      : {
          beaconChain: used.chain,
          beaconRound: used.round,
          beaconRandomness: used.randomness,
          beaconSignature: used.signature,
        }),
  });
  await auditService.record(tx, actor, {
    action: 'none' in used ? 'tournament.start_without_beacon' : 'tournament.start',
    targetType: 'tournament',
    targetId: t.id,
    targetLabel: t.name,
    summary: {
      before: { status: 'upcoming' },
      after: {
        status: 'running',
        seeds: order.length,
        ...('none' in used ? { beacon: 'none', reason: used.none } : { beaconRound: used.round }),
      },
    },
  });
  await announce(tx, t.id);
}
