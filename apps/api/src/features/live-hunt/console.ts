import type { LiveHunt } from '@app/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { AuditActor } from '../audit/service';
import { pointsService } from '../points/service';
import { siteSettingsService } from '../site/service';
import { createHuntBonuses } from './console-bonuses';
import { createHuntGames, prizeValues } from './console-games';
import { audit, liveFor, type ConsoleDeps } from './console-shared';
import * as repo from './repository';
import { settle } from './settlement';
import { buildHunt, defaultGtbPrizes } from './view';

export type { StatusChange } from './console-shared';

/**
 * The admin's console: start a hunt, edit its bonuses (console-bonuses.ts), open and close GTB and AVG
 * (console-games.ts), finish or cancel.
 */
export function createHuntConsole(deps: ConsoleDeps) {
  const { db, change, affiliates } = deps;
  return {
    ...createHuntBonuses(deps),
    ...createHuntGames(deps),

    async create(startCents: number, actor: AuditActor): Promise<LiveHunt> {
      try {
        return await change('created', async (tx) => {
          const hunt = await repo.insertHunt(tx, startCents, actor.userId);
          await repo.replaceGtbPrizes(
            tx,
            hunt.id,
            defaultGtbPrizes(await siteSettingsService.currency(tx)).map((p) =>
              prizeValues({ points: p.points ?? undefined, text: p.text ?? undefined }),
            ),
          );
          await audit(tx, actor, 'create', hunt, null, { start: startCents });
          return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('LIVE_HUNT_EXISTS', 'A live hunt is already running; finish or cancel it first.');
        throw err;
      }
    },

    /** Finishes the live hunt and settles GTB and AVG in the same transaction. */
    finish: (actor: AuditActor) =>
      change('finished', async (tx) => {
        const hunt = await liveFor(tx);
        await repo.updateHunt(tx, hunt.id, { status: 'finished', closeGtb: true, avgStatus: 'closed', ended: true });
        const ended = {
          ...hunt,
          status: 'finished' as const,
          gtbStatus: 'closed' as const,
          avgStatus: 'closed' as const,
        };
        await settle(tx, ended, affiliates);
        const [fresh] = await repo.listHunts(tx, 1);
        const result = await buildHunt(tx, fresh && fresh.id === hunt.id ? fresh : ended);
        const s = result.settlement;
        await audit(
          tx,
          actor,
          'finish',
          hunt,
          { status: 'live' },
          {
            status: 'finished',
            ...(s
              ? {
                  finalBalance: s.finalBalance,
                  averageMultiplier: s.averageMultiplier,
                  winningGroup: s.winningGroup,
                  pot: s.pot,
                  paidOut: s.paidOut,
                  refundedAll: s.refundedAll,
                  gtbWinners: s.gtbWinners.length,
                }
              : {}),
          },
        );
        return { huntId: hunt.id, result };
      }),

    /** Settles a hunt again (used by tests and the CLI): changes nothing once settled. */
    settleAgain: (huntId: string) =>
      db.transaction(async (tx) => {
        const hunt = await repo.lockHunt(tx, huntId, 'update');
        if (!hunt) throw notFound('Hunt');
        if (hunt.status !== 'finished') return false;
        return settle(tx, hunt, affiliates);
      }),

    /** Cancels the live hunt: every AVG bet is refunded, GTB guesses are dropped from play. */
    cancel: (actor: AuditActor) =>
      change('cancelled', async (tx) => {
        const hunt = await liveFor(tx);
        await repo.updateHunt(tx, hunt.id, { status: 'cancelled', closeGtb: true, avgStatus: 'closed', ended: true });
        const bets = await repo.avgBetsOf(tx, hunt.id);
        await audit(
          tx,
          actor,
          'cancel',
          hunt,
          { status: 'live' },
          {
            status: 'cancelled',
            avgRefunds: bets.length,
            pointsRefunded: bets.reduce((t, b) => t + b.bet, 0),
          },
        );
        for (const bet of bets) {
          await repo.setAvgOutcome(tx, bet.id, bet.bet, true);
          await pointsService.credit(tx, {
            userId: bet.userId,
            amount: bet.bet,
            reason: 'hunt_refund',
            refType: 'live_hunt',
            refId: hunt.id,
            params: { hunt: hunt.index, why: 'cancelled' },
          });
        }
        return {
          huntId: hunt.id,
          result: await buildHunt(tx, {
            ...hunt,
            status: 'cancelled',
            gtbStatus: 'closed',
            avgStatus: 'closed',
            endedAt: new Date(),
          }),
        };
      }),
  };
}
