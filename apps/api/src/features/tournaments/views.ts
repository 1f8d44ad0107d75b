import type {
  Tournament,
  TournamentList,
  TournamentMatch,
  TournamentMyPrediction,
  TournamentPoolState,
  TournamentSummary,
} from '@app/contracts';
import { multiplierText, seedingText } from '@app/games';
import { readTogether, type Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { usedBeaconView } from '../../lib/beacon-view';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import * as repo from './repository';
import { currentMatch, type TournamentsContext } from './shared';

type Totals = Awaited<ReturnType<typeof repo.poolTotals>>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function mine(p: repo.PredictionRow | undefined): TournamentMyPrediction | null {
  return p ? { side: p.pick, points: p.points, payout: p.payout, refunded: p.refunded } : null;
}

function matchView(m: repo.MatchRow, totals: Totals, my: repo.PredictionRow[]): TournamentMatch {
  const side = (pick: 'a' | 'b') => {
    const row = totals.find((x) => x.matchId === m.id && x.pick === pick);
    return { points: row?.points ?? 0, count: row?.count ?? 0 };
  };
  const buy = (cost: number | null, payout: number | null) =>
    cost === null || payout === null ? null : { cost, payout, multiplier: multiplierText({ cost, payout }) };
  const a = buy(m.aCost, m.aPayout);
  const b = buy(m.bCost, m.bPayout);
  return {
    id: String(m.id),
    round: m.round,
    position: m.position,
    state: m.status as TournamentMatch['state'],
    a: m.entrantA === null ? null : String(m.entrantA),
    b: m.entrantB === null ? null : String(m.entrantB),
    result: a && b ? { a, b } : null,
    winner: (m.winner as 'a' | 'b' | null) ?? null,
    decidedBy: (m.decidedBy as 'rule' | 'tie_break' | null) ?? null,
    replays: m.replays,
    predictions: {
      state: m.poolState as TournamentPoolState,
      a: side('a'),
      b: side('b'),
      houseCut: m.houseCut,
      capRemoved: m.capRemoved,
      paid: m.paid,
      mine: mine(my.find((p) => p.matchId === m.id)),
    },
    decidedAt: iso(m.decidedAt),
  };
}

/** The champion pool's state: open until the first match starts, closed until the final, then paid or refunded. */
function championState(t: repo.TournamentRow): TournamentPoolState {
  if (t.championPool) return t.championPool as TournamentPoolState;
  if (t.status === 'upcoming') return 'not_open';
  return t.status === 'running' && t.championClosedAt === null ? 'open' : 'closed';
}

function summaryOf(t: repo.TournamentRow, entrants: repo.EntrantRow[]): TournamentSummary {
  return {
    id: t.id,
    name: t.name,
    state: t.status as TournamentSummary['state'],
    entrantCount: t.entrantCount,
    createdAt: t.createdAt.toISOString(),
    startedAt: iso(t.startedAt),
    finishedAt: iso(t.finishedAt),
    champion: entrants.find((e) => e.id === t.championId)?.slotName ?? null,
  };
}

/** How long an instance reuses a tournament's public parts for viewers (every change drops them at once). */
export const PUBLIC_VIEW_MS = 1_000;

type PublicParts = { t: repo.TournamentRow; entrants: repo.EntrantRow[]; matches: repo.MatchRow[]; totals: Totals };

/**
 * Tournaments as viewers and the admin read them. Viewers' reads share each tournament's public parts
 * (the row, entrants, bracket and pool totals) for up to a second per instance, and add only their own
 * predictions: 5,000 predictions in a burst do not each sum the whole pool. `forget` drops them when a
 * change is heard (the `tournament` site event, from any instance); admin answers read afresh.
 */
export function createTournamentViews(ctx: TournamentsContext) {
  const { beacon } = ctx.deps;
  const publicParts = createRefreshingCache<string, PublicParts>({ maxAgeMs: PUBLIC_VIEW_MS, maxEntries: 100 });

  async function readParts(executor: Executor, id: string): Promise<PublicParts> {
    const t = await repo.find(executor, id);
    if (!t) throw notFound('Tournament');
    const [entrants, matches, totals] = await readTogether(executor, [
      () => repo.entrantsOf(executor, [id]),
      () => repo.matchesOf(executor, [id]),
      () => repo.poolTotals(executor, [id]),
    ] as const);
    return { t, entrants, matches, totals };
  }

  function build(
    t: repo.TournamentRow,
    entrants: repo.EntrantRow[],
    matches: repo.MatchRow[],
    totals: Totals,
    my: repo.PredictionRow[],
  ): Tournament {
    const rounds = [...new Set(matches.map((m) => m.round))].sort((x, y) => x - y);
    const current = t.status === 'running' ? currentMatch(matches) : null;
    const championTotals = totals.filter((x) => x.matchId === null);
    return {
      id: t.id,
      name: t.name,
      state: t.status as Tournament['state'],
      entrantCount: t.entrantCount,
      bracketSize: t.bracketSize,
      buyCents: t.buyCents,
      rule: t.rule as Tournament['rule'],
      tieBreak: t.tieBreak as Tournament['tieBreak'],
      houseCutBps: t.houseCutBps,
      maxStake: t.maxStake,
      createdAt: t.createdAt.toISOString(),
      startedAt: iso(t.startedAt),
      finishedAt: iso(t.finishedAt),
      cancelledAt: iso(t.cancelledAt),
      cancelReason: t.cancelReason,
      entrants: entrants.map((e) => ({
        id: String(e.id),
        seed: e.seed,
        slot: { id: e.slotId, name: e.slotName, provider: e.slotProvider },
        caller: e.callerId ? { id: e.callerId, name: e.callerName ?? '' } : null,
        eliminated: e.eliminated,
      })),
      rounds: rounds.map((round) => ({
        round,
        matches: matches.filter((m) => m.round === round).map((m) => matchView(m, totals, my)),
      })),
      currentMatchId: current && current.status !== 'waiting' ? String(current.id) : null,
      championId: t.championId === null ? null : String(t.championId),
      champion: {
        state: championState(t),
        pools: entrants.map((e) => {
          const row = championTotals.find((x) => x.pick === String(e.id));
          return { entrantId: String(e.id), points: row?.points ?? 0, count: row?.count ?? 0 };
        }),
        houseCut: t.championHouseCut,
        capRemoved: t.championCapRemoved,
        paid: t.championPaid,
        mine: mine(my.find((p) => p.matchId === null)),
      },
      proof: {
        serverSeedHash: t.serverSeedHash,
        serverSeed: t.clientSeed === null ? null : t.serverSeed,
        entrantsText: seedingText(entrants.map((e) => String(e.id))),
        clientSeed: t.clientSeed,
        beacon: usedBeaconView(t, beacon),
      },
    };
  }

  /** One tournament read afresh (an admin's answer), with the viewer's predictions when signed in. */
  async function one(executor: Executor, id: string, userId: string | null = null): Promise<Tournament> {
    const [parts, my] = await readTogether(executor, [
      () => readParts(executor, id),
      () => (userId ? repo.predictionsOfUser(executor, id, userId) : Promise.resolve([])),
    ] as const);
    return build(parts.t, parts.entrants, parts.matches, parts.totals, my);
  }

  /** One tournament as a viewer reads it: the shared public parts and the viewer's own predictions. */
  async function forViewer(id: string, userId: string | null): Promise<Tournament> {
    const [parts, my] = await Promise.all([
      publicParts.get(id, () => readParts(ctx.db, id)),
      userId ? repo.predictionsOfUser(ctx.db, id, userId) : Promise.resolve([]),
    ]);
    return build(parts.t, parts.entrants, parts.matches, parts.totals, my);
  }

  async function list(executor: Executor): Promise<TournamentList> {
    const rows = await repo.listed(executor);
    const finished = rows.filter((t) => t.status === 'finished' && t.championId !== null).map((t) => t.id);
    const champions = await repo.entrantsOf(executor, finished);
    const of = (status: string[]) =>
      rows
        .filter((t) => status.includes(t.status))
        .map((t) =>
          summaryOf(
            t,
            champions.filter((e) => e.tournamentId === t.id),
          ),
        );
    return { running: of(['running']), upcoming: of(['upcoming']), finished: of(['finished', 'cancelled']) };
  }

  return { one, forViewer, list, forget: (id: string) => publicParts.delete(id) };
}

export type TournamentViews = ReturnType<typeof createTournamentViews>;
