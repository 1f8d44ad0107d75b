// Sponsors figures (issue 10), on PostgreSQL:
//  - GET /api/v1/leaderboard/{casino} (prepared body), GET / (the home page shell) and
//    GET /api/v1/offers (its data) per second beside a bare Fastify hello-world of the same run (wrk);
//  - one full sync of two sponsors with 10,000 rows each, through the adapters and the local fakes.
// Usage: node --import tsx bench/sponsors.mjs   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
import path from 'node:path';
import { BENCH_SECRET, freshDatabase } from './lib-pg.mjs';
import { printTable, wrkLoad, root, startProcess, startServer, tempDataDir, waitFor200 } from './lib.mjs';

const DB = 'bench_sponsors';
const PORT = 3930;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROWS = 10_000;

const dbUrl = await freshDatabase(DB);
// The demo seed gives the nine offers and the two sample sponsors with standings; no sync job.
const env = {
  DATABASE_URL: dbUrl,
  SESSION_SECRET: BENCH_SECRET,
  SEED_DEMO: 'true',
  LEADERBOARD_SYNC_MINUTES: '0',
  LOG_LEVEL: 'warn',
};
const server = startServer({ port: PORT, dataDir: tempDataDir('sponsors'), env });
await waitFor200(`${BASE}/api/health`, performance.now());

const hello = startProcess(process.execPath, [path.join(root, 'bench/baseline-hello.mjs')], { PORT: String(PORT + 1) });
await waitFor200(`http://127.0.0.1:${PORT + 1}/`, performance.now());

// Three rounds, each endpoint right after a hello-world run of its own: on a shared machine the
// load of other work drifts, so a ratio is only fair between runs seconds apart. Medians reported.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const browser = { 'accept-encoding': 'gzip, deflate, br' };
const targets = [
  ['GET /api/v1/leaderboard/roobet (prepared body)', `${BASE}/api/v1/leaderboard/roobet`, {}],
  ['GET / (home page, gated HTML, brotli)', `${BASE}/`, browser],
  ['GET / (home page, age accepted, brotli)', `${BASE}/`, { ...browser, cookie: 'age=true' }],
  ['GET /api/v1/offers (home page data, as a browser asks: brotli)', `${BASE}/api/v1/offers`, browser],
];
const runs = targets.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, url, headers]] of targets.entries()) {
    const base = wrkLoad(`http://127.0.0.1:${PORT + 1}/`, { duration: DURATION });
    const r = wrkLoad(url, { duration: DURATION, headers });
    runs[i].push({ ...r, ratio: r.rps / base.rps, base: base.rps });
  }
}
await server.stop();
await hello.stop();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
printTable(`Reads on PostgreSQL, wrk 50 connections x ${DURATION} s, ${ROUNDS} rounds (medians)`, [
  {
    endpoint: 'baseline: bare Fastify hello-world (run before each)',
    'req/s': Math.round(median(runs.flat().map((r) => r.base))),
    'p50 ms': '',
    'p99 ms': '',
    'vs hello-world': '100 %',
    rounds: '',
  },
  ...targets.map(([name], i) => ({
    endpoint: name,
    'req/s': Math.round(median(runs[i].map((r) => r.rps))),
    'p50 ms': median(runs[i].map((r) => r.p50)),
    'p99 ms': median(runs[i].map((r) => r.p99)),
    'vs hello-world': `${(median(runs[i].map((r) => r.ratio)) * 100).toFixed(0)} %`,
    rounds: runs[i].map((r) => `${(r.ratio * 100).toFixed(0)} %`).join(', '),
  })),
]);

// One full sync: two sponsors (Roobet and Rainbet contracts) of 10,000 rows each from the local fake.
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { createLeaderboardService } = await import('../apps/api/src/features/leaderboard/service.ts');
const { createSecretBox } = await import('../apps/api/src/lib/secret-box.ts');
const { startFakeSponsors } = await import('../apps/api/test/fakes/fake-sponsors.ts');
const { monthWindow } = await import('../apps/api/src/lib/lisbon-months.ts');
const database = await openDatabase({ kind: 'postgres', url: dbUrl });
const fake = await startFakeSponsors({ key: 'bench-key' });
fake.state.period = monthWindow(new Date()).period;
fake.state.players = Array.from({ length: ROWS }, (_, i) => ({
  username: `player${i}`,
  wagered: `${(i * 7919) % 1_000_000}.${String(i % 100).padStart(2, '0')}`,
}));
const secrets = createSecretBox('bench-secrets-key-bench-secrets-key-0123');
const sealed = secrets.seal(JSON.stringify({ key: 'bench-key', userId: 'aff' }));
await database.db.execute(`delete from sponsors`);
const { sql } = await import('drizzle-orm');
for (const [slug, adapter] of [
  ['bench-roobet', 'roobet'],
  ['bench-rainbet', 'rainbet'],
]) {
  await database.db.execute(
    sql`insert into sponsors (slug, name, logo, adapter, credentials_sealed, prizes) values (${slug}, ${slug}, '/x.svg', ${adapter}, ${sealed}, '[2000,1500,750,500,250]'::jsonb)`,
  );
}
const quiet = { info() {}, warn() {}, error: (o, m) => console.error(m, o) };
const service = createLeaderboardService({
  db: database.db,
  secrets,
  log: quiet,
  baseUrls: { roobet: fake.url, rainbet: fake.url },
  timeoutMs: 30_000,
});
const t0 = performance.now();
await service.syncAll();
const first = performance.now() - t0;
const t1 = performance.now();
await service.syncAll();
const second = performance.now() - t1;
const counts = await database.db.execute(
  sql`select count(*)::int as months, sum(jsonb_array_length(rows))::int as rows from wager_standings`,
);
printTable(`Sync of two sponsors x ${ROWS.toLocaleString()} rows (local fakes, PostgreSQL)`, [
  { run: 'first full sync (fetch, parse, sort, prepare, upsert)', ms: first.toFixed(0) },
  { run: 'second sync (same data: upsert skipped by ETag)', ms: second.toFixed(0) },
  { run: 'stored', ms: JSON.stringify(counts.rows[0]) },
]);
await fake.close();
await database.close();
