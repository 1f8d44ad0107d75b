import type { Tournament, TournamentResultInput } from '@app/contracts';
import { decideMatch, nextSlot, roundCount, type MatchDecision } from '@app/games';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';
import { settlePredictions, type PoolTarget } from './settle';
import { announce, currentMatch, lockForChange, PLAYABLE, type TournamentsContext } from './shared';
import type { TournamentViews } from './views';

type Entrants = { winner: number; loser: number };

const entrantsOf = (m: repo.MatchRow, winner: 'a' | 'b'): Entrants =>
  winner === 'a' ? { winner: m.entrantA!, loser: m.entrantB! } : { winner: m.entrantB!, loser: m.entrantA! };

/**
 * The result of a match (both slots' cost and payout in cents), in one transaction on the locked
 * tournament: the current match is decided (its predictions closed and settled, the winner advanced,
 * the final settling the champion pool), or the last decided match is corrected while the next match
 * has not started (its predictions and the champion pool settle again by differences, so each counts
 * once in total). Anything else: 409 MATCH_NOT_STARTED or CORRECTION_CLOSED.
 */
export async function enterResult(
  ctx: TournamentsContext,
  views: TournamentViews,
  id: string,
  matchId: string,
  input: TournamentResultInput,
  actor: AuditActor,
): Promise<Tournament> {
  await ctx.db.transaction(async (tx) => {
    const t = await lockForChange(tx, id);
    if (t.status === 'upcoming' || t.status === 'cancelled')
      throw new AppError('TOURNAMENT_NOT_RUNNING', 'This tournament is not running.');
    const matches = await repo.matchesOf(tx, [id]);
    const m = matches.find((x) => String(x.id) === matchId);
    if (!m) throw notFound('Match');
    const current = t.status === 'running' ? currentMatch(matches) : null;
    if (current?.id === m.id && PLAYABLE.has(m.status)) await decide(tx, t, m, input, actor);
    else if (m.status === 'decided' && correctable(matches, m, current)) await correct(tx, t, m, input, actor);
    else if (m.status === 'decided' || m.status === 'bye' || m.status === 'void')
      throw new AppError(
        'CORRECTION_CLOSED',
        'Only the last result can be corrected, and only before the next match starts.',
      );
    else throw new AppError('MATCH_NOT_STARTED', 'This match is not the one being played.');
    await announce(tx, id);
  });
  return views.one(ctx.db, id);
}

/** The last decided match, while the next one has not started (no predictions opened, no result). */
function correctable(matches: repo.MatchRow[], m: repo.MatchRow, current: repo.MatchRow | null): boolean {
  const last = matches.filter((x) => x.status === 'decided').reduce((a, b) => (a.decidedAt! >= b.decidedAt! ? a : b));
  if (last.id !== m.id) return false;
  return current === null || (current.status === 'ready' && current.poolState === 'not_open' && current.replays === 0);
}

const figures = (input: TournamentResultInput) => ({
  aCost: input.a.cost,
  aPayout: input.a.payout,
  bCost: input.b.cost,
  bPayout: input.b.payout,
});

async function decide(
  tx: Tx,
  t: repo.TournamentRow,
  m: repo.MatchRow,
  input: TournamentResultInput,
  actor: AuditActor,
) {
  const decision = decideMatch(t.rule as 'payout', t.tieBreak as 'multiplier', input.a, input.b);
  const now = new Date();
  if (t.championClosedAt === null) await repo.update(tx, t.id, { championClosedAt: now });
  const settles = m.poolState === 'open' || m.poolState === 'closed';
  const pool = settles
    ? await settlePredictions(tx, t, m.round, await repo.predictionsOf(tx, t.id, m.id), { winner: decision.winner })
    : null;
  await repo.updateMatch(tx, m.id, {
    ...figures(input),
    ...(decision.winner === null
      ? { status: 'replay', replays: m.replays + 1, winner: null, decidedBy: null }
      : { status: 'decided', winner: decision.winner, decidedBy: decision.decidedBy, decidedAt: now }),
    closedAt: m.closedAt ?? now,
    ...(pool ? { poolState: pool.state!, houseCut: pool.houseCut, capRemoved: pool.capRemoved, paid: pool.paid } : {}),
  });
  if (decision.winner !== null) await advance(tx, t, m, entrantsOf(m, decision.winner));
  await audit(tx, t, actor, 'tournament.result', m, null, input, decision);
}

/** The winner goes on (the next match is ready once both are known); the final's winner is the champion. */
async function advance(tx: Tx, t: repo.TournamentRow, m: repo.MatchRow, who: Entrants): Promise<void> {
  await repo.setEliminated(tx, who.loser, true);
  await repo.setEliminated(tx, who.winner, false);
  const next = nextSlot(m.round, m.position, roundCount(t.bracketSize));
  if (next) {
    await placeInNext(tx, t, next, who.winner);
    return;
  }
  await repo.update(tx, t.id, { status: 'finished', finishedAt: new Date(), championId: who.winner });
  await settleChampion(tx, t, { winner: String(who.winner) });
}

async function placeInNext(
  tx: Tx,
  t: repo.TournamentRow,
  next: NonNullable<ReturnType<typeof nextSlot>>,
  entrant: number | null,
): Promise<void> {
  const target = (await repo.matchesOf(tx, [t.id])).find(
    (x) => x.round === next.round && x.position === next.position,
  )!;
  const a = next.side === 'a' ? entrant : target.entrantA;
  const b = next.side === 'b' ? entrant : target.entrantB;
  await repo.updateMatch(tx, target.id, {
    entrantA: a,
    entrantB: b,
    status: a !== null && b !== null ? 'ready' : 'waiting',
  });
}

async function settleChampion(tx: Tx, t: repo.TournamentRow, target: PoolTarget): Promise<void> {
  const pool = await settlePredictions(tx, t, null, await repo.predictionsOf(tx, t.id, null), target);
  await repo.update(tx, t.id, {
    championPool: pool.state,
    championHouseCut: pool.houseCut,
    championCapRemoved: pool.capRemoved,
    championPaid: pool.paid,
  });
}

/**
 * A correction of the last result: the figures change; a new winner swaps places in the next match (or
 * becomes the champion); a tie sends the match back to be replayed (and a finished tournament back to
 * running). The match's pool and the champion pool settle again by differences.
 */
async function correct(
  tx: Tx,
  t: repo.TournamentRow,
  m: repo.MatchRow,
  input: TournamentResultInput,
  actor: AuditActor,
) {
  const decision = decideMatch(t.rule as 'payout', t.tieBreak as 'multiplier', input.a, input.b);
  const before = m.winner as 'a' | 'b';
  const settled = m.poolState === 'paid' || m.poolState === 'refunded';
  const pool =
    settled && decision.winner !== before
      ? await settlePredictions(tx, t, m.round, await repo.predictionsOf(tx, t.id, m.id), { winner: decision.winner })
      : null;
  await repo.updateMatch(tx, m.id, {
    ...figures(input),
    ...(decision.winner === null
      ? { status: 'replay', replays: m.replays + 1, winner: null, decidedBy: null, decidedAt: null }
      : { winner: decision.winner, decidedBy: decision.decidedBy }),
    ...(pool ? { poolState: pool.state!, houseCut: pool.houseCut, capRemoved: pool.capRemoved, paid: pool.paid } : {}),
  });
  if (decision.winner !== before) await undoAdvance(tx, t, m, entrantsOf(m, before), decision.winner);
  await audit(tx, t, actor, 'tournament.correct', m, before, input, decision);
}

async function undoAdvance(
  tx: Tx,
  t: repo.TournamentRow,
  m: repo.MatchRow,
  was: Entrants,
  now: 'a' | 'b' | null,
): Promise<void> {
  await repo.setEliminated(tx, was.loser, false);
  if (now !== null) {
    await advance(tx, t, m, entrantsOf(m, now));
    return;
  }
  const next = nextSlot(m.round, m.position, roundCount(t.bracketSize));
  if (next) {
    await placeInNext(tx, t, next, null);
    return;
  }
  await repo.update(tx, t.id, { status: 'running', finishedAt: null, championId: null });
  await settleChampion(tx, t, 'unsettled');
}

async function audit(
  tx: Tx,
  t: repo.TournamentRow,
  actor: AuditActor,
  action: string,
  m: repo.MatchRow,
  before: 'a' | 'b' | null,
  input: TournamentResultInput,
  decision: MatchDecision,
): Promise<void> {
  await auditService.record(tx, actor, {
    action,
    targetType: 'tournament',
    targetId: t.id,
    targetLabel: `${t.name}: round ${m.round}, match ${m.position + 1}`,
    summary: {
      before:
        action === 'tournament.correct'
          ? {
              ...figures({ a: { cost: m.aCost!, payout: m.aPayout! }, b: { cost: m.bCost!, payout: m.bPayout! } }),
              winner: before,
            }
          : null,
      after: { ...figures(input), winner: decision.winner ?? 'replay' },
    },
  });
}
