import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, lisbonDay, POINTS_SOURCES, type PointsAnalytics } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import {
  chatCommandRuns,
  liveHuntAvgBets,
  liveHuntGtbGuesses,
  liveHunts,
  offerClicks,
  offers,
  pointsLedger,
  redemptions,
  userIdentities,
  users,
} from '../src/db/schema';
import { createTestApp, useTestApp } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, insertShopItem, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened));
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin' });
});

const get = (url: string, who: TestUser | null = admin) =>
  app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

/** An account with the given linked platforms (none: merged away), no ledger row. */
async function account(platforms: ('twitch' | 'kick')[]): Promise<string> {
  const login = `a_${randomUUID().slice(0, 8)}`;
  const [row] = await database.db.insert(users).values({ login, displayName: login }).returning({ id: users.id });
  for (const platform of platforms)
    await database.db
      .insert(userIdentities)
      .values({ userId: row!.id, platform, platformUserId: randomUUID(), login, displayName: login });
  return row!.id;
}

/** A ledger row written as it was at `at` (balance_after is not what this feature reads). */
async function ledger(userId: string, at: string, reason: string, delta: number): Promise<void> {
  await database.db.insert(pointsLedger).values({ userId, delta, balanceAfter: 0, reason, createdAt: new Date(at) });
}

const day = (body: PointsAnalytics, d: string) => body.rows.find((r) => r.day === d)!;

describe('admin analytics: access and ranges', () => {
  it('is for admins only: 401 without a session, 403 for a viewer', async () => {
    const viewer = await createUser(database);
    for (const path of ['points', 'active-accounts', 'offer-clicks', 'redemptions', 'hunts']) {
      expect((await get(`/api/v1/admin/analytics/${path}`, null)).statusCode).toBe(401);
      const res = await get(`/api/v1/admin/analytics/${path}`, viewer);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      expect((await get(`/api/v1/admin/analytics/${path}?days=7`)).statusCode).toBe(200);
    }
  });

  it('answers 7, 30 or 90 consecutive days ending today, every day present; refuses other lengths and the future', async () => {
    const today = lisbonDay(new Date());
    for (const days of [7, 30, 90]) {
      const body = (await get(`/api/v1/admin/analytics/points?days=${days}`)).json() as PointsAnalytics;
      expect(body.rows).toHaveLength(days);
      expect(body.until).toBe(today);
      expect(body.from).toBe(addDays(today, -(days - 1)));
      expect(body.rows[0]!.day).toBe(body.from);
      for (const r of body.rows) for (const s of POINTS_SOURCES) expect([r.issued[s], r.spent[s]]).toEqual([0, 0]);
    }
    expect((await get('/api/v1/admin/analytics/points')).json().days).toBe(30);
    expect((await get('/api/v1/admin/analytics/points?days=10')).statusCode).toBe(400);
    const res = await get(`/api/v1/admin/analytics/points?until=${addDays(today, 1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('admin analytics: points by Lisbon day and source', () => {
  it('splits days at Lisbon midnight, on the 25-hour day of October and the 23-hour day of March', async () => {
    const u = await account(['twitch']);
    // October 2026: summer time (UTC+1) ends at 01:00 UTC on the 25th, so the 25th lasts 25 hours.
    await ledger(u, '2026-10-24T22:59:59.999Z', 'watch_time', 10); // 24th 23:59:59 WEST
    await ledger(u, '2026-10-24T23:00:00Z', 'game_bet', -5); // 25th 00:00 WEST
    await ledger(u, '2026-10-25T00:30:00Z', 'admin_set', 3); // 25th 01:30 WEST
    await ledger(u, '2026-10-25T01:30:00Z', 'season_reset', -3); // 25th 01:30 WET (the hour again)
    await ledger(u, '2026-10-25T23:59:59Z', 'game_payout', 20); // 25th 23:59:59 WET
    await ledger(u, '2026-10-26T00:00:00Z', 'redemption', -7); // 26th 00:00 WET
    await ledger(u, '2026-10-26T12:00:00Z', 'reason_of_a_newer_version', 1);
    let body = (await get('/api/v1/admin/analytics/points?days=7&until=2026-10-27')).json() as PointsAnalytics;
    expect(body.rows.map((r) => r.day)).toEqual([
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
    expect(day(body, '2026-10-24').issued).toMatchObject({ watch_time: 10, games: 0 });
    expect(day(body, '2026-10-25')).toMatchObject({
      issued: { games: 20, admin: 3, watch_time: 0 },
      spent: { games: 5, admin: 3 },
    });
    expect(day(body, '2026-10-26')).toMatchObject({ issued: { other: 1 }, spent: { shop: 7 } });
    expect(day(body, '2026-10-23')).toEqual({
      day: '2026-10-23',
      issued: {
        watch_time: 0,
        games: 0,
        shop: 0,
        bets: 0,
        giveaways: 0,
        affiliates: 0,
        support: 0,
        admin: 0,
        other: 0,
      },
      spent: { watch_time: 0, games: 0, shop: 0, bets: 0, giveaways: 0, affiliates: 0, support: 0, admin: 0, other: 0 },
    });

    // March 2026: summer time starts at 01:00 UTC on the 29th, so the 29th lasts 23 hours.
    await ledger(u, '2026-03-28T23:59:59Z', 'hunt_bet', -2); // 28th 23:59:59 WET
    await ledger(u, '2026-03-29T00:00:00Z', 'hunt_payout', 8); // 29th 00:00 WET
    await ledger(u, '2026-03-29T22:59:59Z', 'giveaway_entry', -4); // 29th 23:59:59 WEST
    await ledger(u, '2026-03-29T23:00:00Z', 'giveaway_prize', 50); // 30th 00:00 WEST
    body = (await get('/api/v1/admin/analytics/points?days=7&until=2026-03-31')).json() as PointsAnalytics;
    expect(day(body, '2026-03-28').spent.bets).toBe(2);
    expect(day(body, '2026-03-29')).toMatchObject({ issued: { bets: 8, giveaways: 0 }, spent: { giveaways: 4 } });
    expect(day(body, '2026-03-30').issued.giveaways).toBe(50);
  });

  it('issued and spent add up to the ledger: every row counted once, in one source', async () => {
    const u = await account(['kick']);
    const today = lisbonDay(new Date());
    const reasons = [
      'watch_time',
      'game_bet',
      'redemption_refund',
      'gtb_prize',
      'giveaway_refund',
      'account_merge',
      'slot_request',
    ];
    let positive = 0;
    let negative = 0;
    for (let i = 0; i < 60; i++) {
      const delta = ((i * 37) % 101) - 50;
      if (delta > 0) positive += delta;
      else negative -= delta;
      await ledger(u, new Date(Date.now() - i * 20 * 3_600_000).toISOString(), reasons[i % reasons.length]!, delta);
    }
    const body = (await get('/api/v1/admin/analytics/points?days=90')).json() as PointsAnalytics;
    expect(body.until).toBe(today);
    const sum = (k: 'issued' | 'spent') =>
      body.rows.reduce((n, r) => n + POINTS_SOURCES.reduce((m, s) => m + r[k][s], 0), 0);
    expect(sum('issued')).toBe(positive);
    expect(sum('spent')).toBe(negative);
  });
});

describe('admin analytics: the summary of closed days', () => {
  it('after the job runs twice on two instances, every answer is what the live aggregate was, and the summary equals it day by day', async () => {
    const twitch = await account(['twitch']);
    const kick = await account(['kick']);
    const both = await account(['twitch', 'kick']);
    const none = await account([]);
    const passive = await account(['twitch']);
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
    for (let h = 0; h < 24 * 40; h += 7) {
      await ledger(twitch, at(h), 'watch_time', 5);
      if (h % 3 === 0) await ledger(kick, at(h + 1), 'game_bet', -3);
      if (h % 5 === 0) await ledger(both, at(h + 2), 'redemption', -11);
      if (h % 11 === 0) await ledger(none, at(h + 3), 'hunt_bet', -9);
      if (h % 4 === 0) await ledger(passive, at(h + 1), 'admin_set', 100); // not an act of the account
    }
    const [hunt] = await database.db
      .insert(liveHunts)
      .values({ index: 1, startCents: 10_000, status: 'finished', createdAt: new Date(at(30)) })
      .returning({ id: liveHunts.id });
    await database.db
      .insert(liveHuntGtbGuesses)
      .values({ huntId: hunt!.id, userId: passive, guessCents: 5_000, createdAt: new Date(at(29)) });
    await database.db.insert(chatCommandRuns).values({
      platform: 'kick',
      messageId: 'm1',
      chatterId: 'k1',
      chatterLogin: 'k1',
      command: 'points',
      input: '!points',
      userId: passive,
      createdAt: new Date(at(50)),
    });

    const paths = ['points', 'active-accounts'].flatMap((p) =>
      [7, 30, 90].map((d) => `/api/v1/admin/analytics/${p}?days=${d}`),
    );
    const before = await Promise.all(paths.map(async (p) => (await get(p)).json()));

    const second = await createTestApp(database);
    try {
      const runs = await Promise.all([app.analytics.summarise(), second.analytics.summarise()]);
      expect(runs[0]!.length).toBeGreaterThan(0);
      await Promise.all([app.analytics.summarise(), second.analytics.summarise()]);
    } finally {
      await second.close();
    }
    const [{ n }] = (await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from analytics_summarised_days`,
    )) as [{ n: number }];
    expect(n).toBe(90);

    const after = await Promise.all(paths.map(async (p) => (await get(p)).json()));
    expect(after).toEqual(before);

    // The stored rows themselves, day by day, against the live aggregate of the same days.
    const stored = await queryRows<{ day: string; reason: string; issued: number; spent: number; rows: number }>(
      database.db,
      sql`select day::text as day, reason, issued::int8 as issued, spent::int8 as spent, rows from analytics_ledger_days`,
    );
    const days = await queryRows<{ min: string; max: string }>(
      database.db,
      sql`select min(day)::text as min, max(day)::text as max from analytics_summarised_days`,
    );
    const live = await app.analytics.liveOnly(days[0]!.min, days[0]!.max);
    const norm = <T extends object>(rows: T[]) =>
      rows
        .map((r) =>
          JSON.stringify(
            Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
          ),
        )
        .sort();
    expect(norm(stored.map((r) => ({ ...r, issued: Number(r.issued), spent: Number(r.spent) })))).toEqual(
      norm(live.ledger),
    );
    const storedActive = await queryRows<{ day: string; platform: string; accounts: number }>(
      database.db,
      sql`select day::text as day, platform, accounts from analytics_active_days where accounts > 0`,
    );
    expect(norm(storedActive)).toEqual(norm(live.active));

    // Active: the account with only admin_set rows is active only on its guess and chat command days.
    const active = (await get('/api/v1/admin/analytics/active-accounts?days=90')).json();
    const total = active.rows.reduce((n: number, r: { total: number }) => n + r.total, 0);
    const sumOf = (k: string) => active.rows.reduce((n: number, r: Record<string, number>) => n + r[k]!, 0);
    expect(sumOf('twitch') + sumOf('kick') + sumOf('both') + sumOf('none')).toBe(total);
    const guessDay = lisbonDay(new Date(at(29)));
    const chatDay = lisbonDay(new Date(at(50)));
    const twitchDays = new Set<string>();
    for (let h = 0; h < 24 * 40; h += 7) twitchDays.add(lisbonDay(new Date(at(h))));
    for (const r of active.rows as { day: string; twitch: number }[])
      expect(r.twitch).toBe((twitchDays.has(r.day) ? 1 : 0) + (r.day === guessDay || r.day === chatDay ? 1 : 0));
  });

  it('a second run with nothing new writes nothing', async () => {
    expect((await app.analytics.summarise()).length).toBe(90);
    expect(await app.analytics.summarise()).toEqual([]);
  });
});

describe('admin analytics: offers, redemptions, hunts', () => {
  it('counts Claim clicks per offer and day, every offer a column, zeros where none', async () => {
    const today = lisbonDay(new Date());
    const details = {};
    const rows = await database.db
      .insert(offers)
      .values([
        {
          slug: 'alpha',
          name: 'Alpha',
          image: '/a.svg',
          color: '#000000',
          link: 'https://a.example',
          position: 1,
          details,
        },
        {
          slug: 'beta',
          name: 'Beta',
          image: '/b.svg',
          color: '#000000',
          link: 'https://b.example',
          position: 2,
          details,
        },
      ])
      .returning({ id: offers.id, slug: offers.slug });
    const alpha = rows.find((r) => r.slug === 'alpha')!.id;
    const beta = rows.find((r) => r.slug === 'beta')!.id;
    await database.db.insert(offerClicks).values([
      { offerId: alpha, day: today, clicks: 4 },
      { offerId: beta, day: today, clicks: 2 },
      { offerId: alpha, day: addDays(today, -3), clicks: 1 },
      { offerId: alpha, day: addDays(today, -8), clicks: 99 },
    ]);
    const body = (await get('/api/v1/admin/analytics/offer-clicks?days=7')).json();
    expect(body.offers.map((o: { slug: string }) => o.slug)).toEqual(['alpha', 'beta']);
    expect(body.rows).toHaveLength(7);
    expect(body.rows[6]).toEqual({ day: today, clicks: [4, 2] });
    expect(body.rows[3]).toEqual({ day: addDays(today, -3), clicks: [1, 0] });
    expect(body.rows[0].clicks).toEqual([0, 0]);
  });

  it('counts redemptions on the day they were asked for, and approvals and denials on the day of the decision', async () => {
    const u = await createUser(database);
    const item = await insertShopItem(database.db);
    const put = (created: string, status: 'pending' | 'approved' | 'denied', decided?: string) =>
      database.db.insert(redemptions).values({
        userId: u.id,
        itemId: item.id,
        itemName: 'x',
        cost: 10,
        status,
        createdAt: new Date(created),
        ...(decided ? { decidedAt: new Date(decided) } : {}),
      });
    await put('2026-10-24T22:30:00Z', 'approved', '2026-10-24T23:30:00Z'); // asked the 24th, approved the 25th
    await put('2026-10-25T10:00:00Z', 'denied', '2026-10-25T11:00:00Z');
    await put('2026-10-26T10:00:00Z', 'pending');
    const body = (await get('/api/v1/admin/analytics/redemptions?days=7&until=2026-10-27')).json();
    const of = (d: string) => body.rows.find((r: { day: string }) => r.day === d);
    expect(of('2026-10-24')).toEqual({ day: '2026-10-24', requested: 1, approved: 0, denied: 0 });
    expect(of('2026-10-25')).toEqual({ day: '2026-10-25', requested: 1, approved: 1, denied: 1 });
    expect(of('2026-10-26')).toEqual({ day: '2026-10-26', requested: 1, approved: 0, denied: 0 });
    expect(of('2026-10-27')).toEqual({ day: '2026-10-27', requested: 0, approved: 0, denied: 0 });
  });

  it('lists each live hunt started in the range with its GTB guesses and AVG bets', async () => {
    const a = await account(['twitch']);
    const b = await account(['kick']);
    const today = lisbonDay(new Date());
    const [old, recent] = await database.db
      .insert(liveHunts)
      .values([
        { index: 1, startCents: 1000, status: 'finished', createdAt: new Date(Date.now() - 20 * 86_400_000) },
        { index: 2, startCents: 1000, status: 'live' },
      ])
      .returning({ id: liveHunts.id });
    await database.db.insert(liveHuntGtbGuesses).values([
      { huntId: recent!.id, userId: a, guessCents: 100 },
      { huntId: recent!.id, userId: b, guessCents: 200 },
      { huntId: old!.id, userId: a, guessCents: 300 },
    ]);
    await database.db.insert(liveHuntAvgBets).values([
      { huntId: recent!.id, userId: a, group: 'A', bet: 40 },
      { huntId: recent!.id, userId: b, group: 'C', bet: 60 },
    ]);
    const week = (await get('/api/v1/admin/analytics/hunts?days=7')).json();
    expect(week.hunts).toEqual([
      { huntId: recent!.id, index: 2, status: 'live', day: today, gtbGuesses: 2, avgBets: 2, avgPoints: 100 },
    ]);
    const month = (await get('/api/v1/admin/analytics/hunts?days=30')).json();
    expect(month.hunts.map((h: { index: number }) => h.index)).toEqual([1, 2]);
    expect(month.hunts[0]).toMatchObject({ gtbGuesses: 1, avgBets: 0, avgPoints: 0 });
  });
});
