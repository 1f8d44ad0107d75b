import { MAX_HUNTS_PER_USER, PLATFORM_NAMES, type Platform } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { pointsService } from '../points/service';
import * as mergeRepo from './merge-repository';
import { cliActor } from '../audit/actor';
import { auditService } from '../audit/service';
import { carrySettingsOnMerge } from '../responsible-play/merge';

export type MergeResult = {
  mergeId: string;
  from: { id: string; name: string };
  into: { id: string; name: string; role: 'User' | 'Admin' };
  pointsMoved: number;
  platformsMoved: Platform[];
  huntsMoved: number;
};

/**
 * Merges the account `fromId` into `intoId` (two accounts of one person, e.g. a Twitch one and a Kick
 * one made before linking), in one transaction:
 * - the balance moves through the ledger, one `account_merge` row per side (debit, then credit);
 * - `from`'s identities, personal bonus hunts and casino-account claims move to `into` (a live claim
 *   at a sponsor where `into` has one stays); its sessions end;
 * - `into` keeps the stricter of both accounts' responsible-play limits and the later blocks, and the
 *   losses `from` booked keep counting against them (ADR 067);
 * - `from` stays with its history (games, bets, redemptions, ledger) and no identity, and a row of
 *   `account_merges` records who merged what.
 * Refused, with nothing changed: the same account, an account already merged away, both accounts on one
 * platform, `from` with something still running (a game round, a pending redemption, a bet on the live
 * hunt), more bonus hunts than one account may keep, or a balance past the ceiling (POINTS_LIMIT).
 * `into` keeps its own role.
 */
export async function mergeAccounts(
  db: Db,
  input: { fromId: string; intoId: string; by: string },
): Promise<MergeResult> {
  const { fromId, intoId, by } = input;
  if (fromId === intoId) throw new AppError('CONFLICT', 'An account cannot be merged into itself.');
  return db.transaction(async (tx) => {
    await carrySettingsOnMerge(tx, fromId, intoId);
    const locked = await mergeRepo.lockAccounts(tx, [fromId, intoId]);
    const from = locked.find((u) => u.id === fromId);
    const into = locked.find((u) => u.id === intoId);
    if (!from) throw notFound('Account to merge from');
    if (!into) throw notFound('Account to merge into');
    if (await mergeRepo.wasMergedAway(tx, fromId))
      throw new AppError('CONFLICT', `${from.displayName} was already merged into another account.`);
    if (await mergeRepo.wasMergedAway(tx, intoId))
      throw new AppError('CONFLICT', `${into.displayName} was merged away; merge into the account it went to.`);

    const fromPlatforms = (await mergeRepo.platformsOf(tx, fromId)) as Platform[];
    const intoPlatforms = new Set(await mergeRepo.platformsOf(tx, intoId));
    const clash = fromPlatforms.filter((p) => intoPlatforms.has(p));
    if (clash.length)
      throw new AppError(
        'PLATFORM_ALREADY_LINKED',
        `Both accounts have a ${clash.map((p) => PLATFORM_NAMES[p]).join(' and a ')} identity; an account holds one per platform. Unlink one first.`,
      );

    const open = await mergeRepo.openCommitments(tx, fromId);
    const busy = [
      open.games ? `${open.games} game round(s) in play` : '',
      open.redemptions ? `${open.redemptions} pending redemption(s)` : '',
      open.bets ? `bets on the live hunt` : '',
      open.slotRequests ? `an open slot request` : '',
    ].filter(Boolean);
    if (busy.length)
      throw new AppError('CONFLICT', `${from.displayName} still has ${busy.join(', ')}; merge once they are settled.`);

    const huntsFrom = await mergeRepo.countHunts(tx, fromId);
    if (huntsFrom && (await mergeRepo.countHunts(tx, intoId)) + huntsFrom > MAX_HUNTS_PER_USER)
      throw new AppError('HUNT_LIMIT', `Together the accounts would keep more than ${MAX_HUNTS_PER_USER} bonus hunts.`);

    if (from.points > 0) {
      await pointsService.debit(tx, {
        userId: fromId,
        amount: from.points,
        reason: 'account_merge',
        params: { account: into.displayName },
      });
      await pointsService.credit(tx, {
        userId: intoId,
        amount: from.points,
        reason: 'account_merge',
        params: { account: from.displayName },
      });
    }
    await mergeRepo.moveIdentities(tx, fromId, intoId);
    const huntsMoved = await mergeRepo.moveHunts(tx, fromId, intoId);
    await mergeRepo.moveCasinoAccounts(tx, fromId, intoId);
    await mergeRepo.endSessions(tx, fromId);
    const record = await mergeRepo.insertMerge(tx, {
      fromUserId: fromId,
      intoUserId: intoId,
      pointsMoved: from.points,
      platformsMoved: fromPlatforms,
      huntsMoved,
      mergedBy: by,
    });
    await auditService.record(tx, cliActor(by), {
      action: 'user.merge',
      targetType: 'user',
      targetId: intoId,
      targetLabel: into.displayName,
      summary: {
        before: { from: fromId, fromName: from.displayName, fromPoints: from.points, intoPoints: into.points },
        after: { mergeId: record.id, pointsMoved: from.points, platformsMoved: fromPlatforms, huntsMoved },
      },
    });
    return {
      mergeId: record.id,
      from: { id: fromId, name: from.displayName },
      into: { id: intoId, name: into.displayName, role: into.role },
      pointsMoved: from.points,
      platformsMoved: fromPlatforms,
      huntsMoved,
    };
  });
}
