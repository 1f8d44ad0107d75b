import { winLimitOf, type WinLimit } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../audit/service';
import { audit, liveFor, type ConsoleDeps, type StatusChange } from './console-shared';
import * as repo from './repository';
import { buildHunt } from './view';

/** One place's prizes as the admin entered them (points or text; the affiliate prize likewise, or none). */
export type PrizeInput = {
  points?: number | undefined;
  text?: string | undefined;
  affiliate?: { points?: number | undefined; text?: string | undefined } | null | undefined;
};

/** A place's prizes as columns. */
export const prizeValues = (p: PrizeInput): repo.PrizeValues => ({
  points: p.points ?? null,
  text: p.points !== undefined ? null : (p.text ?? ''),
  affiliatePoints: p.affiliate ? (p.affiliate.points ?? null) : null,
  affiliateText: p.affiliate ? (p.affiliate.points !== undefined ? null : (p.affiliate.text ?? '')) : null,
});

/** A place's prizes in the audit summary: the prize, or `{ prize, affiliate }` with an affiliate prize. */
const prizeShown = (p: repo.PrizeValues) => {
  const prize = p.points !== null ? p.points : (p.text ?? '');
  const affiliate = p.affiliatePoints ?? p.affiliateText;
  return affiliate === null ? prize : { prize, affiliate };
};

/** The console's games: open and close GTB and AVG, GTB's prize places and its winner limit. */
export function createHuntGames({ change }: Pick<ConsoleDeps, 'change'>) {
  return {
    /**
     * Opens or closes GTB; once closed after being opened it never reopens (409 GTB_CLOSED_FOR_GOOD).
     * GTB already in that state is left as it is: nothing written, no audit row, `changed` false.
     */
    setGtbStatus: (status: 'opened' | 'closed', actor: AuditActor) =>
      change(`gtb_${status}`, async (tx): Promise<{ huntId: string; result: StatusChange; unchanged?: boolean }> => {
        const hunt = await liveFor(tx);
        if (hunt.gtbStatus === status)
          return { huntId: hunt.id, result: { hunt: await buildHunt(tx, hunt), changed: false }, unchanged: true };
        const updated = await repo.setGtbStatus(tx, hunt.id, status);
        if (!updated) throw new AppError('GTB_CLOSED_FOR_GOOD', 'GTB was closed for this hunt and cannot open again.');
        await audit(
          tx,
          actor,
          status === 'opened' ? 'gtb.open' : 'gtb.close',
          hunt,
          { gtb: hunt.gtbStatus },
          { gtb: status },
        );
        return { huntId: hunt.id, result: { hunt: await buildHunt(tx, updated), changed: true } };
      }),

    /** Sets the GTB prize places (1..N) of the live hunt; they are fixed when it finishes. */
    setGtbPrizes: (prizes: PrizeInput[], actor: AuditActor) =>
      change('gtb_prizes', async (tx) => {
        const hunt = await liveFor(tx);
        const before = await repo.gtbPrizesOf(tx, hunt.id);
        const rows = prizes.map(prizeValues);
        await repo.replaceGtbPrizes(tx, hunt.id, rows);
        await audit(
          tx,
          actor,
          'gtb.prizes',
          hunt,
          { prizes: before.map(prizeShown) },
          { prizes: rows.map(prizeShown) },
        );
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    /**
     * Sets (or clears, with null) the GTB winner limit of the live hunt (ADR 070) while GTB has not
     * closed for good: from then on, who is ineligible is fixed. 409 GTB_CLOSED_FOR_GOOD after.
     */
    setGtbWinLimit: (limit: WinLimit | null, actor: AuditActor) =>
      change('gtb_win_limit', async (tx) => {
        const hunt = await liveFor(tx);
        if (hunt.gtbClosedAt !== null)
          throw new AppError('GTB_CLOSED_FOR_GOOD', 'GTB has closed for this hunt: its winner limit is fixed.');
        const updated = await repo.setGtbWinLimit(tx, hunt.id, limit);
        await audit(
          tx,
          actor,
          'gtb.win_limit',
          hunt,
          { winLimit: winLimitOf(hunt.gtbWinLimit, hunt.gtbWinLimitDays) },
          { winLimit: limit },
        );
        return { huntId: hunt.id, result: await buildHunt(tx, updated) };
      }),

    /** Opens or closes AVG; AVG already in that state is left as it is (nothing written, `changed` false). */
    setAvgStatus: (status: 'opened' | 'closed', actor: AuditActor) =>
      change(`avg_${status}`, async (tx): Promise<{ huntId: string; result: StatusChange; unchanged?: boolean }> => {
        const hunt = await liveFor(tx);
        if (hunt.avgStatus === status)
          return { huntId: hunt.id, result: { hunt: await buildHunt(tx, hunt), changed: false }, unchanged: true };
        await repo.updateHunt(tx, hunt.id, { avgStatus: status });
        await audit(
          tx,
          actor,
          status === 'opened' ? 'avg.open' : 'avg.close',
          hunt,
          { avg: hunt.avgStatus },
          { avg: status },
        );
        return {
          huntId: hunt.id,
          result: { hunt: await buildHunt(tx, { ...hunt, avgStatus: status }), changed: true },
        };
      }),
  };
}
