// The public transparency report (ADR 069) on PostgreSQL at BENCH_LEDGER_ROWS (default 100,000)
// points_ledger rows over the last 365 Lisbon days, 1,000 accounts, 50 drawn giveaways with 3 standing
// winners each and 60 finished live hunts. Through the real app (one instance, DATABASE_URL):
//  - the first read of a period (nothing cached: all time, and each of the last 12 months once), one
//    request at a time;
//  - the cached read of all time under load (wrk, 10 connections), beside a trivial route of the same
//    app (GET /api/v1/config) and a bare Fastify hello-world on the same machine;
//  - the raw SQL of the report's reads (the same statements through pg, one at a time), the floor of
//    the first read.
// Prints the load average before and after. Usage: npm run build && npm run bench:transparency
//        (DATABASE_URL = a PostgreSQL server you may create databases on, default postgres://postgres@127.0.0.1:5432/test)
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { BENCH_SECRET, freshDatabase } from './lib-pg.mjs';
import { printTable, root, startProcess, startServer, tempDataDir, waitFor200, withServers, wrkLoad } from './lib.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const USERS = env('BENCH_USERS', 1_000);
const LEDGER_ROWS = env('BENCH_LEDGER_ROWS', 100_000);
const PORT = env('BENCH_PORT', 3975);
const BASE = `http://127.0.0.1:${PORT}`;
const HELLO = `http://127.0.0.1:${PORT + 1}/`;
const DURATION = env('BENCH_DURATION', 5);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const reasons = [
  'watch_time',
  'game_bet',
  'game_payout',
  'redemption',
  'hunt_bet',
  'hunt_payout',
  'giveaway_entry',
  'giveaway_prize',
  'gtb_prize',
  'admin_adjust',
  'signup_bonus',
  'wager_milestone',
];
const debits = `('game_bet','redemption','hunt_bet','giveaway_entry')`;

console.log(`load average at the start: ${load()}`);
const dbUrl = await freshDatabase('bench_transparency');
const servers = [];
await withServers(servers, async () => {
  const schema = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 1 });
  await schema.migrate();
  await schema.close();
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  try {
    const t0 = performance.now();
    await pool.query(
      `insert into users (login, display_name) select 'user' || g, 'User ' || g from generate_series(1, ${USERS}) g`,
    );
    await pool.query(`
      insert into points_ledger (user_id, delta, balance_after, reason, created_at)
      select u.id, case when r.reason in ${debits} then -(1 + g % 300) else 1 + g % 500 end, 0, r.reason,
             now() - (g::double precision / ${LEDGER_ROWS}) * interval '365 days'
        from generate_series(1, ${LEDGER_ROWS}) g
        join lateral (select (array[${reasons.map((r) => `'${r}'`).join(',')}])[1 + g % ${reasons.length}] as reason) r on true
        join users u on u.login = 'user' || (1 + (g::bigint * 7919) % ${USERS})`);
    // 50 giveaways drawn over the year, 20 entries and 3 standing winners each (a fourth pick disqualified).
    await pool.query(`
      insert into giveaways (title, prize, points_prize, winners, opens_at, closes_at, status, server_seed, server_seed_hash,
                             client_seed, entry_count, ticket_count, drawn_at, beacon_chain, beacon_round, beacon_randomness, beacon_signature)
      select 'Giveaway ' || g, 'A prize', 100, 3, now() - (g * 7 + 1) * interval '1 day', now() - (g * 7) * interval '1 day',
             case when g % 5 = 0 then 'drawn' else 'final' end, md5(g::text), md5(md5(g::text)), md5('c' || g), 20, 20,
             now() - (g * 7) * interval '1 day', 'bench-chain', 1000 + g, md5('r' || g), md5('s' || g)
        from generate_series(1, 50) g`);
    await pool.query(`
      insert into giveaway_entries (giveaway_id, user_id, bought, tickets, source)
      select gw.id, u.id, 1, 1, 'site' from giveaways gw cross join generate_series(1, 20) n
        join users u on u.login = 'user' || (1 + (n * 37 + abs(hashtext(gw.title))) % ${USERS})`);
    await pool.query(`
      insert into giveaway_picks (giveaway_id, nonce, entry_id, ticket, tickets_in_draw, float, disqualified_at, points_paid)
      select e.giveaway_id, e.rn - 1, e.id, e.rn - 1, 20, '0.5', case when e.rn = 1 then now() end, case when e.rn > 1 then 100 end
        from (select id, giveaway_id, row_number() over (partition by giveaway_id order by id) as rn from giveaway_entries) e
       where e.rn <= 4`);
    await pool.query(`update users set anonymous_in_public = true where login like '%7'`);
    await pool.query(`
      insert into live_hunts (index, status, start_cents, created_at, ended_at)
      select g, 'finished', 100000, now() - (g * 6) * interval '1 day', now() - (g * 6) * interval '1 day' + interval '3 hours'
        from generate_series(1, 60) g`);
    await pool.query('vacuum analyze');
    const counts = (await pool.query(`select (select count(*) from points_ledger)::int as ledger`)).rows[0];
    console.log(
      `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${counts.ledger.toLocaleString('en-US')} ledger rows`,
    );

    servers.push(
      startServer({
        port: PORT,
        dataDir: tempDataDir('transparency'),
        env: { DATABASE_URL: dbUrl, SESSION_SECRET: BENCH_SECRET, SEED_DEMO: 'false', EARNING_JOB: 'false' },
      }),
    );
    servers.push(
      startProcess(process.execPath, [path.join(root, 'bench/baseline-hello.mjs')], { PORT: String(PORT + 1) }),
    );
    await waitFor200(`${BASE}/api/health`, performance.now());
    await waitFor200(HELLO, performance.now());

    const once = async (url) => {
      const s = performance.now();
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      const body = await res.json();
      return { ms: performance.now() - s, body };
    };
    // Warm the route's code (an empty month far back), then the first reads.
    for (let i = 0; i < 5; i++) await once(`${BASE}/api/v1/transparency?period=2019-0${i + 1}`);
    const first = await once(`${BASE}/api/v1/transparency?period=all`);
    const months = first.body.months.slice(0, 12);
    const monthTimes = [];
    for (const m of months) monthTimes.push((await once(`${BASE}/api/v1/transparency?period=${m}`)).ms);
    monthTimes.sort((a, b) => a - b);
    const cachedOnce = await once(`${BASE}/api/v1/transparency?period=all`);
    const rows = [
      { what: 'first read, all time (nothing cached)', 'p50 ms': first.ms.toFixed(1), 'req/s': '', 'p99 ms': '' },
      {
        what: `first read, each of the last ${months.length} months (median, max)`,
        'p50 ms': monthTimes[Math.floor(monthTimes.length / 2)].toFixed(1),
        'req/s': '',
        'p99 ms': monthTimes.at(-1).toFixed(1),
      },
      { what: 'cached read, all time, one request', 'p50 ms': cachedOnce.ms.toFixed(1), 'req/s': '', 'p99 ms': '' },
    ];
    const loaded = (what, r) => rows.push({ what, 'p50 ms': r.p50, 'req/s': Math.round(r.rps), 'p99 ms': r.p99 });
    // Warm both sides, then measure.
    wrkLoad(`${BASE}/api/v1/transparency?period=all`, { connections: CONNECTIONS, duration: 2 });
    wrkLoad(HELLO, { connections: CONNECTIONS, duration: 2 });
    loaded(
      `cached read, all time, ${CONNECTIONS} conn (wrk)`,
      wrkLoad(`${BASE}/api/v1/transparency?period=all`, {
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { 'accept-encoding': 'br' },
      }),
    );
    loaded(
      `baseline: GET /api/v1/config, ${CONNECTIONS} conn`,
      wrkLoad(`${BASE}/api/v1/config`, { connections: CONNECTIONS, duration: DURATION }),
    );
    loaded(
      `baseline: bare Fastify hello-world, ${CONNECTIONS} conn`,
      wrkLoad(HELLO, { connections: CONNECTIONS, duration: DURATION }),
    );

    // The report's reads as raw SQL (all time), one at a time: the floor of a first read.
    const timed = async (label, query, n = 10) => {
      const times = [];
      for (let i = 0; i < n; i++) {
        const s = performance.now();
        await pool.query(query);
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      rows.push({
        what: `raw SQL: ${label}`,
        'p50 ms': times[Math.floor(n / 2)].toFixed(1),
        'req/s': '',
        'p99 ms': times[n - 1].toFixed(1),
      });
    };
    await timed(
      'ledger sums by reason, all time',
      `select reason, coalesce(sum(delta) filter (where delta > 0), 0), coalesce(-sum(delta) filter (where delta < 0), 0) from points_ledger where true group by reason`,
    );
    await timed(
      'giveaways drawn and their standing winners',
      `select g.id, g.title, u.display_name from giveaways g join giveaway_picks p on p.giveaway_id = g.id and p.disqualified_at is null
         join giveaway_entries e on e.id = p.entry_id join users u on u.id = e.user_id where g.status in ('drawn', 'final') order by g.drawn_at desc`,
    );
    printTable(
      `transparency report, ${counts.ledger.toLocaleString('en-US')} ledger rows, ${os.cpus().length} cores, load average after: ${load()}`,
      rows,
    );
    console.log(
      `body: ${JSON.stringify(first.body).length.toLocaleString('en-US')} bytes, ${first.body.giveaways.length} giveaways, ${first.body.hunts.length} hunts`,
    );
  } finally {
    await pool.end();
  }
});
