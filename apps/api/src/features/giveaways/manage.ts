import { randomBytes } from 'node:crypto';
import type { Giveaway, GiveawayInput, GiveawayPatch } from '@app/contracts';
import { generateServerSeed, hashServerSeed } from '@app/games';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { changes, clean, pick } from '../audit/summary';
import * as repo from './repository';
import { AUDITED_FIELDS, closed, type GiveawaysContext } from './shared';
import type { GiveawayViews } from './views';

/** The admin's create and edit of a giveaway's rules, each audited. */
export function createGiveawayManagement(ctx: GiveawaysContext, { one }: Pick<GiveawayViews, 'one'>) {
  const { db, deps } = ctx;
  return {
    async create(input: GiveawayInput, actor: AuditActor): Promise<Giveaway> {
      const serverSeed = generateServerSeed((n) => new Uint8Array(randomBytes(n)));
      return db.transaction(async (tx) => {
        const affiliate = await deps.affiliates.affiliateColumns(
          input.eligibility.affiliate,
          'eligibility.affiliate.sponsor',
          tx,
        );
        const row = await repo.insert(tx, {
          title: input.title,
          prize: input.prize,
          image: input.image,
          pointsPrize: input.pointsPrize,
          winners: input.winners,
          opensAt: new Date(input.opensAt),
          closesAt: new Date(input.closesAt),
          entryCost: input.entryCost,
          maxTickets: input.maxTicketsPerAccount,
          subscriberMultiplier: input.subscriberMultiplier,
          requiredPlatform: input.eligibility.platform,
          subscribersOnly: input.eligibility.subscribersOnly,
          minAccountAgeDays: input.eligibility.minAccountAgeDays,
          winLimit: input.eligibility.winLimit?.wins ?? null,
          winLimitDays: input.eligibility.winLimit?.days ?? null,
          affiliateRequired: affiliate.required,
          affiliateSponsorId: affiliate.sponsorId,
          chatJoin: input.chatJoin,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          createdBy: actor.userId,
        });
        await auditService.record(tx, actor, {
          action: 'giveaway.create',
          targetType: 'giveaway',
          targetId: row.id,
          targetLabel: row.title,
          summary: { before: null, after: { ...clean(pick(row, AUDITED_FIELDS)), serverSeedHash: row.serverSeedHash } },
        });
        return one(tx, row.id);
      });
    },

    /** Any field until the first entry; after it only a later closing time (GIVEAWAY_LOCKED otherwise). */
    async edit(id: string, patch: GiveawayPatch, actor: AuditActor): Promise<Giveaway> {
      return db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'active') throw closed('This giveaway has ended; it cannot be edited.');
        const onlyCloses = Object.keys(patch).every((k) => k === 'closesAt');
        if (!onlyCloses && (await repo.hasEntries(tx, id)))
          throw new AppError('GIVEAWAY_LOCKED', 'This giveaway has entries: only its closing time can be extended.');
        if (patch.closesAt !== undefined && onlyCloses && (await repo.hasEntries(tx, id))) {
          if (new Date(patch.closesAt).getTime() <= g.closesAt.getTime())
            throw new AppError('GIVEAWAY_LOCKED', 'With entries the closing time can only move later.', {
              closesAt: 'must be later than the current closing time',
            });
        }
        const affiliate = patch.eligibility
          ? await deps.affiliates.affiliateColumns(patch.eligibility.affiliate, 'eligibility.affiliate.sponsor', tx)
          : null;
        const opensAt = patch.opensAt ? new Date(patch.opensAt) : g.opensAt;
        const closesAt = patch.closesAt ? new Date(patch.closesAt) : g.closesAt;
        if (closesAt.getTime() <= opensAt.getTime())
          throw new AppError('VALIDATION_ERROR', 'The closing time must be after the opening time.', {
            closesAt: 'must be after the opening time',
          });
        await repo.update(tx, id, {
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.prize !== undefined ? { prize: patch.prize } : {}),
          ...(patch.image !== undefined ? { image: patch.image } : {}),
          ...(patch.pointsPrize !== undefined ? { pointsPrize: patch.pointsPrize } : {}),
          ...(patch.winners !== undefined ? { winners: patch.winners } : {}),
          ...(patch.entryCost !== undefined ? { entryCost: patch.entryCost } : {}),
          ...(patch.maxTicketsPerAccount !== undefined ? { maxTickets: patch.maxTicketsPerAccount } : {}),
          ...(patch.subscriberMultiplier !== undefined ? { subscriberMultiplier: patch.subscriberMultiplier } : {}),
          ...(patch.eligibility
            ? {
                requiredPlatform: patch.eligibility.platform,
                subscribersOnly: patch.eligibility.subscribersOnly,
                minAccountAgeDays: patch.eligibility.minAccountAgeDays,
                winLimit: patch.eligibility.winLimit?.wins ?? null,
                winLimitDays: patch.eligibility.winLimit?.days ?? null,
              }
            : {}),
          ...(affiliate ? { affiliateRequired: affiliate.required, affiliateSponsorId: affiliate.sponsorId } : {}),
          ...(patch.chatJoin !== undefined ? { chatJoin: patch.chatJoin } : {}),
          opensAt,
          closesAt,
        });
        const after = await repo.lock(tx, id);
        await auditService.record(tx, actor, {
          action: 'giveaway.update',
          targetType: 'giveaway',
          targetId: id,
          targetLabel: after?.title ?? g.title,
          summary: changes(pick(g, AUDITED_FIELDS), after ? pick(after, AUDITED_FIELDS) : null),
        });
        return one(tx, id);
      });
    },
  };
}
