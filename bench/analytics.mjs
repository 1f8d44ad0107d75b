// Admin analytics (ADR 049) on PostgreSQL: 100,000 accounts (70% Twitch, 20% Kick, 10% both) and
// 1,000,000 points_ledger rows spread over the last 120 Lisbon days (every reason), plus offers and
// their daily clicks, redemptions, and live hunts with GTB guesses and AVG bets. Through the real app
// (one instance, DATABASE_URL), with autocannon:
//  - each GET /api/v1/admin/analytics/* at 7 and 90 days, with 1 and with 10 connections, once the summary job has written the
//    closed days (p50/p99), and the points and active-accounts answers before it, computed live;
//  - baselines in the same run: a trivial route (GET /api/v1/config), and the raw SQL a summary
//    replaces (the live 90-day ledger aggregate and the 90-day active-accounts count) timed in a loop.
// Usage: npm run build && npm run bench:analytics
//        (DATABASE_URL = a PostgreSQL server you may create databases on, default postgres://postgres@127.0.0.1:5432/test;
//         BENCH_LEDGER_ROWS, BENCH_USERS to change the size)
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { BENCH_SECRET, freshDatabase, sessionCookie } from './lib-pg.mjs';
import { load, printTable, startServer, tempDataDir, waitFor200, withServers } from './lib.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const USERS = env('BENCH_USERS', 100_000);
const LEDGER_ROWS = env('BENCH_LEDGER_ROWS', 1_000_000);
const PORT = env('BENCH_PORT', 3970);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = env('BENCH_DURATION', 5);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);

const reasons = [
  'watch_time',
  'watch_time',
  'watch_time',
  'game_bet',
  'game_payout',
  'game_bet',
  'redemption',
  'redemption_refund',
  'hunt_bet',
  'hunt_payout',
  'giveaway_entry',
  'giveaway_prize',
  'admin_set',
  'slot_request',
  'signup_bonus',
  'gtb_prize',
];
const dbUrl = await freshDatabase('bench_analytics');
const servers = [];
await withServers(servers, async () => {
  const schema = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 1 });
  await schema.migrate();
  await schema.close();
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  try {
    console.log(
      `seeding ${USERS.toLocaleString('en-US')} accounts and ${LEDGER_ROWS.toLocaleString('en-US')} ledger rows over 120 days…`,
    );
    let t0 = performance.now();
    await pool.query(
      `insert into users (login, display_name) select 'user' || g, 'User ' || g from generate_series(1, ${USERS}) g`,
    );
    await pool.query(`
      insert into user_identities (user_id, platform, platform_user_id, login, display_name)
      select id, 'twitch', 'tw' || login, login, display_name from users where abs(hashtext(login)) % 10 <> 7 and abs(hashtext(login)) % 10 <> 8
      union all
      select id, 'kick', 'k' || login, login, display_name from users where abs(hashtext(login)) % 10 in (7, 8, 9)`);
    const reasonArray = `array[${reasons.map((r) => `'${r}'`).join(',')}]`;
    await pool.query(`
      insert into points_ledger (user_id, delta, balance_after, reason, created_at)
      select u.id,
             case when r.reason in ('game_bet','redemption','hunt_bet','giveaway_entry','slot_request') then -(1 + g % 300) else 1 + g % 500 end,
             0, r.reason,
             now() - (g::double precision / ${LEDGER_ROWS}) * interval '120 days'
        from generate_series(1, ${LEDGER_ROWS}) g
        join lateral (select (${reasonArray})[1 + g % ${reasons.length}] as reason) r on true
        join users u on u.login = 'user' || (1 + (g::bigint * 7919) % ${USERS})`);
    const [{ admin }] = (
      await pool.query(
        `insert into users (login, display_name, role) values ('bench_admin', 'Bench admin', 'Admin') returning id as admin`,
      )
    ).rows;
    // Offers and their clicks per day, redemptions, hunts with guesses and bets.
    await pool.query(`
      insert into offers (slug, name, image, color, link, position, details)
      select 'casino' || g, 'Casino ' || g, '/o.svg', '#112233', 'https://c' || g || '.example', g, '{}'::jsonb from generate_series(1, 9) g`);
    await pool.query(`
      insert into offer_clicks (offer_id, day, clicks)
      select o.id, (now() at time zone 'Europe/Lisbon')::date - d, 1 + (d * o.position) % 40 from offers o, generate_series(0, 119) d`);
    await pool.query(
      `insert into shop_items (name, cost, quantity, image) values ('Gift card', 100, 1000000, '/g.svg')`,
    );
    await pool.query(`
      insert into redemptions (user_id, item_id, item_name, cost, status, created_at, decided_at)
      select u.id, i.id, 'Gift card', 100, s.status, s.at, case when s.status = 'pending' then null else s.at + interval '3 hours' end
        from generate_series(1, 20000) g
        join lateral (select (array['pending','approved','denied'])[1 + g % 3] as status,
                             now() - (g::double precision / 20000) * interval '120 days' as at) s on true
        join users u on u.login = 'user' || (1 + g % ${USERS})
        cross join shop_items i`);
    await pool.query(`
      insert into live_hunts (index, status, start_cents, created_at)
      select g, 'finished', 100000, now() - (g * 2) * interval '1 day' from generate_series(1, 60) g`);
    await pool.query(`
      insert into live_hunt_gtb_guesses (hunt_id, user_id, guess_cents, created_at)
      select h.id, u.id, 1000 + n, h.created_at + interval '10 minutes'
        from live_hunts h cross join generate_series(1, 400) n join users u on u.login = 'user' || (n * 97 + h.index)`);
    await pool.query(`
      insert into live_hunt_avg_bets (hunt_id, user_id, "group", bet, created_at)
      select h.id, u.id, (array['A','B','C','D','E','F'])[1 + n % 6], 1 + n % 500, h.created_at + interval '12 minutes'
        from live_hunts h cross join generate_series(1, 300) n join users u on u.login = 'user' || (n * 89 + h.index)`);
    await pool.query('vacuum analyze');
    const cookie = await sessionCookie(pool, admin, 'Admin');
    // The app starts after the seed, so its summary job (first run 30 s after the start) sees it whole.
    servers.push(
      startServer({
        port: PORT,
        dataDir: tempDataDir('analytics'),
        env: { DATABASE_URL: dbUrl, SESSION_SECRET: BENCH_SECRET, SEED_DEMO: 'false', EARNING_JOB: 'false' },
      }),
    );
    await waitFor200(`${BASE}/api/health`, performance.now());

    const counts = (
      await pool.query(
        `select (select count(*) from points_ledger)::int as ledger, (select count(*) from users)::int as users`,
      )
    ).rows[0];
    console.log(
      `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${counts.ledger.toLocaleString('en-US')} ledger rows, ${counts.users.toLocaleString('en-US')} accounts`,
    );

    const headers = { cookie };
    const endpoints = ['points', 'active-accounts', 'offer-clicks', 'redemptions', 'hunts'];
    const rows = [];
    const row = (what, r) => rows.push({ what, 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99 });

    // Before the summary: the ledger endpoints compute every day live (one request at a time).
    const oneAtATime = async (url, n = 5) => {
      const times = [];
      for (let i = 0; i < n; i++) {
        const s = performance.now();
        const res = await fetch(url, { headers });
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        await res.arrayBuffer();
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      return {
        rps: 1000 / times[Math.floor(n / 2)],
        p50: Math.round(times[Math.floor(n / 2)]),
        p99: Math.round(times[n - 1]),
      };
    };
    const summarised = async () =>
      (await pool.query('select count(*)::int as n from analytics_summarised_days')).rows[0].n;
    if ((await summarised()) === 0) {
      for (const e of ['points', 'active-accounts'])
        row(
          `${e} 90 days, no summary yet (live, 5 sequential)`,
          await oneAtATime(`${BASE}/api/v1/admin/analytics/${e}?days=90`),
        );
    }

    console.log('waiting for the summary job (first run 30 s after the start)…');
    t0 = performance.now();
    while ((await summarised()) < 90) {
      if (performance.now() - t0 > 600_000) throw new Error('the summary job did not write 90 days within 10 minutes');
      await new Promise((r) => setTimeout(r, 1000));
    }
    const span = (
      await pool.query(
        `select extract(epoch from max(summarised_at) - min(summarised_at)) * 1000 as ms from analytics_summarised_days`,
      )
    ).rows[0].ms;
    console.log(`summary of 90 closed days written in ${Math.round(span)} ms (first day to last)`);

    // One connection (the latency of one request, what an admin's page waits for), then 10 at once.
    for (const connections of [1, CONNECTIONS]) {
      row(
        `baseline: GET /api/v1/config (trivial route), ${connections} conn`,
        await load(`${BASE}/api/v1/config`, { connections, duration: DURATION }),
      );
      for (const e of endpoints)
        for (const days of [7, 90])
          row(
            `GET /admin/analytics/${e}?days=${days}, ${connections} conn`,
            await load(`${BASE}/api/v1/admin/analytics/${e}?days=${days}`, {
              headers,
              connections,
              duration: DURATION,
            }),
          );
    }

    // Raw SQL baselines, one at a time: what the summary spares the 90-day answers.
    const timed = async (label, query, n = 10) => {
      const times = [];
      for (let i = 0; i < n; i++) {
        const s = performance.now();
        await pool.query(query);
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      rows.push({
        what: label,
        'req/s': '',
        'p50 ms': Math.round(times[Math.floor(n / 2)]),
        'p99 ms': Math.round(times[n - 1]),
      });
    };
    const from = `((now() at time zone 'Europe/Lisbon')::date - 89)::timestamp at time zone 'Europe/Lisbon'`;
    await timed(
      'raw SQL: live 90-day ledger sums per day and reason (no summary)',
      `select (created_at at time zone 'Europe/Lisbon')::date, reason, sum(delta) filter (where delta > 0), -sum(delta) filter (where delta < 0), count(*)
         from points_ledger where created_at >= ${from} group by 1, 2`,
    );
    await timed(
      'raw SQL: live 90-day distinct active accounts per day (no summary)',
      `select day, count(*) from (select distinct (created_at at time zone 'Europe/Lisbon')::date as day, user_id from points_ledger
         where created_at >= ${from} and reason in ('signup_bonus','watch_time','game_bet','game_payout','redemption','hunt_bet','slot_request','giveaway_entry')) p group by 1`,
    );
    await timed(
      'raw SQL: today live, ledger sums per reason',
      `select reason, sum(delta) filter (where delta > 0), count(*) from points_ledger
         where created_at >= (now() at time zone 'Europe/Lisbon')::date::timestamp at time zone 'Europe/Lisbon' group by 1`,
    );
    printTable(
      `Admin analytics, ${counts.ledger.toLocaleString('en-US')} ledger rows over 120 days, ${counts.users.toLocaleString('en-US')} accounts (autocannon, ${DURATION} s each)`,
      rows,
    );
  } finally {
    await pool.end();
  }
});
