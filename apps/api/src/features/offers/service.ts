import { createHmac } from 'node:crypto';
import { offerSchema, type AdminOffer, type Offer, type OfferClickDay, type OfferDetails } from '@app/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { contentEtag } from '../../lib/prepared-body';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { compileResponse } from '../../lib/response-serializer';
import * as repo from './repository';

/** The calendar day in Lisbon (the site's time zone), from the platform's time-zone database. */
export function lisbonDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

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

export function createOffersService(deps: { db: Db; clickSalt: string; cacheMs?: number; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const cacheMs = deps.cacheMs ?? 2_000;
  /** The public list as a prepared JSON body, at most `cacheMs` old; this instance's admin writes clear it. */
  const prepared = createRefreshingCache<'list', { body: string; etag: string }>({ maxAgeMs: cacheMs, maxEntries: 1 });
  const invalidate = <T>(value: T): T => {
    prepared.clear();
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
    async create(values: OfferWrite): Promise<AdminOffer> {
      const row = await repo.insertOffer(db, values);
      if (!row)
        throw new AppError('VALIDATION_ERROR', 'Invalid request.', { slug: 'is already used by another offer' });
      return invalidate(toAdminOffer(row));
    },
    async update(id: string, patch: Partial<OfferWrite>): Promise<AdminOffer> {
      if (patch.slug) {
        const other = await repo.findBySlug(db, patch.slug);
        if (other && other.id !== id)
          throw new AppError('VALIDATION_ERROR', 'Invalid request.', { slug: 'is already used by another offer' });
      }
      const row = await repo.updateOffer(db, id, patch);
      if (!row) throw notFound('Offer');
      return invalidate(toAdminOffer(row));
    },
    async remove(id: string): Promise<void> {
      if (!(await repo.deleteOffer(db, id))) throw notFound('Offer');
      prepared.clear();
    },
    async reorder(ids: string[]): Promise<AdminOffer[]> {
      const all = await repo.listOffers(db, true);
      const known = new Set(all.map((o) => o.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw new AppError('VALIDATION_ERROR', 'Invalid request.', { ids: 'must list every offer exactly once' });
      }
      await repo.reorder(db, ids);
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
