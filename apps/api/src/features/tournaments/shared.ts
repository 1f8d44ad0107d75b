import { TOURNAMENT_EVENT } from '@app/contracts';
import type { Db, Executor, Tx } from '../../db/client';
import type { BeaconSource } from '../../integrations/drand';
import { AppError, notFound } from '../../lib/app-error';
import { notifyPayoutsChanged, notifySite } from '../../lib/event-bus';
import type { SlotRequestsService } from '../slot-requests/service';
import type { SlotsService } from '../slots/service';
import * as repo from './repository';

export type TournamentsDeps = {
  db: Db;
  /** The public randomness beacon the seeding waits for (drand, ADR 066). */
  beacon: BeaconSource;
  /** The catalogue: an admin's hand-picked entrants. */
  slots: Pick<SlotsService, 'get'>;
  /** Open slot requests drafted as entrants (marked played, their requesters credited as callers). */
  slotRequests: Pick<SlotRequestsService, 'draft'>;
  now?: () => number;
};

export type TournamentsContext = { db: Db; deps: TournamentsDeps; now: () => number };

/** Tells every open page the tournament changed, once the transaction commits (the site event `tournament`). */
export const announce = (tx: Executor, id: string) => notifySite(tx, { event: TOURNAMENT_EVENT, data: { id } });

/** How long an instance gathers predictions before it tells the open pages (the pools) once. */
export const PREDICTIONS_ANNOUNCE_MS = 500;

/**
 * Tells every open page the pools moved, at most once per PREDICTIONS_ANNOUNCE_MS per tournament and
 * instance, after the predictions committed: a burst of 5,000 predictions is a few events, not 5,000
 * refetches on every page. Lost if the instance dies within the wait; the next change carries it.
 */
export function createPredictionAnnouncer(db: Db) {
  const waiting = new Set<string>();
  return (id: string): void => {
    if (waiting.has(id)) return;
    waiting.add(id);
    setTimeout(() => {
      waiting.delete(id);
      void announce(db, id).catch(() => undefined);
    }, PREDICTIONS_ANNOUNCE_MS).unref();
  };
}

/** A settlement moved points: the transparency report reads again (ADR 069). */
export const payoutsChanged = (tx: Executor) => notifyPayoutsChanged(tx);

/** The tournament under `for update`, or 404. */
export async function lockForChange(tx: Tx, id: string): Promise<repo.TournamentRow> {
  const t = await repo.lockForUpdate(tx, id);
  if (!t) throw notFound('Tournament');
  return t;
}

export function assertRunning(t: repo.TournamentRow): void {
  if (t.status !== 'running')
    throw new AppError(
      'TOURNAMENT_NOT_RUNNING',
      t.status === 'upcoming' ? 'The tournament has not started yet.' : 'The tournament is over.',
    );
}

/** States of a match still to be played (both entrants known). */
export const PLAYABLE = new Set(['ready', 'open', 'closed', 'replay']);

/** The match to play next: the first by round and position not decided, a bye or void (null: none left). */
export function currentMatch(matches: readonly repo.MatchRow[]): repo.MatchRow | null {
  const sorted = [...matches].sort((a, b) => a.round - b.round || a.position - b.position);
  return sorted.find((m) => PLAYABLE.has(m.status) || m.status === 'waiting') ?? null;
}

/** The round's label in ledger rows and audit entries (a prediction's statement builds the same in SQL: repository.predictionWrite). */
export const ledgerParams = (t: { name: string }, round: number | null) => ({ tournament: t.name, round });
