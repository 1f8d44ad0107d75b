import {
  meetsAffiliateRule,
  shopItemSchema,
  type AffiliateRule,
  type DeliveryDetailSpec,
  type ShopItem,
  type ShopItemInput,
} from '@app/contracts';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { contentEtag } from '../../lib/prepared-body';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { compileResponse } from '../../lib/response-serializer';
import { auditService, type AuditActor } from '../audit/service';
import { changes, clean, pick } from '../audit/summary';
import type { CasinoAccountsService } from '../casino-accounts/service';
import * as repo from './repository';

const AUDITED_FIELDS = [
  'name',
  'description',
  'cost',
  'quantity',
  'image',
  'detailLabel',
  'detailKind',
  'detailRequired',
  'affiliateOnly',
  'affiliateSponsorId',
] as const satisfies ReadonlyArray<keyof repo.ShopItemRow>;

const serializeList = compileResponse(z.array(shopItemSchema));
export type PreparedList = { body: string; etag: string };

/** The item's affiliate rule (ADR 059), or null when anyone may redeem it. */
export const affiliateRuleOf = (
  row: Pick<repo.ShopItemRow, 'affiliateOnly'>,
  sponsor: repo.ItemSponsor,
): AffiliateRule | null => (row.affiliateOnly ? { sponsor } : null);

/** `verified`: the sponsors (slugs) the viewer is a verified affiliate at; null for a visitor. */
const toItem = (
  row: repo.ShopItemRow,
  redeemed: boolean,
  sponsor: repo.ItemSponsor,
  verified: readonly string[] | null,
): ShopItem => {
  const affiliate = affiliateRuleOf(row, sponsor);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cost: row.cost,
    quantity: row.quantity,
    image: row.image,
    available: row.quantity >= 1,
    redeemed,
    detail: detailSpecOf(row),
    affiliate,
    meetsAffiliateRule: affiliate === null || (verified !== null && meetsAffiliateRule(affiliate, verified)),
  };
};

/** The item's delivery detail spec, or null when it asks for none. */
export const detailSpecOf = (
  row: Pick<repo.ShopItemRow, 'detailLabel' | 'detailKind' | 'detailRequired'>,
): DeliveryDetailSpec | null =>
  row.detailLabel && row.detailKind
    ? { label: row.detailLabel, kind: row.detailKind, required: row.detailRequired }
    : null;

/** The form's fields as columns: `detail` null clears the spec, absent leaves it (`affiliate` is resolved apart). */
function toValues<T extends Partial<ShopItemInput>>(input: T): Partial<repo.ShopItemValues> {
  const { detail, affiliate: _affiliate, ...rest } = input;
  const values: Partial<repo.ShopItemValues> = { ...(rest as Partial<repo.ShopItemValues>) };
  if (detail === null) Object.assign(values, { detailLabel: null, detailKind: null, detailRequired: false });
  else if (detail)
    Object.assign(values, { detailLabel: detail.label, detailKind: detail.kind, detailRequired: detail.required });
  return values;
}

export function createShopService(deps: {
  db: Db;
  /** The casino accounts (ADR 059): who is a verified affiliate, and an admin's rule as columns. */
  affiliates: Pick<CasinoAccountsService, 'verifiedSponsors' | 'affiliateColumns'>;
  cacheMs?: number;
}) {
  const { db, affiliates } = deps;
  /** An admin's affiliate rule as columns: absent leaves it, null clears it. */
  const affiliateValues = async (
    input: Partial<ShopItemInput>,
    tx: Executor,
  ): Promise<Partial<repo.ShopItemValues>> => {
    if (input.affiliate === undefined) return {};
    const { required, sponsorId } = await affiliates.affiliateColumns(input.affiliate, 'affiliate.sponsor', tx);
    return { affiliateOnly: required, affiliateSponsorId: sponsorId };
  };
  /**
   * The visitors' list (no `redeemed` to compute) as a prepared body, at most `cacheMs` old (default
   * 1 s): stock moves with every redemption on any instance, so a short expiry is how other instances'
   * changes arrive; this instance's own changes drop it at once. Signed-in users always read the database.
   */
  const visitors = createRefreshingCache<'list', PreparedList>({ maxAgeMs: deps.cacheMs ?? 1_000, maxEntries: 1 });
  const changed = () => visitors.delete('list');
  const list = async (userId: string | null): Promise<ShopItem[]> => {
    const rows = await repo.listListed(db, userId);
    // Who the viewer is an affiliate at, read only when an item asks.
    const verified =
      userId === null ? null : rows.some((r) => r.item.affiliateOnly) ? await affiliates.verifiedSponsors(userId) : [];
    return rows.map((r) =>
      toItem(r.item, r.redeemed, r.sponsorSlug ? { slug: r.sponsorSlug, name: r.sponsorName ?? '' } : null, verified),
    );
  };
  return {
    list,
    /** The list as every visitor sees it, serialised once, with an ETag of its content. */
    visitorList: () =>
      visitors.get('list', async () => {
        const body = serializeList(await list(null));
        return { body, etag: contentEtag('shop', body) };
      }),
    async create(input: ShopItemInput & { description: string }, actor: AuditActor): Promise<ShopItem> {
      const { row, sponsor } = await db.transaction(async (tx) => {
        const values = { ...toValues(input), ...(await affiliateValues(input, tx)) } as repo.ShopItemValues;
        const row = await repo.insertItem(tx, values, actor.userId);
        await auditService.record(tx, actor, {
          action: 'shop.item.create',
          targetType: 'shop_item',
          targetId: row.id,
          targetLabel: row.name,
          summary: { before: null, after: clean(pick(row, AUDITED_FIELDS)) },
        });
        return { row, sponsor: await repo.sponsorOf(tx, row.affiliateSponsorId) };
      });
      changed();
      return toItem(row, false, sponsor, null);
    },
    async update(id: string, patch: Partial<ShopItemInput>, actor: AuditActor): Promise<ShopItem> {
      const { row, sponsor } = await db.transaction(async (tx) => {
        const before = await repo.findItem(tx, id, { lock: true });
        const row = await repo.updateItem(tx, id, { ...toValues(patch), ...(await affiliateValues(patch, tx)) });
        if (!before || !row) throw notFound('Item');
        await auditService.record(tx, actor, {
          action: 'shop.item.update',
          targetType: 'shop_item',
          targetId: id,
          targetLabel: row.name,
          summary: changes(pick(before, AUDITED_FIELDS), pick(row, AUDITED_FIELDS)),
        });
        return { row, sponsor: await repo.sponsorOf(tx, row.affiliateSponsorId) };
      });
      changed();
      return toItem(row, false, sponsor, null);
    },
    async archive(id: string, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.findItem(tx, id, { lock: true });
        if (!before || !(await repo.archiveItem(tx, id))) throw notFound('Item');
        await auditService.record(tx, actor, {
          action: 'shop.item.archive',
          targetType: 'shop_item',
          targetId: id,
          targetLabel: before.name,
          summary: { before: { archived: false }, after: { archived: true } },
        });
      });
      changed();
    },

    /**
     * Takes one unit of stock inside the caller's transaction, with the item's affiliate rule.
     * Distinguishes an unknown or archived item (404) from one that is out of stock (409) only after
     * the conditional update failed.
     */
    async takeOne(tx: Executor, id: string): Promise<repo.ShopItemRow & { affiliate: AffiliateRule | null }> {
      const row = await repo.takeOne(tx, id);
      if (row) {
        const { sponsorSlug, sponsorName, ...item } = row;
        const sponsor = sponsorSlug ? { slug: sponsorSlug, name: sponsorName ?? '' } : null;
        return { ...item, affiliate: affiliateRuleOf(item, sponsor) };
      }
      const item = await repo.findItem(tx, id);
      if (!item || item.archivedAt) throw notFound('Item');
      throw new AppError('OUT_OF_STOCK', 'Out of Stock');
    },
    returnOne: (tx: Executor, id: string) => repo.returnOne(tx, id),
    /** Drops the visitors' list: stock taken or returned inside a caller's transaction, once it committed. */
    changed,
  };
}

export type ShopService = ReturnType<typeof createShopService>;
