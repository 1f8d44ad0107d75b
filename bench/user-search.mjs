// The user search (issue 13 item 5) on 100,000 users, on PostgreSQL: the query plan of the shared
// substring match (lib/user-search.ts, trigram indexes of migration 0012) and the latency of the three
// endpoints that use it (points leaderboard, admin users table, redemptions desk) for a rare, a
// common and a one-letter query.
// Usage: npm run build && node bench/user-search.mjs   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
import pg from 'pg';
import { BENCH_SECRET, freshDatabase, sessionCookie } from './lib-pg.mjs';
import { load, printTable, startServer, tempDataDir, waitFor200 } from './lib.mjs';

const DB = 'bench_user_search';
const PORT = 3911;
const BASE = `http://127.0.0.1:${PORT}`;
const USERS = 100_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 4);

const dbUrl = await freshDatabase(DB);
const server = startServer({
  port: PORT,
  dataDir: tempDataDir('user-search'),
  env: { DATABASE_URL: dbUrl, SESSION_SECRET: BENCH_SECRET, SEED_DEMO: 'false' },
});
await waitFor200(`${BASE}/api/health`, performance.now());
const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });

try {
  console.log(`creating ${USERS.toLocaleString()} users…`);
  // Names of mixed words and hex, so trigrams spread like real names: 'LuckyViewer3fa9c1'.
  await pool.query(`
    insert into users (login, display_name, points)
    select lower(w) || '_' || substr(md5(g::text), 1, 8), w || substr(md5('n' || g), 1, 6), (g * 7919) % 50000
    from generate_series(1, ${USERS}) g, lateral (select (array['Lucky','Spin','Demo','Slot','Max','Big','Wild','Cash'])[1 + g % 8] || (array['Viewer','Fan','Player','King'])[1 + g % 4] as w) words`);
  await pool.query(`insert into users (login, display_name, role) values ('benchadmin', 'Bench Admin', 'Admin')`);
  const adminId = (await pool.query(`select id from users where login = 'benchadmin'`)).rows[0].id;
  const cookie = await sessionCookie(pool, adminId, 'Admin');
  await pool.query('analyze users');

  const queries = { rare: '3fa9', name: 'luckyview', common: 'er', letter: 'a' };
  const plans = [];
  for (const [kind, q] of Object.entries(queries)) {
    const pattern = `%${q}%`;
    const where = `lower(login) like lower($1) or lower(display_name) like lower($1)`; // as lib/user-search.ts builds it
    const count = await pool.query(`explain (analyze, format json) select count(*) from users where ${where}`, [
      pattern,
    ]);
    const page = await pool.query(
      `explain (analyze, format json) select id from users where ${where} order by points desc nulls last, lower(display_name), id limit 20`,
      [pattern],
    );
    const node = (plan) => {
      const names = [];
      const walk = (n) => {
        names.push(n['Index Name'] ? `${n['Node Type']} ${n['Index Name']}` : n['Node Type']);
        for (const c of n.Plans ?? []) walk(c);
      };
      walk(plan[0].Plan);
      return names.filter((n) => /Scan|Bitmap/.test(n)).join(', ');
    };
    plans.push({
      query: q,
      matches: (await pool.query(`select count(*)::int n from users where ${where}`, [pattern])).rows[0].n,
      'count ms': count.rows[0]['QUERY PLAN'][0]['Execution Time'].toFixed(1),
      'count plan': node(count.rows[0]['QUERY PLAN']),
      'page ms': page.rows[0]['QUERY PLAN'][0]['Execution Time'].toFixed(1),
      'page plan': node(page.rows[0]['QUERY PLAN']),
    });
    void kind;
  }
  printTable(
    `user search on ${USERS.toLocaleString()} users: EXPLAIN ANALYZE (count, and the first page by points)`,
    plans,
  );

  const rows = [];
  for (const [kind, q] of Object.entries(queries)) {
    const qs = new URLSearchParams({ q }).toString();
    for (const [endpoint, url] of [
      ['GET /points', `${BASE}/api/v1/points?${qs}`],
      ['GET /admin/users', `${BASE}/api/v1/admin/users?${qs}&sort=points&order=desc`],
      ['GET /reedem', `${BASE}/api/v1/reedem?${qs}`],
    ]) {
      const r = await load(url, { headers: { cookie }, connections: 10, duration: DURATION });
      rows.push({ endpoint, query: `${q} (${kind})`, 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99 });
    }
  }
  printTable('the three endpoints, 10 connections', rows);
} finally {
  await pool.end();
  await server.stop();
}
