import type { Tournament } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { overlayTournament, TOURNAMENT_OVERLAY_LINGER_MS } from '../src/features/tournaments/overlay-routes';
import { startFakeDrand } from './fakes/fake-drand';
import { createTestApp } from './helpers/app';
import { call } from './helpers/call';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

// The tournament OBS overlays' read: GET /api/v1/overlay/tournament/active with the overlay key.

let database: Database;
let relay: Awaited<ReturnType<typeof startFakeDrand>>;
let app: FastifyInstance;
let admin: TestUser;
let slotIds: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  relay = await startFakeDrand();
  app = await createTestApp(database, { ...relay.env });
});
afterAll(async () => {
  await app.close();
  await relay.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  const names = ['Gates of Olympus', 'Sweet Bonanza', 'Book of Dead', 'Wanted Dead'];
  const csv = `name,provider\n${names.map((n) => `"${n}","Prov"`).join('\n')}`;
  expect((await call(app, 'POST', '/api/v1/slots/import', admin, { csv })).statusCode).toBe(200);
  const rows = await queryRows<{ id: string; name: string }>(database.db, sql`select id, name from slots`);
  slotIds = names.map((n) => rows.find((r) => r.name === n)!.id);
});

const newKey = async () => (await call(app, 'POST', '/api/v1/admin/overlay-key', admin)).json().key as string;
const active = (key?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/overlay/tournament/active',
    headers: key ? { 'x-api-key': key } : {},
  });
async function createAndStart(name: string, count = 4): Promise<Tournament> {
  const created = await call(app, 'POST', '/api/v1/admin/tournaments', admin, {
    name,
    buyCents: 10_000,
    rule: 'payout',
    tieBreak: 'multiplier',
    slotIds: slotIds.slice(0, count),
  });
  expect(created.statusCode, created.body).toBe(201);
  const started = await call(app, 'POST', `/api/v1/admin/tournaments/${created.json().id}/start`, admin, {});
  expect(started.statusCode, started.body).toBe(200);
  return started.json();
}

describe('GET /api/v1/overlay/tournament/active', () => {
  it('refuses without the overlay key or with a wrong one (401)', async () => {
    await newKey();
    for (const res of [await active(), await active('ovk_wrong')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers null with no tournament, and not an upcoming one', async () => {
    const key = await newKey();
    const res = await active(key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ tournament: null });
    const created = await call(app, 'POST', '/api/v1/admin/tournaments', admin, {
      name: 'Later',
      buyCents: 10_000,
      rule: 'payout',
      tieBreak: 'multiplier',
      slotIds: slotIds.slice(0, 3),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await active(key)).json()).toEqual({ tournament: null });
  });

  it('answers the running tournament (public view, with the current match), the most recently started', async () => {
    const key = await newKey();
    await createAndStart('First', 3);
    const second = await createAndStart('Second', 4);
    const res = await active(key);
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().tournament as Tournament;
    expect(shown).toMatchObject({ id: second.id, name: 'Second', state: 'running' });
    expect(shown.currentMatchId).toBe(second.currentMatchId);
    expect(shown.rounds.flatMap((r) => r.matches).every((m) => m.predictions.mine === null)).toBe(true);
  });

  it('answers the finished tournament for 30 minutes after its end, then null', async () => {
    const key = await newKey();
    let now = await createAndStart('Done', 3);
    while (now.state === 'running') {
      const m = now.rounds.flatMap((r) => r.matches).find((x) => x.id === now.currentMatchId)!;
      const res = await call(app, 'PUT', `/api/v1/admin/tournaments/${now.id}/matches/${m.id}/result`, admin, {
        a: { cost: 10_000, payout: 30_000 },
        b: { cost: 10_000, payout: 10_000 },
      });
      expect(res.statusCode, res.body).toBe(200);
      now = res.json();
    }
    expect(now.state).toBe('finished');
    const shown = (await active(key)).json().tournament as Tournament;
    expect(shown).toMatchObject({ id: now.id, state: 'finished', championId: now.championId });
    const later = Date.parse(now.finishedAt!) + TOURNAMENT_OVERLAY_LINGER_MS + 1_000;
    expect(await overlayTournament(app.tournaments, later)).toBeNull();
  });

  it('answers a cancelled tournament too', async () => {
    const key = await newKey();
    const t = await createAndStart('Cancelled', 3);
    const res = await call(app, 'POST', `/api/v1/admin/tournaments/${t.id}/cancel`, admin, { reason: 'Stream ended' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await active(key)).json().tournament).toMatchObject({ id: t.id, state: 'cancelled' });
  });
});
