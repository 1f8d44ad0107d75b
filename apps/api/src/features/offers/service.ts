import { createHmac } from 'node:crypto';
import {
  lisbonDay,
  offerSchema,
  offerVisibility,
  parseCountryList,
  type AdminOffer,
  type CountryCode,
  type CountryRules,
  type Offer,
  type OfferClickDay,
  type OfferDetails,
  type offerInputSchema,
} from '@app/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { contentEtag } from '../../lib/prepared-body';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { compileResponse } from '../../lib/response-serializer';
import { auditService, type AuditActor } from '../audit/service';
import { changes, clean, pick } from '../audit/summary';
import { siteSettingsService } from '../site/service';
import * as repo from './repository';

const AUDITED_FIELDS = [
  'slug',
  'name',
  'image',
  'color',
  'link',
  'details',
  'hidden',
  'licenceRegulator',
  'licenceNumber',
  'availableIn',
  'restrictedIn',
] as const satisfies ReadonlyArray<keyof repo.OfferRow>;

const serializeOffers = compileResponse(z.array(offerSchema));

/** A card; `available` false: restricted where the visitor is and marked so (no Claim). */
const toOffer = (row: repo.OfferRow, available = true): Offer => {
  const coming = row.link === 'coming';
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    color: row.color,
    coming,
    claimUrl: coming || !available ? null : `/go/${row.slug}`,
    details: row.details as OfferDetails,
    licence:
      row.licenceRegulator && row.licenceNumber ? { regulator: row.licenceRegulator, number: row.licenceNumber } : null,
    availableIn: row.availableIn,
    restrictedIn: row.restrictedIn,
    available,
  };
};
const toAdminOffer = (row: repo.OfferRow): AdminOffer => ({
  ...toOffer(row),
  link: row.link,
  position: row.position,
  hidden: row.hidden,
});

export type OfferWrite = z.output<typeof offerInputSchema>;

/** A country list as stored, or 400 UNKNOWN_COUNTRY naming the codes that are no ISO 3166-1 alpha-2 country. */
function countryList(field: 'availableIn' | 'restrictedIn', values: readonly string[]): CountryCode[] {
  const { codes, unknown } = parseCountryList(values);
  if (unknown.length > 0) {
    throw new AppError('UNKNOWN_COUNTRY', `Unknown country code: ${unknown.join(', ')}.`, {
      [field]: `unknown country code: ${unknown.join(', ')}`,
    });
  }
  return codes;
}

/** An admin's write as columns (only the fields sent); the country codes checked first. */
function toValues(write: Partial<OfferWrite>): Partial<Omit<repo.OfferValues, 'position'>> {
  const { licence, availableIn, restrictedIn, ...rest } = write;
  return {
    ...rest,
    ...(availableIn !== undefined && { availableIn: countryList('availableIn', availableIn) }),
    ...(restrictedIn !== undefined && { restrictedIn: countryList('restrictedIn', restrictedIn) }),
    ...(licence !== undefined && {
      licenceRegulator: licence?.regulator ?? null,
      licenceNumber: licence?.number ?? null,
    }),
  };
}

/** What the public list is built from: the visible offers and the site's country rules, read together. */
type ListSource = { rows: repo.OfferRow[]; rules: CountryRules };
type PreparedList = { body: string; etag: string };

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
  /**
   * The visible offers and the country rules, at most `cacheMs` old; this instance's admin writes
   * clear it. Each country's body is serialised once per source (`bodies`), so a visitor costs a
   * map look-up: at most one body per country (249 and unknown), dropped with their source.
   */
  const prepared = createRefreshingCache<'list', ListSource>({ maxAgeMs: cacheMs, maxEntries: 1 });
  const bodies = new WeakMap<ListSource, Map<CountryCode | null, PreparedList>>();
  const loadSource = async (): Promise<ListSource> => ({
    rows: await repo.listOffers(db, false),
    rules: await siteSettingsService.settings(db),
  });
  const visibleIn = (source: ListSource, country: CountryCode | null): Offer[] =>
    source.rows.flatMap((row) => {
      const seen = offerVisibility(row, country, source.rules);
      return seen === 'hide' ? [] : [toOffer(row, seen === 'show')];
    });
  /** After a committed change: the public body is built again, and the offer terms are read again. */
  const invalidate = async <T>(value: T): Promise<T> => {
    prepared.clear();
    await deps.onChange?.();
    return value;
  };
  return {
    /** The cards a visitor from `country` (null: unknown) sees, in order. */
    list: async (country: CountryCode | null = null): Promise<Offer[]> => visibleIn(await loadSource(), country),
    /**
     * The public list for a visitor from `country` (null: unknown), serialised once per country (by
     * the contract's compiled serialiser), with an ETag of its content.
     */
    async listBody(country: CountryCode | null): Promise<PreparedList> {
      const source = await prepared.get('list', loadSource);
      let byCountry = bodies.get(source);
      if (!byCountry) bodies.set(source, (byCountry = new Map()));
      let hit = byCountry.get(country);
      if (!hit) {
        const body = serializeOffers(visibleIn(source, country));
        byCountry.set(country, (hit = { body, etag: contentEtag('offers', body) }));
      }
      return hit;
    },
    listAll: async (): Promise<AdminOffer[]> => (await repo.listOffers(db, true)).map((row) => toAdminOffer(row)),
    async create(write: OfferWrite, actor: AuditActor): Promise<AdminOffer> {
      const values = toValues(write) as Omit<repo.OfferValues, 'position'>;
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
    async update(id: string, write: Partial<OfferWrite>, actor: AuditActor): Promise<AdminOffer> {
      const patch = toValues(write);
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
      return (await repo.listOffers(db, true)).map((row) => toAdminOffer(row));
    },
    /**
     * Counts a Claim and answers the partner link. The visitor is kept only as an HMAC of the day,
     * address and agent under a server key, so the same visitor is one per day and cannot be named.
     * An offer the visitor's country does not allow (hidden or marked) is 404 like a hidden one.
     */
    async claim(
      slug: string,
      visitor: { ip: string; userAgent: string; country: CountryCode | null },
    ): Promise<string> {
      const row = await repo.findBySlug(db, slug);
      if (!row || row.hidden || row.link === 'coming') throw notFound('Offer');
      const rules = await siteSettingsService.settings(db);
      if (offerVisibility(row, visitor.country, rules) !== 'show') throw notFound('Offer');
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
