// Bonus hunt figures (issue 8), on PostgreSQL, beside a bare Fastify hello-world of the same run:
//  - GET /api/v1/slots?q= with 50,000 slots in the catalogue (the bundled 2,262 plus 47,738 generated),
//    50 connections, rotating queries;
//  - GET /api/v1/bonus-hunt/{id} of a 500-bonus hunt (the owner's session).
// Usage: node bench/hunt.mjs   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
import path from 'node:path';
import pg from 'pg';
import { BENCH_SECRET, freshDatabase, sessionCookie } from './lib-pg.mjs';
import { load, printTable, root, startProcess, startServer, tempDataDir, waitFor200 } from './lib.mjs';

const DB = 'bench_hunt';
const PORT = 3940;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const SLOTS = 50_000;

const dbUrl = await freshDatabase(DB);
const env = {
  DATABASE_URL: dbUrl,
  SESSION_SECRET: BENCH_SECRET,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  LEADERBOARD_SYNC_MINUTES: '0',
};
const server = startServer({ port: PORT, dataDir: tempDataDir('hunt'), env });
await waitFor200(`${BASE}/api/health`, performance.now());

const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
const words = [
  'Gold',
  'Dragon',
  'Fruit',
  'Wild',
  'Book',
  'Bonanza',
  'Mega',
  'Fortune',
  'Pharaoh',
  'Sweet',
  'Olympus',
  'Joker',
  'Viking',
  'Crystal',
  'Buffalo',
  'Pirate',
];
await pool.query(
  `insert into slots (name, provider, search_name, provider_key)
   select n, p, lower(n), lower(p) from (
     select ($1::text[])[1 + (g % 16)] || ' ' || ($1::text[])[1 + ((g / 16) % 16)] || ' ' || g as n, 'Studio ' || (g % 97) as p
       from generate_series(1, $2::int) g) s
   on conflict do nothing`,
  [words, SLOTS - 2_262],
);
await pool.query('analyze slots');
const {
  rows: [{ n: slotCount }],
} = await pool.query('select count(*)::int as n from slots');

const {
  rows: [user],
} = await pool.query(`insert into users (login, display_name) values ('bench_hunter', 'BenchHunter') returning id`);
const cookie = await sessionCookie(pool, user.id);
const {
  rows: [hunt],
} = await pool.query(
  `insert into bonus_hunts (owner_id, name, start_cents) values ($1, 'Bench hunt', 500000) returning id`,
  [user.id],
);
await pool.query(
  `insert into bonus_hunt_bonuses (hunt_id, position, slot_id, bet_cents, earning_cents)
   select $1, g, (select id from slots order by id offset (g * 37) % 2000 limit 1), 100 + (g % 9) * 20, case when g % 3 = 0 then 0 else (g * 7919) % 40000 end
     from generate_series(1, 500) g`,
  [hunt.id],
);

const queries = ['olymp', 'dragon', 'bonanza', 'book', 'sweet', 'wild', 'fortune', 'pharaoh', 'gates', 'viking'];
const search = await load(`${BASE}/api/v1/slots?q=olymp`, {
  duration: DURATION,
  requests: queries.map((q) => ({ method: 'GET', path: `/api/v1/slots?q=${q}` })),
});
// 4,000 distinct queries (3-6 characters cut from random catalogue names), eight times what the
// per-instance answer cache holds: most requests run the search itself.
const { rows: sample } = await pool.query('select search_name from slots order by random() limit 4000');
const distinct = [
  ...new Set(
    sample
      .map(({ search_name: n }, i) => {
        const len = 3 + (i % 4);
        const at = (i * 7) % Math.max(1, n.length - len);
        return n.slice(at, at + len).trim();
      })
      .filter((q) => q.length >= 3),
  ),
];
const searchCold = await load(`${BASE}/api/v1/slots?q=olymp`, {
  duration: DURATION,
  // A random query per request (not one sequence that every connection would walk in step).
  requests: [
    {
      method: 'GET',
      setupRequest: (req) => ({
        ...req,
        path: `/api/v1/slots?q=${encodeURIComponent(distinct[Math.floor(Math.random() * distinct.length)])}`,
      }),
    },
  ],
});
// Control for the row above: the same per-request client path, always the same query (all cache hits).
const searchControl = await load(`${BASE}/api/v1/slots?q=olymp`, {
  duration: DURATION,
  requests: [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/slots?q=${encodeURIComponent(distinct[0])}` }) },
  ],
});
const detail = await load(`${BASE}/api/v1/bonus-hunt/${hunt.id}`, { duration: DURATION, headers: { cookie } });
const full = await load(`${BASE}/api/v1/slots`, { duration: DURATION, connections: 10 });
await server.stop();
await pool.end();

const hello = startProcess(process.execPath, [path.join(root, 'bench/baseline-hello.mjs')], { PORT: String(PORT + 1) });
await waitFor200(`http://127.0.0.1:${PORT + 1}/`, performance.now());
const base = await load(`http://127.0.0.1:${PORT + 1}/`, { duration: DURATION });
await hello.stop();

const row = (name, r) => ({
  endpoint: name,
  'req/s': Math.round(r.rps),
  'p50 ms': r.p50,
  'p99 ms': r.p99,
  'vs hello-world': `${((r.rps / base.rps) * 100).toFixed(1)} %`,
});
printTable(`Bonus hunt reads on PostgreSQL (${slotCount.toLocaleString('en-US')} slots), ${DURATION} s each`, [
  row('baseline: bare Fastify hello-world, 50 connections', base),
  row('GET /api/v1/slots?q= (10 rotating queries), 50 connections', search),
  row(
    `GET /api/v1/slots?q= (${distinct.length.toLocaleString('en-US')} distinct queries, random per request), 50 connections`,
    searchCold,
  ),
  row('control: the same client path, one query (cache hits), 50 connections', searchControl),
  row('GET /api/v1/bonus-hunt/{id}, 500 bonuses, 50 connections', detail),
  row(`GET /api/v1/slots full list (${slotCount.toLocaleString('en-US')} slots), 10 connections`, full),
]);
