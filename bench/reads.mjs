// Reads at the speed of the stack (issue 14): each read endpoint of the app beside its same-work
// minimal handler (bench/baseline-reads.mjs: Fastify + pg + fast-jwt, the same SQL and rules), and the
// public bodies that are the same for everyone beside a bare Fastify hello-world; every pair is
// measured back to back in one run with wrk, so each figure is a ratio from the same minute.
// Usage: npm run build && node --import tsx bench/reads.mjs
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server the scratch
//   database is made on; BENCH_DB=embedded runs on the default of `npm start` instead.
//   BENCH_SECONDS (default 6), BENCH_ROUNDS (default 1).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { BENCH_SECRET, freshDatabase } from './lib-pg.mjs';
import {
  demoSession,
  loadAverage,
  printTable,
  root,
  startProcess,
  startServer,
  tempDataDir,
  waitFor200,
  wrkLoad,
} from './lib.mjs';

const PORT = 3940;
const BASE = `http://127.0.0.1:${PORT}`;
const HELLO = `http://127.0.0.1:${PORT + 1}`;
const MINIMAL = `http://127.0.0.1:${PORT + 2}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

// BENCH_DB=embedded: the default of `npm start` (no DATABASE_URL: the embedded PostgreSQL under the
// data dir); the baselines then read the same embedded server.
const embedded = process.env.BENCH_DB === 'embedded';
const EMBEDDED_PORT = 5497;
const dataDir = tempDataDir('reads');
const common = {
  SESSION_SECRET: BENCH_SECRET,
  SEED_DEMO: 'true',
  LEADERBOARD_SYNC_MINUTES: '0',
  EARNING_JOB: 'false',
  // The access log as `npm start` writes it (info: one line per request); BENCH_LOG_LEVEL=warn leaves it out.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
};
const dbUrl = embedded ? null : await freshDatabase('bench_reads');
if (embedded) delete process.env.DATABASE_URL; // the server inherits this environment
const server = startServer({
  port: PORT,
  dataDir,
  env: embedded
    ? { ...common, EMBEDDED_DB: 'postgres', EMBEDDED_DB_PORT: String(EMBEDDED_PORT) }
    : { ...common, DATABASE_URL: dbUrl },
});
await waitFor200(`${BASE}/api/health`, performance.now());
const appDbUrl =
  dbUrl ??
  `postgres://postgres:${encodeURIComponent(readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim())}@127.0.0.1:${EMBEDDED_PORT}/app`;
const hello = startProcess(process.execPath, [path.join(root, 'bench/baseline-hello.mjs')], { PORT: String(PORT + 1) });
const minimal = startProcess(process.execPath, ['--import', 'tsx', path.join(root, 'bench/baseline-reads.mjs')], {
  PORT: String(PORT + 2),
  DATABASE_URL: appDbUrl,
  SESSION_SECRET: BENCH_SECRET,
});
await waitFor200(`${HELLO}/`, performance.now());
await waitFor200(`${MINIMAL}/api/v1/shop`, performance.now());

// A signed-in viewer with a 500-bonus hunt (the largest a hunt may hold), bonuses on catalogue slots.
const cookie = await demoSession(BASE, 'viewer');
const created = await fetch(`${BASE}/api/v1/bonus-hunt`, {
  method: 'POST',
  headers: { cookie, origin: BASE, 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Bench hunt' }),
});
if (!created.ok) throw new Error(`hunt create: ${created.status} ${await created.text()}`);
const huntId = (await created.json()).id;
const pool = new pg.Pool({ connectionString: appDbUrl, max: 2 });
await pool.query(
  `insert into bonus_hunt_bonuses (hunt_id, position, slot_id, bet_cents, earning_cents)
   select $1, g, s.id, 100 + g, case when g % 3 = 0 then 0 else g * 137 end
     from generate_series(1, 500) g join lateral (select id from slots order by name offset g limit 1) s on true`,
  [huntId],
);
await pool.query(`update bonus_hunts set start_cents = 100000 where id = $1`, [huntId]);
await pool.end();

const signedIn = { cookie };
const browser = { 'accept-encoding': 'gzip, deflate, br', cookie: 'age=true' };
// What a browser's fetch sends: prepared bodies of 1 KB or more then go compressed.
const browserFetch = { 'accept-encoding': 'gzip, deflate, br' };
/** [name, app URL, headers, baseline name, baseline URL] */
const pairs = [
  ['GET /api/v1/users/me', `${BASE}/api/v1/users/me`, signedIn, 'same-work minimal', `${MINIMAL}/api/v1/users/me`],
  ['GET /api/v1/shop, visitor', `${BASE}/api/v1/shop`, {}, 'same-work minimal', `${MINIMAL}/api/v1/shop`],
  [
    'GET /api/v1/shop, visitor (prepared body, brotli)',
    `${BASE}/api/v1/shop`,
    browserFetch,
    'hello-world',
    `${HELLO}/`,
  ],
  ['GET /api/v1/shop, signed in', `${BASE}/api/v1/shop`, signedIn, 'same-work minimal', `${MINIMAL}/api/v1/shop`],
  [
    'GET /api/v1/bonus-hunt/{id}, 500 bonuses',
    `${BASE}/api/v1/bonus-hunt/${huntId}`,
    signedIn,
    'same-work minimal',
    `${MINIMAL}/api/v1/bonus-hunt/${huntId}`,
  ],
  [
    'GET /api/v1/leaderboard/roobet (prepared body)',
    `${BASE}/api/v1/leaderboard/roobet`,
    {},
    'hello-world',
    `${HELLO}/`,
  ],
  ['GET /api/v1/offers (prepared body, brotli)', `${BASE}/api/v1/offers`, browserFetch, 'hello-world', `${HELLO}/`],
  [
    'GET /api/v1/live-hunt, visitor (prepared body, brotli)',
    `${BASE}/api/v1/live-hunt`,
    browserFetch,
    'hello-world',
    `${HELLO}/`,
  ],
  ['GET / (the SPA, age accepted, brotli)', `${BASE}/`, browser, 'hello-world', `${HELLO}/`],
];
// The minimal server answers the signed-in pairs with the same cookie (same secret, same session row).
const startLoad = loadAverage();
const runs = pairs.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, url, headers, , baseUrl]] of pairs.entries()) {
    const base = wrkLoad(baseUrl, { duration: DURATION, headers });
    const app = wrkLoad(url, { duration: DURATION, headers });
    runs[i].push({ app, base, ratio: app.rps / base.rps });
  }
}
await server.stop();
await hello.stop();
await minimal.stop();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
printTable(
  `Reads on ${embedded ? 'the embedded PostgreSQL (npm start default)' : 'PostgreSQL'}, wrk 50 connections x ${DURATION} s, ${ROUNDS} round(s) (medians); each row right after its baseline; app log level ${common.LOG_LEVEL}; load average at the start ${startLoad}`,
  pairs.map(([name, , , baseName], i) => ({
    endpoint: name,
    'app req/s': Math.round(median(runs[i].map((r) => r.app.rps))),
    'app p99 ms': median(runs[i].map((r) => r.app.p99)),
    baseline: baseName,
    'baseline req/s': Math.round(median(runs[i].map((r) => r.base.rps))),
    'app / baseline': `${(median(runs[i].map((r) => r.ratio)) * 100).toFixed(0)} %`,
    goal: '50 %',
  })),
);
