import type { CasinoAccount, CasinoAccountClaim } from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toCasinoAccount } from './present';
import { reconcile } from './reconcile';
import * as repo from './repository';

/** Why a name cannot be claimed by `userId`: whoever holds it, and in which state. */
export function nameRefusal(holder: repo.ClaimRow, userId: string): AppError {
  if (holder.userId === userId && holder.state === 'revoked')
    return new AppError('CASINO_NAME_REVOKED', 'An admin revoked this name for your account; ask them about it.');
  if (holder.state === 'verified')
    return new AppError(
      'CASINO_NAME_VERIFIED',
      'This casino name is verified for another account. If it is yours, ask an admin to look at it.',
    );
  return new AppError(
    'CASINO_NAME_TAKEN',
    'Another account claimed this casino name first. If it is yours, ask an admin to look at it.',
  );
}

/** The refusal for a unique index that stopped a write: the sponsor claim or the name. */
export async function refusalOfConflict(
  db: Executor,
  err: unknown,
  claim: { userId: string; sponsorId: string; username: string },
): Promise<AppError | null> {
  if (isUniqueViolation(err, 'casino_accounts_one_live_per_sponsor'))
    return new AppError('CASINO_CLAIM_EXISTS', 'This account already has a claim at this casino.');
  if (isUniqueViolation(err, 'casino_accounts_one_claimant')) {
    const holder = await repo.holderOfName(db, claim.sponsorId, claim.username);
    return holder
      ? nameRefusal(holder, claim.userId)
      : new AppError('CASINO_NAME_TAKEN', 'Another account claimed this casino name first.');
  }
  return null;
}

/**
 * A viewer claims their name at a sponsor. Refused: an unknown sponsor, a second live claim at the
 * sponsor, a name another claim holds (the first claim wins, decided by the unique index when two
 * instances insert at once). The new claim is checked against the rows at once, so a viewer already
 * on the sponsor's board is verified in the same request.
 */
export async function claim(db: Db, userId: string, input: CasinoAccountClaim, at: Date): Promise<CasinoAccount> {
  const sponsor = await repo.findSponsorBySlug(db, input.sponsor);
  if (!sponsor) throw new AppError('VALIDATION_ERROR', 'Invalid request.', { sponsor: 'is not a sponsor' });
  const values = { userId, sponsorId: sponsor.id, username: input.username };
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      if (await repo.liveClaimAt(tx, userId, sponsor.id))
        throw new AppError('CASINO_CLAIM_EXISTS', 'This account already has a claim at this casino.');
      const holder = await repo.holderOfName(tx, sponsor.id, input.username);
      if (holder) throw nameRefusal(holder, userId);
      return (await repo.insertClaim(tx, values)).id;
    });
  } catch (err) {
    throw (await refusalOfConflict(db, err, values)) ?? err;
  }
  await reconcile(db, at, sponsor.id);
  const [row, { claimExpiryDays }] = await Promise.all([repo.findClaim(db, id), repo.readSettings(db)]);
  return toCasinoAccount(row!, claimExpiryDays);
}
