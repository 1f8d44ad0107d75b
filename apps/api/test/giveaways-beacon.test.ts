import { beaconClientSeed, drawGiveaway, giveawayClientSeed, parseGiveawayEntriesText } from '@app/games';
import type { Giveaway } from '@app/contracts';
import { bls12_381 as bls } from '@noble/curves/bls12-381';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { startFakeDrand } from './fakes/fake-drand';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

// The public beacon of the draws (issue 35, ADR 066): a draw waits for the first drand round after
// its close, from the first relay that answers it with a valid signature; a lying relay is refused
// and the draw goes on waiting; the admin may draw without it. The relay is a local fake drand chain
// with its own key pair, which the app is configured to trust (production pins quicknet's).

let database: Database;
let relay: Awaited<ReturnType<typeof startFakeDrand>>;
let app: FastifyInstance;
let second: FastifyInstance;
let admin: TestUser;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  relay = await startFakeDrand();
  // The first relay refuses connections (nothing listens on port 1): the second one answers.
  const env = { ...relay.env, DRAND_URLS: `http://127.0.0.1:1,${relay.url}` };
  app = await createTestApp(database, env);
  second = await createTestApp(database, env);
});
afterAll(async () => {
  await app.close();
  await second.close();
  await relay.close();
  await database.close();
});
beforeEach(async () => {
  relay.state.mode = 'good';
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  ana = await createUser(database, { points: 1_000, displayName: 'Ana' });
  bob = await createUser(database, { points: 1_000, displayName: 'Bob' });
});

const call = (target: FastifyInstance, method: 'GET' | 'POST', url: string, who?: TestUser, payload?: object) =>
  target.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const get = async (g: { _id: string }): Promise<Giveaway> =>
  (await call(app, 'GET', `/api/v1/giveaways/${g._id}`)).json();

/** A giveaway closing in `closeInMs` with Ana (2 tickets) and Bob (1) entered. */
async function entered(closeInMs: number): Promise<Giveaway> {
  const res = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
    title: 'Headset',
    prize: 'A gaming headset',
    winners: 1,
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + closeInMs).toISOString(),
    entryCost: 100,
    maxTicketsPerAccount: 3,
  });
  expect(res.statusCode, res.body).toBe(201);
  const g = res.json() as Giveaway;
  expect((await call(app, 'POST', `/api/v1/giveaways/${g._id}/enter`, ana, { tickets: 2 })).statusCode).toBe(200);
  expect((await call(second, 'POST', `/api/v1/giveaways/${g._id}/enter`, bob, { tickets: 1 })).statusCode).toBe(200);
  return g;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pickCount = async (id: string) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from giveaway_picks where giveaway_id = ${id}`,
    )
  )[0]!.n;

/** Everything the draw changes: its row's state and picks, and the ledger. */
const snapshot = async (id: string) => ({
  giveaway: await get({ _id: id }),
  picks: await pickCount(id),
  ledger: await queryRows(database.db, sql`select * from points_ledger order by seq`),
});

describe('the drand beacon in giveaway draws', () => {
  it('waits for the round after the close, draws once on two instances, and the draw recomputes from public data', async () => {
    relay.state.mode = 'late'; // a real relay: a round is a 404 until its time
    const g = await entered(400);
    await sleep(500);
    const [a, b] = await Promise.all([app.giveaways.drawDue(), second.giveaways.drawDue()]);
    const waiting = await get(g);
    if (a + b === 0) {
      // The round after the close is not out yet: the draw waits and says which round, and why.
      expect(waiting.state).toBe('closing');
      expect(waiting.beacon).toMatchObject({ kind: 'waiting', chainHash: relay.chainHash, problem: 'unavailable' });
      expect(waiting.picks).toEqual([]);
      await sleep(Math.max(0, Date.parse(waiting.beacon!.roundAt!) - Date.now()) + 200);
    }
    const counts = await Promise.all([app.giveaways.drawDue(), second.giveaways.drawDue(), app.giveaways.drawDue()]);
    expect(a + b + counts.reduce((s, n) => s + n, 0)).toBe(1);
    const drawn = await get(g);
    expect(drawn.state).toBe('drawn');
    expect(await pickCount(g._id)).toBe(1);

    // The proof: the chain, the round after the close, and its link on the first relay.
    const beacon = drawn.beacon!;
    const closes = Date.parse(drawn.closesAt);
    expect(beacon).toMatchObject({ kind: 'drand', chainHash: relay.chainHash });
    expect(Date.parse(beacon.roundAt!)).toBeGreaterThan(closes);
    expect(Date.parse(beacon.roundAt!) - 3_000).toBeLessThanOrEqual(closes);
    expect(beacon.url).toBe(`http://127.0.0.1:1/${relay.chainHash}/public/${beacon.round}`);

    // Recomputed from public data only: the round as the relay serves it, its BLS signature under the
    // chain's public key (from /info), the entry list, the revealed server seed.
    const info = (await (await fetch(`${relay.url}/${relay.chainHash}/info`)).json()) as { public_key: string };
    const served = (await (await fetch(`${relay.url}/${relay.chainHash}/public/${beacon.round}`)).json()) as {
      randomness: string;
      signature: string;
    };
    expect(served).toMatchObject({ randomness: beacon.randomness, signature: beacon.signature });
    const message = Buffer.alloc(8);
    message.writeBigUInt64BE(BigInt(beacon.round!));
    expect(
      bls.verifyShortSignature(served.signature, createHash('sha256').update(message).digest(), info.public_key, {
        DST: 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_',
      }),
    ).toBe(true);
    expect(createHash('sha256').update(Buffer.from(served.signature, 'hex')).digest('hex')).toBe(served.randomness);
    const list = (await call(app, 'GET', `/api/v1/giveaways/${g._id}/entries`)).json() as { text: string };
    const entries = parseGiveawayEntriesText(list.text);
    expect(drawn.clientSeed).toBe(beaconClientSeed(entries, served.randomness));
    expect(drawn.picks.map((p) => p.entryId)).toEqual(
      drawGiveaway(drawn.serverSeed!, entries, 1, drawn.clientSeed!).map((p) => p.entryId),
    );
    await expectLedgerInvariant(database);
  });

  it('refuses a relay that lies (a bad signature, an older round): the draw waits and nothing changes', async () => {
    const g = await entered(300);
    await sleep(400);
    for (const mode of ['bad-signature', 'older-round'] as const) {
      relay.state.mode = mode;
      const before = await snapshot(g._id);
      expect(await app.giveaways.drawDue()).toBe(0);
      const after = await snapshot(g._id);
      expect(after.giveaway.state).toBe('closing');
      expect(after.giveaway.beacon).toMatchObject({ kind: 'waiting', problem: 'refused' });
      expect(after.picks).toBe(0);
      expect(after.ledger).toEqual(before.ledger);
      expect(after.giveaway.clientSeed).toBeNull();
    }
    // The admin's Draw now waits too (answers the giveaway still closing), then an honest answer draws it.
    const now = (await call(app, 'POST', `/api/v1/admin/giveaways/${g._id}/draw`, admin)).json() as Giveaway;
    expect(now.state).toBe('closing');
    relay.state.mode = 'good';
    expect(await second.giveaways.drawDue()).toBe(1);
    expect((await get(g)).beacon).toMatchObject({ kind: 'drand', problem: null });
  });

  it('no relay answers: the draw says it waits; the admin draws without the beacon, audited, and the proof says so', async () => {
    relay.state.mode = 'down';
    const g = await entered(300);
    await sleep(400);
    expect(await app.giveaways.drawDue()).toBe(0);
    expect((await get(g)).beacon).toMatchObject({ kind: 'waiting', problem: 'unavailable' });

    const url = `/api/v1/admin/giveaways/${g._id}/draw-without-beacon`;
    expect((await call(app, 'POST', url, ana, { reason: 'x' })).statusCode).toBe(403);
    expect((await call(app, 'POST', url, admin, { reason: ' ' })).json().error.code).toBe('VALIDATION_ERROR');
    const res = await call(app, 'POST', url, admin, { reason: 'drand relays unreachable for an hour' });
    expect(res.statusCode, res.body).toBe(200);
    const drawn = res.json() as Giveaway;
    expect(drawn.state).toBe('drawn');
    expect(drawn.beacon).toMatchObject({ kind: 'none', reason: 'drand relays unreachable for an hour', round: null });
    const list = (await call(app, 'GET', `/api/v1/giveaways/${g._id}/entries`)).json() as { text: string };
    const entries = parseGiveawayEntriesText(list.text);
    expect(drawn.clientSeed).toBe(giveawayClientSeed(entries));
    expect(drawn.picks.map((p) => p.entryId)).toEqual(
      drawGiveaway(drawn.serverSeed!, entries, 1).map((p) => p.entryId),
    );
    const audit = await queryRows<{ action: string }>(
      database.db,
      sql`select action from audit_log where target_id = ${g._id} order by id`,
    );
    expect(audit.map((r) => r.action)).toContain('giveaway.draw_without_beacon');
    // Once drawn, neither a second request nor a late beacon changes it.
    expect((await call(app, 'POST', url, admin, { reason: 'again' })).json().error.code).toBe('ALREADY_DECIDED');
    relay.state.mode = 'good';
    expect(await app.giveaways.drawDue()).toBe(0);
    expect((await get(g)).clientSeed).toBe(drawn.clientSeed);
  });
});
