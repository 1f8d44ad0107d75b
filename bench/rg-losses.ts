// The responsible-play loss sum (ADR 067) on PostgreSQL: every paid stake reads the account's losses
// of the last day and week from points_ledger. Measured with and without an index on
// (user_id, created_at), beside what such an index costs every ledger write (the migration that adds
// it is dropped first, so "without" is the schema before it):
//  - a heavy player (BENCH_HEAVY_ROWS ledger rows, default 200,000, over 120 days) and a light one
//    (200 rows in the last 14 days, like BENCH_USERS others), the real `losses()` of the responsible-play repository, BENCH_RUNS times each after a
//    warm-up: median and p95;
//  - the raw statement of the loss sum through pg (the same SQL, prepared), the floor of the read;
//  - 5,000 single-row ledger inserts, one per transaction, with and without the index.
// Prints the load average before and after. Usage: npm run bench:rg-losses
//        (DATABASE_URL = a PostgreSQL server you may create databases on, default postgres://postgres@127.0.0.1:5432/test)
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { losses } from '../apps/api/src/features/responsible-play/repository.ts';
import { freshDatabase } from './lib-pg.mjs';
import { printTable } from './lib.mjs';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const HEAVY_ROWS = env('BENCH_HEAVY_ROWS', 200_000);
const OTHER_USERS = env('BENCH_USERS', 1_000);
const RUNS = env('BENCH_RUNS', 200);
const INSERTS = env('BENCH_INSERTS', 5_000);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const stakeReasons = ['game_bet', 'game_payout', 'hunt_bet', 'hunt_payout', 'giveaway_entry', 'giveaway_refund'];
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

async function timed(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

async function main() {
  console.log(`load average before: ${load()} (${os.cpus().length} cores)`);
  const url = await freshDatabase('bench_rg_losses');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await database.migrate();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await pool.query(
      `insert into users (login, display_name) select 'user' || g, 'User ' || g from generate_series(0, ${OTHER_USERS}) g`,
    );
    const ids = await pool.query<{ id: string; login: string }>(
      `select id, login from users where login in ('user0', 'user1')`,
    );
    const heavy = ids.rows.find((r) => r.login === 'user0')!.id;
    const light = ids.rows.find((r) => r.login === 'user1')!.id;
    const reasonOf = `(array[${stakeReasons.map((r) => `'${r}'`).join(',')}, 'watch_time'])[1 + g % ${stakeReasons.length + 1}]`;
    // The heavy player: rows over the last 120 days (about 1/17 of them in the last week).
    await pool.query(
      `insert into points_ledger (user_id, delta, balance_after, reason, created_at)
       select $1, case when g % 2 = 0 then -(1 + g % 300) else 1 + g % 500 end, 0, ${reasonOf},
              now() - (g::double precision / ${HEAVY_ROWS}) * interval '120 days'
         from generate_series(1, ${HEAVY_ROWS}) g`,
      [heavy],
    );
    // Everyone else: 200 rows each over the last 14 days (a busy site: half its ledger in the last week).
    await pool.query(
      `insert into points_ledger (user_id, delta, balance_after, reason, created_at)
       select u.id, case when g % 2 = 0 then -(1 + g % 300) else 1 + g % 500 end, 0, ${reasonOf},
              now() - (g::double precision / 200) * interval '14 days'
         from users u cross join generate_series(1, 200) g where u.id <> $1`,
      [heavy],
    );
    await pool.query('drop index points_ledger_user_created_idx');
    await pool.query('analyze points_ledger');
    const total = (await pool.query<{ n: string }>('select count(*) as n from points_ledger')).rows[0]!.n;
    console.log(
      `points_ledger: ${Number(total).toLocaleString('en')} rows; heavy player ${HEAVY_ROWS.toLocaleString('en')}`,
    );

    const now = Date.now();
    const day = new Date(now - 86_400_000);
    const week = new Date(now - 7 * 86_400_000);
    const raw = {
      name: 'rg_losses_raw',
      text: `with recursive accounts(id) as (
               select $1::uuid union select m.from_user_id from account_merges m join accounts a on m.into_user_id = a.id)
             select coalesce(-sum(delta) filter (where created_at >= $2::timestamptz), 0)::text as day,
                    coalesce(-sum(delta), 0)::text as week
               from points_ledger
              where user_id = any(array(select id from accounts)) and reason = any($4::text[]) and created_at >= $3::timestamptz`,
    };
    const rawLosses = (userId: string) =>
      pool.query({ ...raw, values: [userId, day.toISOString(), week.toISOString(), stakeReasons] });
    let n = 0;
    const insertOne = () =>
      pool.query(`insert into points_ledger (user_id, delta, balance_after, reason) values ($1, $2, 0, 'game_bet')`, [
        light,
        -(1 + (n++ % 50)),
      ]);

    const rows: Record<string, string | number>[] = [];
    for (const withIndex of [false, true]) {
      if (withIndex) {
        await pool.query('create index points_ledger_user_created_idx on points_ledger (user_id, created_at)');
        await pool.query('analyze points_ledger');
      }
      const label = withIndex ? 'with (user_id, created_at)' : 'without that index';
      const heavyApp = await timed(RUNS, () => losses(database.db, heavy, day, week));
      const lightApp = await timed(RUNS, () => losses(database.db, light, day, week));
      const heavyRaw = await timed(RUNS, () => rawLosses(heavy));
      const inserts = await timed(INSERTS, insertOne);
      rows.push(
        { index: label, read: 'losses(), heavy player', median: fmt(heavyApp.median), p95: fmt(heavyApp.p95) },
        { index: label, read: 'raw SQL, heavy player', median: fmt(heavyRaw.median), p95: fmt(heavyRaw.p95) },
        { index: label, read: 'losses(), light player', median: fmt(lightApp.median), p95: fmt(lightApp.p95) },
        { index: label, read: 'ledger insert (1 row/tx)', median: fmt(inserts.median), p95: fmt(inserts.p95) },
      );
    }
    const plan = await pool.query(
      `explain ${raw.text
        .replace(/\$1::uuid/, `'${heavy}'::uuid`)
        .replace(/\$2/, `'${day.toISOString()}'`)
        .replace(/\$3/, `'${week.toISOString()}'`)
        .replace(/\$4::text\[\]/, `array[${stakeReasons.map((r) => `'${r}'`).join(',')}]`)}`,
    );
    printTable(`Responsible-play loss sum, ${RUNS} runs each after a warm-up (PostgreSQL)`, rows);
    console.log('\nplan with the index:');
    for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);
  } finally {
    await pool.end();
    await database.close();
  }
  console.log(`\nload average after: ${load()}`);
}

await main();
