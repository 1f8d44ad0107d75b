// Points economy figures (issue 3), on PostgreSQL:
//  - POST /api/v1/reedem/{id} per second beside a raw SQL baseline doing the same stock update,
//    redemption insert, debit and ledger insert in a pg loop with the same concurrency;
//  - GET /api/v1/shop per second beside a bare Fastify hello-world;
//  - the admin users table on 100,000 users (search, sort, deep page);
//  - a ledger check after the run.
// Usage: npm run bench:points   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
import path from 'node:path';
import pg from 'pg';
import { BENCH_SECRET, freshDatabase, ledgerViolations, rawRedeemBaseline, sessionCookie } from './lib-pg.mjs';
import { load, printTable, root, startProcess, startServer, tempDataDir, waitFor200 } from './lib.mjs';

const DB = 'bench_points';
const PORT = 3910;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const USERS = 100_000;
const BUYERS = 2_000;
const ITEMS = 200;

const dbUrl = await freshDatabase(DB);

// The server migrates the empty database; nothing is seeded (SEED_DEMO=false).
const env = {
  DATABASE_URL: dbUrl,
  SESSION_SECRET: BENCH_SECRET,
  SEED_DEMO: 'false',
  RATE_LIMIT_BETS_PER_MINUTE: '100000000',
};
const server = startServer({ port: PORT, dataDir: tempDataDir('points'), env });
await waitFor200(`${BASE}/api/health`, performance.now());

const pool = new pg.Pool({ connectionString: dbUrl, max: 20 });
console.log(`creating ${USERS.toLocaleString()} users and ${ITEMS} items…`);
await pool.query(`
  insert into users (login, display_name, points)
  select 'user' || g, 'User ' || g, case when g <= ${BUYERS} then 1000000 else (g * 7919) % 50000 end
  from generate_series(1, ${USERS}) g`);
await pool.query(`
  insert into points_ledger (user_id, delta, balance_after, reason)
  select id, points, points, 'demo_seed' from users where points > 0`);
await pool.query(
  `insert into shop_items (name, cost, quantity, image) select 'Item ' || g, 10, 1000000, '/shop-images/hoodie.svg' from generate_series(1, ${ITEMS}) g`,
);
await pool.query(`insert into users (login, display_name, role) values ('benchadmin', 'Bench Admin', 'Admin')`);
await pool.query('analyze');
const buyers = (await pool.query(`select id from users where points = 1000000 order by id limit ${BUYERS}`)).rows.map(
  (r) => r.id,
);
const items = (await pool.query('select id from shop_items order by id')).rows.map((r) => r.id);
const adminId = (await pool.query(`select id from users where login = 'benchadmin'`)).rows[0].id;
const cookies = await Promise.all(buyers.map((id) => sessionCookie(pool, id)));
const adminCookie = await sessionCookie(pool, adminId, 'Admin');

// Every (buyer, item) pair once: a pending redemption blocks a second one of the same pair.
let next = 0;
const pairFor = (n) => ({ buyer: n % BUYERS, item: Math.floor(n / BUYERS) % ITEMS });

// 1. The API: POST /reedem/{id}
const api = await load(`${BASE}/api/v1/reedem/${items[0]}`, {
  method: 'POST',
  connections: CONNECTIONS,
  duration: DURATION,
  headers: { origin: BASE },
  requests: [
    {
      setupRequest: (req) => {
        const { buyer, item } = pairFor(next++);
        return {
          ...req,
          path: `/api/v1/reedem/${items[item]}`,
          headers: { ...req.headers, origin: BASE, cookie: cookies[buyer] },
        };
      },
    },
  ],
});

// 2. The raw SQL baseline on fresh items the API run did not reach, same concurrency and pool size.
const baselineItems = (
  await pool.query(
    `insert into shop_items (name, cost, quantity, image) select 'Base ' || g, 10, 1000000, '/x.svg' from generate_series(1, ${ITEMS}) g returning id`,
  )
).rows.map((r) => r.id);
const baseline = await rawRedeemBaseline(pool, {
  buyers,
  items: baselineItems,
  connections: CONNECTIONS,
  seconds: DURATION,
});

printTable(`Redeem on PostgreSQL, ${CONNECTIONS} concurrent clients x ${DURATION} s`, [
  {
    run: 'baseline: raw SQL (stock, redemption, debit, ledger) in a pg loop',
    'per s': Math.round(baseline.rps),
    'p50 ms': baseline.p50.toFixed(1),
    'p99 ms': baseline.p99.toFixed(1),
    'vs baseline': '100 %',
  },
  {
    run: 'POST /api/v1/reedem/{id} through the app',
    'per s': Math.round(api.rps),
    'p50 ms': api.p50,
    'p99 ms': api.p99,
    'vs baseline': `${((api.rps / baseline.rps) * 100).toFixed(0)} %`,
  },
]);

// 3. GET /shop with a realistic shop (12 listed items; the rest archived), beside a hello-world,
//    and the admin table on 100k users.
await pool.query(
  `update shop_items set archived_at = now() where id not in (select id from shop_items order by created_at limit 12)`,
);
const shop = await load(`${BASE}/api/v1/shop`, { duration: DURATION });
const usersPoints = await load(`${BASE}/api/v1/admin/users?sort=points&order=desc&page=1&pageSize=20`, {
  duration: DURATION,
  headers: { cookie: adminCookie },
});
const usersDeep = await load(`${BASE}/api/v1/admin/users?sort=points&order=asc&page=4000&pageSize=20`, {
  duration: DURATION,
  headers: { cookie: adminCookie },
});
const usersSearch = await load(`${BASE}/api/v1/admin/users?q=user9999&page=1&pageSize=20`, {
  duration: DURATION,
  headers: { cookie: adminCookie },
});
const board = await load(`${BASE}/api/v1/points?page=50&pageSize=20`, { duration: DURATION });
await server.stop();

const hello = startProcess(process.execPath, [path.join(root, 'bench/baseline-hello.mjs')], { PORT: String(PORT + 1) });
await waitFor200(`http://127.0.0.1:${PORT + 1}/`, performance.now());
const base = await load(`http://127.0.0.1:${PORT + 1}/`, { duration: DURATION });
await hello.stop();

const row = (name, r) => ({
  endpoint: name,
  'req/s': Math.round(r.rps),
  'p50 ms': r.p50,
  'p99 ms': r.p99,
  'vs hello-world': `${((r.rps / base.rps) * 100).toFixed(0)} %`,
});
printTable(`Reads on PostgreSQL with ${USERS.toLocaleString()} users, 50 connections x ${DURATION} s`, [
  row('baseline: bare Fastify hello-world', base),
  row('GET /api/v1/shop (visitor)', shop),
  row('GET /admin/users sort=points desc, page 1', usersPoints),
  row('GET /admin/users sort=points asc, page 4000', usersDeep),
  row('GET /admin/users q=user9999 (prefix search)', usersSearch),
  row('GET /points page 50 (public board)', board),
]);

// 4. The ledger after everything.
const counts = await pool.query(
  `select (select count(*)::int from redemptions) as redemptions, (select count(*)::int from points_ledger) as ledger_rows`,
);
printTable('Ledger check after the run', [
  { ...counts.rows[0], 'users with points <> sum(ledger)': await ledgerViolations(pool) },
]);
await pool.end();
