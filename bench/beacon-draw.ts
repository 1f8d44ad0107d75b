// The time from a giveaway's close to its drawn winners with the drand beacon (issue 35 item 1,
// ADR 066), against a local fake drand relay with 3-second rounds that answers a round only once its
// time has come (a real relay's behaviour), on PostgreSQL through the real app:
//  - the draw asked every 250 ms from the close (the wait for the round and the draw themselves);
//  - the draw asked at the production job's cadence (every min(5 s, period) = 3 s, jitter up to 1 s);
//  - baseline: the same giveaway drawn without the beacon at the close (the draw's own cost).
// 20 viewers enter each giveaway. Prints a table with min / median / max per way, and the load average.
// Usage: npm run bench:beacon-draw   (DATABASE_URL = a PostgreSQL server you may create databases on)
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, queryRows } from '../apps/api/src/db/client';
import { userIdentities, users } from '../apps/api/src/db/schema';
import { insertSession } from '../apps/api/src/features/sessions/repository';
import { createSessionCodec, SESSION_TTL_SECONDS } from '../apps/api/src/lib/session';
import { startFakeDrand } from '../apps/api/test/fakes/fake-drand';
import { BENCH_SECRET, freshDatabase } from './lib-pg.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const VIEWERS = 20;
const ORIGIN = 'http://127.0.0.1:3999';
const loadAvg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

console.log(`load average at the start: ${loadAvg()}`);
const url = await freshDatabase('bench_beacon_draw');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
await database.migrate();
const drand = await startFakeDrand({ period: 3 });
drand.state.mode = 'late';
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: ORIGIN,
  DATABASE_URL: url,
  ...drand.env,
  DRAND_TIMEOUT_MS: '2000',
  RATE_LIMIT_BETS_PER_MINUTE: '100000',
});
const app = await buildApp({ config, database, sessionSecret: BENCH_SECRET, logger: false });
await app.ready();
const codec = createSessionCodec(BENCH_SECRET);

async function user(role: 'User' | 'Admin', login: string) {
  const [row] = await database.db.insert(users).values({ login, displayName: login, role }).returning({ id: users.id });
  await database.db
    .insert(userIdentities)
    .values({ userId: row!.id, platform: 'twitch', platformUserId: `tw-${login}`, login, displayName: login });
  const sessionId = await insertSession(database.db, row!.id, SESSION_TTL_SECONDS);
  return `accessToken=${await codec.sign({ userId: row!.id, sessionId, role })}`;
}
const admin = await user('Admin', 'bench_admin');
const viewers = await Promise.all(Array.from({ length: VIEWERS }, (_, i) => user('User', `viewer${i}`)));
const send = async (method: 'POST', path: string, cookie: string, payload?: object) => {
  const res = await app.inject({
    method,
    url: path,
    headers: { origin: ORIGIN, cookie },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** A free giveaway closing `closeInMs` from now, entered by every viewer. */
async function giveaway(closeInMs: number): Promise<{ id: string; closesAt: number }> {
  const closesAt = Date.now() + closeInMs;
  const g = await send('POST', '/api/v1/admin/giveaways', admin, {
    title: `Bench ${closesAt}`,
    prize: 'A prize',
    winners: 3,
    entryCost: 0,
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(closesAt).toISOString(),
  });
  for (const v of viewers) await send('POST', `/api/v1/giveaways/${g._id}/enter`, v, { tickets: 1 });
  return { id: g._id, closesAt };
}

const drawnAt = async (id: string): Promise<number | null> => {
  const [row] = await queryRows<{ drawn_at: Date | string | null }>(
    database.db,
    sql`select drawn_at from giveaways where id = ${id}::uuid and status = 'drawn'`,
  );
  return row?.drawn_at ? new Date(row.drawn_at).getTime() : null;
};

/** Asks for due draws every `everyMs` (+ up to `jitterMs`) from the close until this one is drawn; ms from close to drawn. */
async function closeToDrawn(everyMs: number, jitterMs: number): Promise<number> {
  const g = await giveaway(4_000);
  await sleep(Math.max(0, g.closesAt - Date.now()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    await app.giveaways.drawDue();
    const at = await drawnAt(g.id);
    if (at !== null) return at - g.closesAt;
    if (Date.now() > deadline) throw new Error('not drawn within 30 s of the close');
    await sleep(everyMs + Math.random() * jitterMs);
  }
}

async function withoutBeacon(): Promise<number> {
  const g = await giveaway(4_000);
  await sleep(Math.max(0, g.closesAt - Date.now()));
  await send('POST', `/api/v1/admin/giveaways/${g.id}/draw-without-beacon`, admin, { reason: 'bench baseline' });
  return (await drawnAt(g.id))! - g.closesAt;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: Math.round(s[0]!), median: Math.round(s[Math.floor(s.length / 2)]!), max: Math.round(s.at(-1)!) };
};
try {
  await withoutBeacon(); // warm-up of both paths
  await closeToDrawn(250, 0);
  const rows = [];
  const run = async (what: string, f: () => Promise<number>) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await f());
    rows.push({
      what,
      runs: RUNS,
      ...Object.fromEntries(Object.entries(stats(times)).map(([k, v]) => [`${k} ms`, v])),
    });
  };
  await run('beacon, draw asked every 250 ms from the close', () => closeToDrawn(250, 0));
  await run('beacon, at the job cadence (3 s + up to 1 s jitter)', () => closeToDrawn(3_000, 1_000));
  await run('baseline: without the beacon, at the close', withoutBeacon);
  console.log(
    `\nclose to drawn winners, ${VIEWERS} entries, 3-second fake drand rounds, load average after: ${loadAvg()}`,
  );
  console.table(rows);
} finally {
  await app.close();
  await drand.close();
  await database.close();
}
