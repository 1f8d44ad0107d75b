import { winLimitOf, type Giveaway, type GiveawayBeacon } from '@app/contracts';
import { drandRoundAfter } from '@app/games';
import { readTogether, type Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { usedBeaconView, waitingBeaconView } from '../../lib/beacon-view';
import * as repo from './repository';
import { stateOf, type GiveawaysContext } from './shared';

/** The giveaways as viewers and the admin read them (one query set for many rows). */
export function createGiveawayViews(ctx: GiveawaysContext) {
  const { now, autoFinalizeHours } = ctx;
  const { beacon } = ctx.deps;

  /** The beacon the draw used, or the round a closed draw waits for (ADR 066). */
  function beaconOf(row: repo.GiveawayRow, t: number): GiveawayBeacon | null {
    const used = usedBeaconView(row, beacon);
    if (used || row.status !== 'active' || row.closesAt.getTime() > t) return used;
    const problem = row.beaconProblem === 'unavailable' || row.beaconProblem === 'refused' ? row.beaconProblem : null;
    return waitingBeaconView(
      beacon,
      drandRoundAfter(row.closesAt.getTime(), beacon.chain),
      problem,
      row.beaconCheckedAt,
    );
  }

  async function views(executor: Executor, rows: repo.GiveawayRow[], userId: string | null): Promise<Giveaway[]> {
    const ids = rows.map((r) => r.id);
    const sponsorIds = [...new Set(rows.flatMap((r) => (r.affiliateSponsorId ? [r.affiliateSponsorId] : [])))];
    // One after another inside a transaction (a create or an edit answers its giveaway), together on the pool.
    const [totals, picks, sponsors] = await readTogether(executor, [
      () => repo.totals(executor, ids),
      () => repo.picksOf(executor, ids),
      () => repo.sponsorsByIds(executor, sponsorIds),
    ] as const);
    const t = now();
    return Promise.all(
      rows.map(async (row) => {
        const mine = userId ? await repo.entryOf(executor, row.id, userId) : null;
        const counted = totals.get(row.id) ?? { entries: 0, tickets: 0 };
        const revealed = row.status !== 'active';
        const list = picks.get(row.id) ?? [];
        return {
          _id: row.id,
          title: row.title,
          prize: row.prize,
          image: row.image,
          pointsPrize: row.pointsPrize,
          winners: row.winners,
          opensAt: row.opensAt.toISOString(),
          closesAt: row.closesAt.toISOString(),
          entryCost: row.entryCost,
          maxTicketsPerAccount: row.maxTickets,
          subscriberMultiplier: row.subscriberMultiplier,
          eligibility: {
            platform: row.requiredPlatform ?? null,
            subscribersOnly: row.subscribersOnly,
            minAccountAgeDays: row.minAccountAgeDays,
            affiliate: row.affiliateRequired
              ? { sponsor: (row.affiliateSponsorId && sponsors.get(row.affiliateSponsorId)) || null }
              : null,
            winLimit: winLimitOf(row.winLimit, row.winLimitDays),
          },
          chatJoin: row.chatJoin,
          state: stateOf(row, t),
          entries: row.entryCount ?? counted.entries,
          tickets: row.ticketCount ?? counted.tickets,
          serverSeedHash: row.serverSeedHash,
          serverSeed: revealed ? row.serverSeed : null,
          clientSeed: row.clientSeed,
          beacon: beaconOf(row, t),
          picks: list.map((p) => ({
            nonce: p.nonce,
            entryId: String(p.entryId),
            name: p.name,
            ticket: p.ticket,
            ticketsInDraw: p.ticketsInDraw,
            float: Number(p.float),
            disqualified: p.disqualifiedAt
              ? { reason: p.disqualifyReason ?? '', at: p.disqualifiedAt.toISOString() }
              : null,
            pointsPaid: p.pointsPaid,
          })),
          // No more entries than places, or fewer standing winners than places (out of eligible entries).
          allEntriesWon:
            row.drawnAt !== null &&
            ((row.entryCount ?? 0) <= row.winners || list.filter((p) => !p.disqualifiedAt).length < row.winners),
          drawnAt: row.drawnAt?.toISOString() ?? null,
          finalizesAt:
            row.status === 'drawn' && row.drawnAt && autoFinalizeHours > 0
              ? new Date(
                  Math.max(row.drawnAt.getTime(), ...list.map((p) => p.disqualifiedAt?.getTime() ?? 0)) +
                    autoFinalizeHours * 3_600_000,
                ).toISOString()
              : null,
          cancelledAt: row.cancelledAt?.toISOString() ?? null,
          me: mine
            ? {
                entryId: String(mine.id),
                tickets: mine.tickets,
                bought: mine.bought,
                free: mine.free,
                paid: mine.paid,
                ineligible: mine.ineligible,
              }
            : null,
        } satisfies Giveaway;
      }),
    );
  }

  async function one(executor: Executor, id: string, userId: string | null = null): Promise<Giveaway> {
    const row = await repo.find(executor, id);
    if (!row) throw notFound('Giveaway');
    return (await views(executor, [row], userId))[0]!;
  }

  return {
    views,
    one,
  };
}

export type GiveawayViews = ReturnType<typeof createGiveawayViews>;
