import { createHmac } from 'node:crypto';
import {
  lisbonDay,
  offerSchema,
  type AdminOffer,
  type Offer,
  type OfferClickDay,
  type OfferDetails,
} from '@app/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { contentEtag } from '../../lib/prepared-body';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { compileResponse } from '../../lib/response-serializer';
import { auditService, type AuditActor } from '../audit/service';
import { changes, clean, pick } from '../audit/summary';
import * as repo from './repository';

const AUDITED_FIELDS = ['slug', 'name', 'image', 'color', 'link', 'details', 'hidden'] as const satisfies ReadonlyArray<
  keyof repo.OfferRow
>;

const serializeOffers = compileResponse(z.array(offerSchema));

const toOffer = (row: repo.OfferRow): Offer => {
  const coming = row.link === 'coming';
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    color: row.color,
    coming,
    claimUrl: coming ? null : `/go/${row.slug}`,
    details: row.details as OfferDetails,
  };
};
const toAdminOffer = (row: repo.OfferRow): AdminOffer => ({
  ...toOffer(row),
  link: row.link,
  position: row.position,
  hidden: row.hidden,
});

export type OfferWrite = Omit<repo.OfferValues, 'position'>;

export function createOffersService(deps: {
  db: Db;
  clickSalt: string;
  cacheMs?: number;
  now?: () => Date;
  /** After an offer was created, edited or removed (committed). */
  onChange?: () => Promise<void>;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const cacheMs = deps.cacheMs ?? 2_000;
  /** The public list as a prepared JSON body, at most `cacheMs` old; this instance's admin writes clear it. */
  const prepared = createRefreshingCache<'list', { body: string; etag: string }>({ maxAgeMs: cacheMs, maxEntries: 1 });
  /** After a committed change: the public body is built again, and the offer terms are read again. */
  const invalidate = async <T>(value: T): Promise<T> => {
    prepared.clear();
    await deps.onChange?.();
    return value;
  };
  return {
    list: async (): Promise<Offer[]> => (await repo.listOffers(db, false)).map(toOffer),
    /** The public list serialised once (by the contract's compiled serialiser), with an ETag of its content. */
    listBody: () =>
      prepared.get('list', async () => {
        const body = serializeOffers((await repo.listOffers(db, false)).map(toOffer));
        return { body, etag: contentEtag('offers', body) };
      }),
    listAll: async (): Promise<AdminOffer[]> => (await repo.listOffers(db, true)).map(toAdminOffer),
    async create(values: OfferWrite, actor: AuditActor): Promise<AdminOffer> {
      const row = await db.transaction(async (tx) => {
        const row = await repo.insertOffer(tx, values);
        if (!row)
          throw new AppError('VALIDATION_ERROR', 'Invalid request.', { slug: 'is already used by another offer' });
        await auditService.record(tx, actor, {
          action: 'offer.create',
          targetType: 'offer',
          targetId: row.id,
          targetLabel: row.name,
          summary: { before: null, after: clean(pick(row, AUDITED_FIELDS)) },
        });
        return row;
      });
      return invalidate(toAdminOffer(row));
    },
    async update(id: string, patch: Partial<OfferWrite>, actor: AuditActor): Promise<AdminOffer> {
      const row = await db.transaction(async (tx) => {
        if (patch.slug) {
          const other = await repo.findBySlug(tx, patch.slug);
          if (other && other.id !== id)
            throw new AppError('VALIDATION_ERROR', 'Invalid request.', { slug: 'is already used by another offer' });
        }
        const before = await repo.lockOffer(tx, id);
        const row = before && (await repo.updateOffer(tx, id, patch));
        if (!before || !row) throw notFound('Offer');
        await auditService.record(tx, actor, {
          action: 'offer.update',
          targetType: 'offer',
          targetId: id,
          targetLabel: row.name,
          summary: changes(pick(before, AUDITED_FIELDS), pick(row, AUDITED_FIELDS)),
        });
        return row;
      });
      return invalidate(toAdminOffer(row));
    },
    async remove(id: string, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.lockOffer(tx, id);
        if (!before || !(await repo.deleteOffer(tx, id))) throw notFound('Offer');
        await auditService.record(tx, actor, {
          action: 'offer.delete',
          targetType: 'offer',
          targetId: id,
          targetLabel: before.name,
          summary: { before: clean(pick(before, ['slug', 'name', 'link', 'hidden'])), after: null },
        });
      });
      await invalidate(undefined);
    },
    async reorder(ids: string[], actor: AuditActor): Promise<AdminOffer[]> {
      await db.transaction(async (tx) => {
        const all = await repo.listOffers(tx, true);
        const known = new Set(all.map((o) => o.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
          throw new AppError('VALIDATION_ERROR', 'Invalid request.', { ids: 'must list every offer exactly once' });
        }
        await repo.reorder(tx, ids);
        const slugOf = new Map(all.map((o) => [o.id, o.slug]));
        await auditService.record(tx, actor, {
          action: 'offer.reorder',
          targetType: 'offer',
          summary: { before: { order: all.map((o) => o.slug) }, after: { order: ids.map((id) => slugOf.get(id)) } },
        });
      });
      prepared.clear();
      return (await repo.listOffers(db, true)).map(toAdminOffer);
    },
    /**
     * Counts a Claim and answers the partner link. The visitor is kept only as an HMAC of the day,
     * address and agent under a server key, so the same visitor is one per day and cannot be named.
     */
    async claim(slug: string, visitor: { ip: string; userAgent: string }): Promise<string> {
      const row = await repo.findBySlug(db, slug);
      if (!row || row.hidden || row.link === 'coming') throw notFound('Offer');
      const day = lisbonDay(now());
      const hash = createHmac('sha256', deps.clickSalt)
        .update(`${day}\n${visitor.ip}\n${visitor.userAgent}`)
        .digest('base64url');
      await repo.countClick(db, row.id, day, hash);
      return row.link;
    },
    async clicks(days: number): Promise<OfferClickDay[]> {
      const since = lisbonDay(new Date(now().getTime() - (days - 1) * 86_400_000));
      return repo.clicksSince(db, since);
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
