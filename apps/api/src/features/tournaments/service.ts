import type { Tournament, TournamentInput, TournamentList, TournamentResultInput } from '@app/contracts';
import type { AuditActor } from '../audit/service';
import { cancelTournament } from './cancel';
import { createTournament } from './create';
import { setPredictionsOpen } from './open-close';
import { createPredictions } from './predict';
import { enterResult } from './result';
import type { TournamentsContext, TournamentsDeps } from './shared';
import { startTournament } from './start';
import { tournamentTransparencyRows } from './transparency';
import { createTournamentViews } from './views';

export type { TournamentsDeps } from './shared';
export type { PredictionResult, PredictionSource } from './predict';

/**
 * Tournaments (ADR 071, docs/games.md#tournaments): bonus-buy battles in a bracket seeded by the
 * giveaway draw with the public beacon, predicted by viewers in pools. One file per use case:
 * create.ts, start.ts, open-close.ts, result.ts (a result and its correction), cancel.ts,
 * predict.ts (a match's side, the champion), settle.ts (a pool paid once in total, by differences),
 * views.ts; shared.ts holds what they share. Every admin change holds the tournament row `for
 * update`; predictions hold it `for share`, so a close, a result or a cancel waits for predictions in
 * flight and later ones find it closed, on any number of instances.
 */
export function createTournamentsService(deps: TournamentsDeps) {
  const ctx: TournamentsContext = { db: deps.db, deps, now: deps.now ?? Date.now };
  const views = createTournamentViews(ctx);
  const predictions = createPredictions(ctx);
  /** An admin change: this instance's shared view is dropped at once (other instances hear the event). */
  const change = async <T>(id: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } finally {
      views.forget(id);
    }
  };
  return {
    list: (): Promise<TournamentList> => views.list(ctx.db),
    /** A tournament as a viewer reads it (public parts shared for up to a second per instance). */
    one: (id: string, userId: string | null): Promise<Tournament> => views.forViewer(id, userId),
    /** A change was heard (the `tournament` site event): the next read is fresh. */
    forget: (id: string) => views.forget(id),
    create: (input: TournamentInput, actor: AuditActor) => createTournament(ctx, views, input, actor),
    start: (id: string, opts: { withoutBeacon?: string | undefined }, actor: AuditActor) =>
      change(id, () => startTournament(ctx, views, id, opts, actor)),
    setPredictionsOpen: (id: string, matchId: string, open: boolean, actor: AuditActor) =>
      change(id, () => setPredictionsOpen(ctx, views, id, matchId, open, actor)),
    result: (id: string, matchId: string, input: TournamentResultInput, actor: AuditActor) =>
      change(id, () => enterResult(ctx, views, id, matchId, input, actor)),
    cancel: (id: string, reason: string, actor: AuditActor) =>
      change(id, () => cancelTournament(ctx, views, id, reason, actor)),
    transparencyRows: (from: Date | null, until: Date | null) => tournamentTransparencyRows(ctx.db, from, until),
    ...predictions,
  };
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;
