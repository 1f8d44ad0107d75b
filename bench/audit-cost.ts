// What the audit row costs on an admin points adjustment (ADR 048), on PostgreSQL, in one invocation:
//  1. the service: pointsService.setBalance (row lock, ledger row, balance) with its audit row, and the
//     same call with the audit insert switched off (`{ audit: false }`, a switch only this bench uses),
//     alternating rounds on the same database, pool and users, so both see the same machine;
//  2. the API: PUT /api/v1/points through the running app (always with its audit row: the API has no
//     way to skip it), for the end-to-end figure.
// Usage: npm run bench:audit   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { pointsService } from '../apps/api/src/features/points/service';
import { BENCH_SECRET, freshDatabase, ledgerViolations, sessionCookie } from './lib-pg.mjs';
import { load, printTable, startServer, tempDataDir, waitFor200 } from './lib.mjs';

const DB = 'bench_audit';
const PORT = 3930;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = 3;
const CONNECTIONS = 20;
const USERS = 2_000;

const dbUrl = await freshDatabase(DB);
// The server migrates the empty database (nothing seeded); it also serves the API run.
const server = startServer({
  port: PORT,
  dataDir: tempDataDir('audit'),
  env: { DATABASE_URL: dbUrl, SESSION_SECRET: BENCH_SECRET, SEED_DEMO: 'false' },
});
await waitFor200(`${BASE}/api/health`, performance.now());

const pool = new pg.Pool({ connectionString: dbUrl, max: 5 });
await pool.query(
  `insert into users (login, display_name, points) select 'user' || g, 'User ' || g, 1000 from generate_series(1, ${USERS}) g`,
);
await pool.query(
  `insert into points_ledger (user_id, delta, balance_after, reason) select id, points, points, 'demo_seed' from users`,
);
await pool.query(`insert into users (login, display_name, role) values ('benchadmin', 'Bench Admin', 'Admin')`);
await pool.query('analyze');
const users: string[] = (await pool.query(`select id from users where login like 'user%' order by id`)).rows.map(
  (r) => r.id,
);
const adminId: string = (await pool.query(`select id from users where login = 'benchadmin'`)).rows[0].id;
const adminCookie = await sessionCookie(pool, adminId, 'Admin');

const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: CONNECTIONS });
const actor = { userId: adminId, name: 'Bench Admin', role: 'Admin' as const, requestId: 'bench', ip: '127.0.0.1' };

/** `CONNECTIONS` workers calling setBalance for `SECONDS`, each on its own users (no lock waits between them). */
async function serviceRun(audit: boolean): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      while (performance.now() < until) {
        const userId = users[(w + CONNECTIONS * n++) % users.length]!;
        const start = performance.now();
        await pointsService.setBalance(
          database.db,
          { userId, points: 1 + Math.floor(Math.random() * 1_000_000), actor },
          { audit },
        );
        latencies.push(performance.now() - start);
      }
    }),
  );
  return latencies;
}

const summary = (latencies: number[], seconds: number) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
};

const withAudit: number[] = [];
const withoutAudit: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  withoutAudit.push(...(await serviceRun(false)));
  withAudit.push(...(await serviceRun(true)));
}
const without = summary(withoutAudit, SECONDS * ROUNDS);
const withRow = summary(withAudit, SECONDS * ROUNDS);

// The API run: every request sets some user's balance; the body changes per request.
let next = 0;
const api = await load(`${BASE}/api/v1/points`, {
  method: 'PUT',
  connections: CONNECTIONS,
  duration: SECONDS,
  headers: { origin: BASE, cookie: adminCookie, 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (req: Record<string, unknown>) => ({
        ...req,
        body: JSON.stringify({ id: users[next++ % users.length], points: 1 + (next % 1_000_000) }),
      }),
    },
  ],
});
await server.stop();

const rows = (await pool.query(`select count(*)::int as n from audit_log where action = 'points.set'`)).rows[0].n;
const fmt = (v: number) => v.toFixed(2);
printTable(
  `Admin points adjustment on PostgreSQL, ${CONNECTIONS} concurrent callers, ${ROUNDS} alternating rounds x ${SECONDS} s per service row`,
  [
    {
      run: 'service: setBalance WITHOUT the audit row (lock, balance + ledger row, commit)',
      'per s': Math.round(without.rps),
      'p50 ms': fmt(without.p50),
      'p99 ms': fmt(without.p99),
      'vs without': '100 %',
    },
    {
      run: 'service: setBalance WITH the audit row (the same + name lookup + audit insert)',
      'per s': Math.round(withRow.rps),
      'p50 ms': fmt(withRow.p50),
      'p99 ms': fmt(withRow.p99),
      'vs without': `${((withRow.rps / without.rps) * 100).toFixed(0)} %`,
    },
    {
      run: 'API: PUT /api/v1/points (session, admin check, the WITH transaction, JSON), autocannon',
      'per s': Math.round(api.rps),
      'p50 ms': String(api.p50),
      'p99 ms': String(api.p99),
      'vs without': `${((api.rps / without.rps) * 100).toFixed(0)} %`,
    },
  ],
);
printTable('After the run', [
  { 'points.set audit rows': rows, 'users with points <> sum(ledger)': await ledgerViolations(pool) },
]);
await database.close();
await pool.end();
