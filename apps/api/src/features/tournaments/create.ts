import { randomBytes } from 'node:crypto';
import type { Slot, Tournament, TournamentInput } from '@app/contracts';
import { bracketSize, generateServerSeed, hashServerSeed } from '@app/games';
import { AppError } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';
import { announce, type TournamentsContext } from './shared';
import type { TournamentViews } from './views';

const invalid = (field: string, message: string) =>
  new AppError('TOURNAMENT_ENTRANTS_INVALID', message, { [field]: message });

/**
 * The admin creates a tournament: the entrants are frozen in the order given (the slot requests, then
 * the catalogue slots), each drafted request is marked played with its requester as the slot's
 * caller, and the server seed's hash is public from now. Nothing is seeded until the start.
 */
export async function createTournament(
  ctx: TournamentsContext,
  views: TournamentViews,
  input: TournamentInput,
  actor: AuditActor,
): Promise<Tournament> {
  if (new Set(input.slotRequestIds).size !== input.slotRequestIds.length)
    throw invalid('slotRequestIds', 'A slot request is listed twice.');
  if (new Set(input.slotIds).size !== input.slotIds.length) throw invalid('slotIds', 'A slot is listed twice.');
  // The catalogue slots are read first (a slot renamed later keeps its name here).
  const picked: Slot[] = [];
  for (const id of input.slotIds) {
    try {
      picked.push(await ctx.deps.slots.get(id));
    } catch {
      throw invalid('slotIds', `Slot ${id} is not in the catalogue.`);
    }
  }
  const serverSeed = generateServerSeed((n) => new Uint8Array(randomBytes(n)));
  const id = await ctx.db.transaction(async (tx) => {
    const count = input.slotRequestIds.length + input.slotIds.length;
    const t = await repo.insert(tx, {
      name: input.name,
      buyCents: input.buyCents,
      rule: input.rule,
      tieBreak: input.tieBreak,
      houseCutBps: input.houseCutBps,
      maxStake: input.maxStake,
      entrantCount: count,
      bracketSize: bracketSize(count),
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      createdBy: actor.userId,
    });
    const drafted = await ctx.deps.slotRequests.draft(
      tx,
      input.slotRequestIds,
      actor.userId,
      `Tournament: ${input.name}`,
    );
    if (drafted.length !== input.slotRequestIds.length) {
      const missing = input.slotRequestIds.filter((r) => !drafted.some((d) => d.id === r));
      throw invalid('slotRequestIds', `These slot requests are not open: ${missing.join(', ')}.`);
    }
    const byId = new Map(drafted.map((d) => [d.id, d]));
    const fromRequests = input.slotRequestIds.map((r) => byId.get(r)!);
    const slotIds = [...fromRequests.map((r) => r.slotId), ...picked.map((s) => s.id)].filter((s) => s !== null);
    if (new Set(slotIds).size !== slotIds.length)
      throw invalid('slotIds', 'A slot would play itself: each slot may enter once.');
    await repo.insertEntrants(tx, [
      ...fromRequests.map((r) => ({
        tournamentId: t.id,
        slotId: r.slotId,
        slotName: r.slotName,
        slotProvider: r.slotProvider,
        callerId: r.userId,
        slotRequestId: r.id,
      })),
      ...picked.map((s) => ({ tournamentId: t.id, slotId: s.id, slotName: s.name, slotProvider: s.provider })),
    ]);
    await auditService.record(tx, actor, {
      action: 'tournament.create',
      targetType: 'tournament',
      targetId: t.id,
      targetLabel: t.name,
      summary: {
        before: null,
        after: {
          entrants: count,
          buyCents: t.buyCents,
          rule: t.rule,
          tieBreak: t.tieBreak,
          houseCutBps: t.houseCutBps,
          maxStake: t.maxStake,
          serverSeedHash: t.serverSeedHash,
        },
      },
    });
    await announce(tx, t.id);
    return t.id;
  });
  return views.one(ctx.db, id);
}
