import type { AdminCasinoAccount, CasinoAccount } from '@app/contracts';
import type { AdminClaimRow, ClaimWithSponsor } from './repository';

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A claim as its viewer reads it; a pending claim says when it expires under the current window. */
export function toCasinoAccount(row: ClaimWithSponsor, expiryDays: number): CasinoAccount {
  return {
    id: row.id,
    sponsor: { slug: row.sponsor.slug, name: row.sponsor.name, logo: row.sponsor.logo },
    username: row.username,
    state: row.state,
    claimedAt: row.claimedAt.toISOString(),
    verifiedAt: iso(row.verifiedAt),
    verifiedPeriod: row.verifiedPeriod,
    expiresAt: row.state === 'pending' ? new Date(row.claimedAt.getTime() + expiryDays * DAY_MS).toISOString() : null,
    endedAt: iso(row.endedAt),
    note: row.note,
    showSiteName: row.showSiteName,
  };
}

export function toAdminCasinoAccount(row: AdminClaimRow, expiryDays: number): AdminCasinoAccount {
  return { ...toCasinoAccount(row, expiryDays), user: row.user, decidedBy: row.decidedByName };
}
