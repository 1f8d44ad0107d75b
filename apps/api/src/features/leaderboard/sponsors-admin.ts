import type { AdminSponsor, SponsorAdapter } from '@app/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { changes, clean, pick } from '../audit/summary';
import type { Credentials } from './adapters';
import type { LeaderboardContext } from './context';
import * as repo from './repository';

const AUDITED_FIELDS = ['slug', 'name', 'logo', 'adapter', 'prizes', 'maskNames'] as const satisfies ReadonlyArray<
  keyof repo.SponsorRow
>;

/** What an admin sends for a sponsor (its credentials are sealed before they are stored). */
export type SponsorInput = {
  slug: string;
  name: string;
  logo: string;
  adapter: SponsorAdapter;
  credentials?: Credentials | null;
  prizes: number[];
  maskNames: boolean;
};

export const toAdmin = (s: repo.SponsorRow, periods: string[]): AdminSponsor => ({
  id: s.id,
  slug: s.slug,
  name: s.name,
  logo: s.logo,
  prizes: s.prizes,
  periods,
  adapter: s.adapter,
  hasCredentials: Boolean(s.credentialsSealed),
  maskNames: s.maskNames,
});

/** Credentials sealed for storage: null clears them, undefined leaves them as they are. */
const sealed = (ctx: LeaderboardContext, c: Credentials | null | undefined) =>
  c ? ctx.secrets.seal(JSON.stringify(c)) : c === null ? null : undefined;

/** Admin: a new sponsor at the end of the list; audited (credentials only as set or not). */
export async function createSponsor(
  ctx: LeaderboardContext,
  input: SponsorInput,
  actor: AuditActor,
): Promise<AdminSponsor> {
  const { credentials, ...rest } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const list = await repo.listSponsors(tx);
    const row = await repo.insertSponsor(tx, {
      ...rest,
      credentialsSealed: sealed(ctx, credentials) ?? null,
      position: list.length + 1,
    });
    if (!row)
      throw new AppError('VALIDATION_ERROR', 'Invalid request.', { slug: 'is already used by another sponsor' });
    await auditService.record(tx, actor, {
      action: 'sponsor.create',
      targetType: 'sponsor',
      targetId: row.slug,
      targetLabel: row.name,
      summary: { before: null, after: clean({ ...pick(row, AUDITED_FIELDS), credentials: Boolean(credentials) }) },
    });
    return row;
  });
  return toAdmin(row, []);
}

/** Admin: the fields sent change; audited (credentials only as replaced or removed); the boards re-read. */
export async function updateSponsor(
  ctx: LeaderboardContext,
  slug: string,
  patch: Partial<SponsorInput>,
  actor: AuditActor,
): Promise<AdminSponsor> {
  const { credentials, ...rest } = patch;
  const credentialsSealed = sealed(ctx, credentials);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findSponsor(tx, slug, { lock: true });
    if (!current) throw notFound('Sponsor');
    const row = await repo.updateSponsor(tx, current.id, {
      ...rest,
      ...(credentialsSealed !== undefined ? { credentialsSealed } : {}),
    });
    if (!row) throw notFound('Sponsor');
    // Credentials are never recorded: only that they were replaced or removed.
    const summary = changes(pick(current, AUDITED_FIELDS), pick(row, AUDITED_FIELDS));
    if (credentials !== undefined) {
      summary.before!.credentials = current.credentialsSealed ? 'set' : 'none';
      summary.after!.credentials = credentials ? 'replaced' : 'none';
    }
    await auditService.record(tx, actor, {
      action: 'sponsor.update',
      targetType: 'sponsor',
      targetId: row.slug,
      targetLabel: row.name,
      summary,
    });
    return row;
  });
  ctx.cache.clear();
  return toAdmin(row, []);
}
