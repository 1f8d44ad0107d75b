import { formatCents, gtbPrizeLabel, type GtbPrizeNoticeParams } from '@app/contracts';
import { siteSettingsService } from '../site/service';
import {
  averageMultiplierDisplay,
  averageMultiplierWhole,
  finalBalanceCents,
  gtbPrizeFor,
  gtbWinners,
  rankGtb,
  settleAvg,
} from '@app/hunts';
import type { Executor } from '../../db/client';
import type { CasinoAccountsService } from '../casino-accounts/service';
import { noticesService } from '../notices/service';
import { pointsService } from '../points/service';
import * as repo from './repository';
import { markGtbWinLimit } from './gtb-win-limit';
import { placePrizeOf } from './view';

/** Who is a verified affiliate (the casino accounts, ADR 058), asked in the settlement's transaction. */
export type Affiliates = Pick<CasinoAccountsService, 'verifiedSponsors'>;

/** Settles a finished hunt exactly once: a second call finds the settlement row and does nothing. */
export async function settle(tx: Executor, hunt: repo.HuntRow, affiliates: Affiliates): Promise<boolean> {
  const bonuses = await repo.bonusesOf(tx, hunt.id);
  const plain = bonuses.map((b) => ({ betCents: b.betCents, earningCents: b.earningCents }));
  const finalCents = finalBalanceCents(plain);
  const whole = averageMultiplierWhole(plain);
  const display = averageMultiplierDisplay(plain);
  const bets = await repo.avgBetsOf(tx, hunt.id);
  const avg = settleAvg(
    whole,
    bets.map((b) => ({ userId: b.id, group: b.group, bet: b.bet })),
  );
  const inserted = await repo.insertSettlement(tx, {
    huntId: hunt.id,
    finalBalanceCents: finalCents,
    averageMultiplier: display === null ? null : display.toFixed(2),
    averageMultiplierWhole: whole,
    winningGroup: avg.winningGroup,
    pot: avg.pot,
    paidOut: avg.paidOut,
    refundedAll: avg.refundedAll,
  });
  if (!inserted) return false;
  const guesses = (await repo.guessesOf(tx, hunt.id)).map((x) => ({
    userId: x.userId,
    guessCents: x.guessCents,
    placedAt: x.seq,
  }));
  for (const g of rankGtb(finalCents, guesses)) await repo.setGuessRank(tx, g.placedAt, g.rank);
  // The winner limit (ADR 070): ranked like every guess, but no place for an account at the limit.
  const ineligible = await markGtbWinLimit(tx, hunt);
  await awardGtb(
    tx,
    hunt,
    finalCents,
    guesses.filter((g) => !ineligible.has(g.userId)),
    affiliates,
  );
  const byId = new Map(bets.map((b) => [b.id, b]));
  for (const o of avg.outcomes) {
    const bet = byId.get(o.userId)!;
    await repo.setAvgOutcome(tx, bet.id, o.payout, o.refunded);
    if (o.payout > 0) {
      const ref = { userId: bet.userId, amount: o.payout, refType: 'live_hunt', refId: hunt.id };
      await pointsService.credit(
        tx,
        o.refunded
          ? { ...ref, reason: 'hunt_refund', params: { hunt: hunt.index, why: 'no_winner' } }
          : { ...ref, reason: 'hunt_payout', params: { hunt: hunt.index, group: avg.winningGroup! } },
      );
    }
  }
  return true;
}

/**
 * The GTB winners of a settling hunt (top N by `gtbWinners`, N = the prize places). A place's
 * affiliate prize replaces its normal one when the winner is a verified affiliate (any sponsor) at
 * this moment (ADR 059); the award records which applied. Each award is one row keyed by hunt and
 * place; only an award this run inserted pays its points (ledger `gtb_prize`, ref `live_hunt_gtb`
 * hunt:place, itself unique) and leaves the winner a notice, all in the settlement's transaction:
 * whatever calls the settlement, each place is paid once.
 */
async function awardGtb(
  tx: Executor,
  hunt: repo.HuntRow,
  finalCents: number,
  guesses: { userId: string; guessCents: number; placedAt: number }[],
  affiliates: Affiliates,
): Promise<void> {
  const prizes = (await repo.gtbPrizesOf(tx, hunt.id)).map(placePrizeOf);
  const currency = await siteSettingsService.currency(tx);
  const money = (cents: number) => formatCents(cents, currency);
  for (const w of gtbWinners(finalCents, guesses, prizes)) {
    const guessed = `Your guess of ${money(w.guessCents)} was ${w.distanceCents === 0 ? 'exact' : `${money(w.distanceCents)} off`}`;
    const ref = `${hunt.id}:${w.place}`;
    // Asked only where the place has an affiliate prize, in this transaction.
    const verified = w.prize.affiliate !== null && (await affiliates.verifiedSponsors(w.userId, tx)).length > 0;
    const { prize, affiliate } = gtbPrizeFor(w.prize, verified);
    const awarded = await repo.insertAward(tx, {
      huntId: hunt.id,
      place: w.place,
      userId: w.userId,
      guessCents: w.guessCents,
      distanceCents: w.distanceCents,
      points: prize.points,
      text: prize.text,
      affiliate,
    });
    if (!awarded) continue;
    if (prize.points !== null) {
      await pointsService.credit(tx, {
        userId: w.userId,
        amount: prize.points,
        reason: 'gtb_prize',
        refType: 'live_hunt_gtb',
        refId: ref,
        params: { hunt: hunt.index, place: w.place },
      });
    }
    await noticesService.add(tx, {
      userId: w.userId,
      kind: 'gtb_prize',
      ref,
      title: `You won GTB place ${w.place} in Bonus Hunt #${hunt.index}!`,
      body:
        (prize.points !== null
          ? `${guessed}: ${gtbPrizeLabel(prize)} were added to your balance.`
          : `${guessed}. Your prize: ${gtbPrizeLabel(prize).replace(/[.!]+$/, '')}. The streamer will hand it out to you.`) +
        (affiliate ? ' As a verified affiliate, you won the affiliate prize.' : ''),
      params: {
        place: w.place,
        huntIndex: hunt.index,
        guessCents: w.guessCents,
        distanceCents: w.distanceCents,
        prizePoints: prize.points,
        prizeText: prize.text,
        affiliate,
      } satisfies GtbPrizeNoticeParams,
    });
  }
}
