// The live event stream of a page (GET /api/v1/events): per-user balance pushes from every way a
// balance changes, to that user's connections only, and the connection caps (issue 19).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { pointsService } from '../src/features/points/service';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { openSse, waitFor, type SseReader } from './helpers/sse';

let database: Database;
let app: FastifyInstance;
let address: string;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, { LIVE_HUNT_HEARTBEAT_SECONDS: '1' });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createUser(database, { role: 'Admin' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/**
 * How long a committed change may take to reach a stream: NOTIFY on the outbox's connection, the
 * instance's LISTEN connection, the hub, the socket, the test's reader. Milliseconds on a quiet
 * machine; CI's PostgreSQL pass runs three database-heavy files at once on two cores, and one run met
 * more than 2 s. A lost or extra event still fails: the events are counted exactly below.
 */
const DELIVERY_MS = 10_000;

const balances = (s: SseReader) =>
  s.events.filter((e) => e.event === 'balance').map((e) => JSON.parse(e.data) as unknown);
const setBalance = (user: TestUser, points: number) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/points',
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    payload: { id: user.id, points },
  });
/** Every byte sent before now has been read once a heartbeat sent after now arrived (one TCP stream). */
const drained = async (...streams: SseReader[]) => {
  const seen = streams.map((s) => s.heartbeats());
  await waitFor(() => streams.every((s, i) => s.heartbeats() > seen[i]!), 3_000);
};

describe('balance events', () => {
  it('reach only the user whose balance changed, carry only the balance, and never a rolled back change', async () => {
    const [a, b] = await Promise.all([createUser(database, { points: 100 }), createUser(database, { points: 200 })]);
    const streams: SseReader[] = [];
    try {
      const a1 = await openSse(`${address}/api/v1/events`, { cookie: a.cookie });
      const a2 = await openSse(`${address}/api/v1/events?hunt=0`, { cookie: a.cookie });
      const bs = await openSse(`${address}/api/v1/events`, { cookie: b.cookie });
      const visitor = await openSse(`${address}/api/v1/events`);
      streams.push(a1, a2, bs, visitor);
      expect([a1.status, a2.status, bs.status, visitor.status]).toEqual([200, 200, 200, 200]);

      // an admin edit
      expect((await setBalance(a, 5_000)).statusCode).toBe(200);
      await waitFor(() => balances(a1).length === 1 && balances(a2).length === 1, DELIVERY_MS);
      // a rolled back credit sends nothing; the next committed change does
      await expect(
        database.db.transaction(async (tx) => {
          await pointsService.credit(tx, { userId: b.id, amount: 999, reason: 'admin_set' });
          tx.rollback();
        }),
      ).rejects.toThrow();
      await database.db.transaction((tx) => pointsService.debit(tx, { userId: b.id, amount: 50, reason: 'game_bet' }));
      await waitFor(() => balances(bs).length === 1, DELIVERY_MS);
      // many users at once (the watch-time tick's path)
      await database.db.transaction((tx) =>
        pointsService.creditMany(
          tx,
          [
            { userId: a.id, amount: 7 },
            { userId: b.id, amount: 3 },
          ],
          { reason: 'watch_time' },
        ),
      );
      await waitFor(() => balances(a1).length === 2 && balances(bs).length === 2, DELIVERY_MS);
      await drained(a1, a2, bs, visitor);

      expect(balances(a1)).toEqual([{ balance: 5_000 }, { balance: 5_007 }]);
      expect(balances(a2)).toEqual([{ balance: 5_000 }, { balance: 5_007 }]);
      expect(balances(bs)).toEqual([{ balance: 150 }, { balance: 153 }]);
      expect(visitor.events).toEqual([]);
      // no id (the hunt's Last-Event-ID stays the hunt's), nothing but the balance
      for (const e of [...a1.events, ...bs.events])
        expect(e).toMatchObject({ event: 'balance', id: null, data: expect.stringMatching(/^\{"balance":\d+\}$/) });
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('the season reset reaches every connected user with 0; hunt=1 also carries the hunt events', async () => {
    const [a, b] = await Promise.all([createUser(database, { points: 40 }), createUser(database, { points: 60 })]);
    const streams: SseReader[] = [];
    try {
      const as = await openSse(`${address}/api/v1/events?hunt=1`, { cookie: a.cookie });
      const bs = await openSse(`${address}/api/v1/events`, { cookie: b.cookie });
      streams.push(as, bs);
      await waitFor(() => as.events.some((e) => e.event === 'hunt'));
      expect(as.events[0]).toMatchObject({ event: 'hunt', id: expect.stringMatching(/^\d+$/) });
      const reset = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/points/season-reset',
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
        payload: { confirm: 'RESET' },
      });
      expect(reset.statusCode).toBe(200);
      await waitFor(() => balances(as).length === 1 && balances(bs).length === 1);
      expect(balances(as)).toEqual([{ balance: 0 }]);
      expect(balances(bs)).toEqual([{ balance: 0 }]);
      expect(bs.events.every((e) => e.event === 'balance')).toBe(true);
    } finally {
      for (const s of streams) s.close();
    }
  });
});

describe('connection caps', () => {
  it('past the cap per address, per user or per instance the answer is 429 in the error shape; a closed connection frees its slot', async () => {
    const capped = await createTestApp(database, {
      TRUST_PROXY: 'true',
      LIVE_EVENTS_MAX_PER_IP: '2',
      LIVE_EVENTS_MAX_PER_USER: '2',
      LIVE_EVENTS_MAX_TOTAL: '5',
    });
    const base = await capped.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(database);
    const streams: SseReader[] = [];
    const open = async (ip: string, extra: Record<string, string> = {}, path = '/api/v1/events') => {
      const s = await openSse(`${base}${path}`, { 'x-forwarded-for': ip, ...extra });
      streams.push(s);
      return s;
    };
    const refused = (s: SseReader) => {
      expect(s.status).toBe(429);
      expect(JSON.parse(s.body)).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    };
    try {
      expect((await open('10.0.0.1', { cookie: user.cookie })).status).toBe(200);
      expect((await open('10.0.0.1', { cookie: user.cookie }, '/api/v1/live-hunt/events')).status).toBe(200);
      refused(await open('10.0.0.1')); // per address (the hunt-only stream counts too)
      expect((await open('10.0.0.2', { cookie: user.cookie })).status).toBe(200);
      refused(await open('10.0.0.3', { cookie: user.cookie })); // per user
      expect((await open('10.0.0.3')).status).toBe(200);
      const fifth = await open('10.0.0.4');
      expect(fifth.status).toBe(200);
      refused(await open('10.0.0.5')); // per instance
      refused(await open('10.0.0.6', {}, '/api/v1/live-hunt/events'));
      fifth.close();
      // The server frees the slot when it sees the close.
      let again: SseReader;
      const until = Date.now() + 3_000;
      while ((again = await open('10.0.0.5')).status !== 200) {
        if (Date.now() > until) throw new Error('the slot was never released');
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(again.status).toBe(200);
    } finally {
      for (const s of streams) s.close();
      await capped.close();
    }
  });
});
