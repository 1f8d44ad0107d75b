import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopItems } from '../../src/db/schema';
import { createCasinoAccountsService } from '../../src/features/casino-accounts/service';
import { createRedemptionsService } from '../../src/features/redemptions/service';
import { createShopService } from '../../src/features/shop/service';
import { casinoAccountAt, ensureSponsor } from '../helpers/factories';
import { balanceOf, booksOf, countOf, ledgerOf, newShopItem, newUser, rowsOf } from './factories';
import { useMediumDatabase } from './setup';
import { testActor } from '../helpers/actor';

const ctx = useMediumDatabase();

/** The redemptions service as the plugin builds it, on the real shop service; no Discord announcement. */
function setup() {
  const affiliates = createCasinoAccountsService({ db: ctx.db });
  const shop = createShopService({ db: ctx.db, affiliates, cacheMs: 0 });
  return { sut: createRedemptionsService({ db: ctx.db, shop, affiliates }), shop };
}

async function stockOf(itemId: string): Promise<number> {
  const [row] = await ctx.db.select({ quantity: shopItems.quantity }).from(shopItems).where(eq(shopItems.id, itemId));
  return row!.quantity;
}

type RedemptionRow = { id: string; user_id: string; item_name: string; cost: number; status: string };
const redemptions = () => rowsOf<RedemptionRow>(ctx.db, 'redemptions');
const refunds = () => countOf(ctx.db, 'points_ledger', sql`reason = 'redemption_refund'`);

describe('redemptions service', () => {
  it('a redeem takes one unit, writes the pending row and debits the cost once, in one transaction', async () => {
    const { sut } = setup();
    const user = await newUser(ctx.db, { points: 100 });
    const item = await newShopItem(ctx.db, { cost: 30, quantity: 2, name: 'Hoodie' });
    const result = await sut.redeem({ id: user.id, name: user.displayName }, item.id);
    expect(result).toMatchObject({
      points: 70,
      redemption: { itemName: 'Hoodie', cost: 30, status: 'pending', twitchName: user.displayName },
    });
    expect(await stockOf(item.id)).toBe(1);
    expect(await redemptions()).toMatchObject([
      { id: result.redemption._id, user_id: user.id, item_name: 'Hoodie', cost: 30, status: 'pending' },
    ]);
    expect((await ledgerOf(ctx.db, user.id)).at(-1)).toEqual({
      delta: -30,
      balanceAfter: 70,
      reason: 'redemption',
      refType: 'redemption',
      refId: result.redemption._id,
      actorId: null,
    });
  });

  it('a second redeem of an item still pending is ALREADY_REDEEMED and rolls its unit back', async () => {
    const { sut } = setup();
    const user = await newUser(ctx.db, { points: 100 });
    const item = await newShopItem(ctx.db, { cost: 10, quantity: 5 });
    await sut.redeem({ id: user.id, name: user.login }, item.id);
    await expect(sut.redeem({ id: user.id, name: user.login }, item.id)).rejects.toMatchObject({
      code: 'ALREADY_REDEEMED',
    });
    expect(await stockOf(item.id)).toBe(4);
    expect(await balanceOf(ctx.db, user.id)).toBe(90);
    expect(await countOf(ctx.db, 'redemptions')).toBe(1);
  });

  it('refuses an item out of stock (OUT_OF_STOCK) or archived (NOT_FOUND) without debiting', async () => {
    const { sut } = setup();
    const user = await newUser(ctx.db, { points: 100 });
    const last = await newShopItem(ctx.db, { cost: 10, quantity: 1 });
    const other = await newUser(ctx.db, { points: 100 });
    await sut.redeem({ id: other.id, name: other.login }, last.id);
    await expect(sut.redeem({ id: user.id, name: user.login }, last.id)).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
    });
    const archived = await newShopItem(ctx.db, { archivedAt: new Date() });
    await expect(sut.redeem({ id: user.id, name: user.login }, archived.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await stockOf(last.id)).toBe(0);
    expect(await stockOf(archived.id)).toBe(5);
    expect(await balanceOf(ctx.db, user.id)).toBe(100);
    expect(await ledgerOf(ctx.db, user.id)).toHaveLength(1);
  });

  it('an affiliate-only item is AFFILIATE_REQUIRED to anyone not verified there: the unit rolls back, nothing is debited', async () => {
    const { sut, shop } = setup();
    const stake = await ensureSponsor(ctx.db, 'stake', 'Stake');
    const user = await newUser(ctx.db, { points: 100 });
    const named = await newShopItem(ctx.db, {
      cost: 10,
      quantity: 2,
      affiliateOnly: true,
      affiliateSponsorId: stake.id,
    });
    const any = await newShopItem(ctx.db, { cost: 10, quantity: 2, affiliateOnly: true });
    const refusal = { code: 'AFFILIATE_REQUIRED', statusCode: 403, sponsor: { slug: 'stake', name: 'Stake' } };
    await expect(sut.redeem({ id: user.id, name: user.login }, named.id)).rejects.toMatchObject(refusal);
    await expect(sut.redeem({ id: user.id, name: user.login }, any.id)).rejects.toMatchObject({
      code: 'AFFILIATE_REQUIRED',
      sponsor: null,
    });
    // Verified elsewhere: the named item still refuses, the any-sponsor one is redeemed.
    await casinoAccountAt(ctx.db, user.id, 'roobet');
    await expect(sut.redeem({ id: user.id, name: user.login }, named.id)).rejects.toMatchObject(refusal);
    expect(await stockOf(named.id)).toBe(2);
    expect(await balanceOf(ctx.db, user.id)).toBe(100);
    expect(await countOf(ctx.db, 'redemptions')).toBe(0);
    await sut.redeem({ id: user.id, name: user.login }, any.id);
    await casinoAccountAt(ctx.db, user.id, 'stake');
    await sut.redeem({ id: user.id, name: user.login }, named.id);
    expect(await balanceOf(ctx.db, user.id)).toBe(80);
    expect([await stockOf(named.id), await stockOf(any.id)]).toEqual([1, 1]);
    // The list says who may redeem what: the viewer meets both rules now, a stranger neither.
    const stranger = await newUser(ctx.db);
    const mine = await shop.list(user.id);
    const theirs = await shop.list(stranger.id);
    const visitors = await shop.list(null);
    expect(mine.find((i) => i.id === named.id)).toMatchObject({
      affiliate: { sponsor: { slug: 'stake', name: 'Stake' } },
      meetsAffiliateRule: true,
    });
    expect(theirs.map((i) => i.meetsAffiliateRule)).toEqual([false, false]);
    expect(visitors.map((i) => [i.affiliate, i.meetsAffiliateRule])).toEqual([
      [{ sponsor: { slug: 'stake', name: 'Stake' } }, false],
      [{ sponsor: null }, false],
    ]);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });

  it('a cost above the balance is INSUFFICIENT_POINTS: the unit and the pending row roll back', async () => {
    const { sut } = setup();
    const user = await newUser(ctx.db, { points: 29 });
    const item = await newShopItem(ctx.db, { cost: 30, quantity: 3 });
    await expect(sut.redeem({ id: user.id, name: user.login }, item.id)).rejects.toMatchObject({
      code: 'INSUFFICIENT_POINTS',
    });
    expect(await stockOf(item.id)).toBe(3);
    expect(await redemptions()).toEqual([]);
    expect(await balanceOf(ctx.db, user.id)).toBe(29);
  });

  it('a required delivery detail left out is VALIDATION_ERROR with nothing taken; given, it is stored', async () => {
    const { sut } = setup();
    const user = await newUser(ctx.db, { points: 100 });
    const item = await newShopItem(ctx.db, { detailLabel: 'E-mail', detailKind: 'email', detailRequired: true });
    await expect(sut.redeem({ id: user.id, name: user.login }, item.id, { detail: '  ' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { detail: 'is required' },
    });
    expect(await stockOf(item.id)).toBe(5);
    const ok = await sut.redeem({ id: user.id, name: user.login }, item.id, { detail: ' me@example.com ' });
    expect(ok.redemption).toMatchObject({ detailLabel: 'E-mail', detail: 'me@example.com' });
    expect(await balanceOf(ctx.db, user.id)).toBe(90);
  });

  it('deny refunds the cost and returns the unit once; deciding it again is ALREADY_DECIDED', async () => {
    const { sut } = setup();
    const user = await newUser(ctx.db, { points: 100 });
    const admin = await newUser(ctx.db, { role: 'Admin' });
    const item = await newShopItem(ctx.db, { cost: 40, quantity: 1 });
    const { redemption } = await sut.redeem({ id: user.id, name: user.login }, item.id);
    await sut.deny(redemption._id, testActor(admin.id), 'not this month');
    expect(await balanceOf(ctx.db, user.id)).toBe(100);
    expect(await stockOf(item.id)).toBe(1);
    expect((await ledgerOf(ctx.db, user.id)).at(-1)).toEqual({
      delta: 40,
      balanceAfter: 100,
      reason: 'redemption_refund',
      refType: 'redemption',
      refId: redemption._id,
      actorId: admin.id,
    });
    await expect(sut.deny(redemption._id, testActor(admin.id))).rejects.toMatchObject({ code: 'ALREADY_DECIDED' });
    await expect(sut.approve(redemption._id, testActor(admin.id))).rejects.toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(await balanceOf(ctx.db, user.id)).toBe(100);
    expect(await stockOf(item.id)).toBe(1);
    expect(await refunds()).toBe(1);
    expect(await redemptions()).toMatchObject([{ status: 'denied' }]);
    await expect(sut.deny('00000000-0000-4000-8000-000000000000', testActor(admin.id))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('approve keeps the points and the unit taken; a later deny is refused and refunds nothing', async () => {
    const { sut } = setup();
    const user = await newUser(ctx.db, { points: 100 });
    const admin = await newUser(ctx.db, { role: 'Admin' });
    const item = await newShopItem(ctx.db, { cost: 25, quantity: 2 });
    const { redemption } = await sut.redeem({ id: user.id, name: user.login }, item.id);
    expect(await sut.approve(redemption._id, testActor(admin.id), 'sent')).toMatchObject({
      status: 'approved',
      note: 'sent',
    });
    await expect(sut.deny(redemption._id, testActor(admin.id))).rejects.toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(await balanceOf(ctx.db, user.id)).toBe(75);
    expect(await stockOf(item.id)).toBe(1);
    expect(await refunds()).toBe(0);
    // Once decided, the same item can be redeemed again.
    await sut.redeem({ id: user.id, name: user.login }, item.id);
    expect(await balanceOf(ctx.db, user.id)).toBe(50);
    expect(await stockOf(item.id)).toBe(0);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });
});
