// Casino accounts and wager milestones (issue 33), on PostgreSQL: one check of 2 sponsors x 50,000
// board rows with 20,000 claims and 10 tiers (verification, the claimed names' wagers, the milestone
// grants with their ledger rows and notices) through the app's services, beside a set-based raw SQL
// doing the same matching and grants on the same database in the same run; then the same check again
// (nothing to grant: no grant, no ledger row). Also one full sync through the sponsor adapters.
// Usage: node --import tsx bench/affiliates.mjs   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test;
// the scratch database it drops and makes there is BENCH_DB, default bench_affiliates)
import { loadavg } from 'node:os';
import pg from 'pg';
import { freshDatabase } from './lib-pg.mjs';
import { printTable } from './lib.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 20_000);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const dbUrl = await freshDatabase(process.env.BENCH_DB ?? 'bench_affiliates');
const { sql } = await import('drizzle-orm');
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { createCasinoAccountsService } = await import('../apps/api/src/features/casino-accounts/service.ts');
const { createWagerMilestonesService } = await import('../apps/api/src/features/wager-milestones/service.ts');
const { monthWindow, previousMonth } = await import('../apps/api/src/lib/lisbon-months.ts');
const database = await openDatabase({ kind: 'postgres', url: dbUrl });
await database.migrate();
const db = database.db;
const at = new Date();
const period = monthWindow(at).period;
const previous = previousMonth(at).period;

// Two sponsors, each a board of ROWS players this month (wagers with a long tail, as real boards:
// most players small, a few large), CLAIMS accounts claiming a name each (half at each sponsor), and
// 10 monthly tiers (5 per sponsor) of points below the approval size.
console.log(`seeding: 2 sponsors x ${ROWS} rows, ${CLAIMS} claims, 10 tiers ...`);
await db.execute(sql`insert into sponsors (slug, name, logo, adapter, prizes, position)
  values ('alpha', 'Alpha', '/a.svg', 'csv', '[]', 1), ('beta', 'Beta', '/b.svg', 'csv', '[]', 2)`);
await db.execute(sql`
  insert into wager_standings (sponsor_id, period, rows, body, etag, source)
  select s.id, ${period},
         (select jsonb_agg(jsonb_build_object('username', 'Player' || i, 'wageredCents', w) order by w desc)
            from (select i, (floor(power(((i * 7919) % 100003) / 100003.0, 4) * 50000000) + i % 100)::int8 as w
                    from generate_series(0, ${ROWS - 1}) i) r),
         '{}', s.slug, 'bench'
    from sponsors s`);
await db.execute(sql`
  insert into users (login, display_name) select 'viewer' || i, 'Viewer ' || i from generate_series(0, ${CLAIMS - 1}) i`);
await db.execute(sql`
  insert into casino_accounts (user_id, sponsor_id, username, username_key)
  select u.id, s.id, 'player' || (n % ${CLAIMS / 2}), 'player' || (n % ${CLAIMS / 2})
    from (select id, row_number() over (order by login) - 1 as n from users) u
    join sponsors s on s.slug = case when u.n < ${CLAIMS / 2} then 'alpha' else 'beta' end`);
await db.execute(sql`
  insert into wager_milestones (sponsor_id, scope, threshold_cents, reward_points, position)
  select s.id, 'month', t.dollars * 100, t.points, t.n
    from sponsors s cross join (values (1, 100, 10), (2, 1000, 50), (3, 5000, 100), (4, 25000, 250), (5, 100000, 500))
         as t(n, dollars, points)`);

const counts = async () =>
  (
    await db.execute(sql`select
      (select count(*)::int from casino_accounts where state = 'verified') as verified,
      (select count(*)::int from casino_wagers) as wagers,
      (select count(*)::int from wager_milestone_grants) as grants,
      (select count(*)::int from points_ledger where reason = 'wager_milestone') as ledger,
      (select coalesce(sum(delta), 0)::int8 from points_ledger where reason = 'wager_milestone') as points,
      (select count(*)::int from user_notices) as notices,
      (select count(*)::int from users u where u.points <> coalesce((select sum(delta) from points_ledger l where l.user_id = u.id), 0)) as "ledger check",
      (select left(md5(string_agg(r, ',' order by r)), 8) from (
         select u.login || '|' || l.delta || '|' || l.balance_after || '|' || coalesce(l.params::text, '') as r
           from points_ledger l join users u on u.id = l.user_id where l.reason = 'wager_milestone'
         union all
         select u.login || '|' || n.title || '|' || n.body || '|' || coalesce(n.params::text, '')
           from user_notices n join users u on u.id = n.user_id) d) as "rows digest"`)
  ).rows[0];
/** Back to the seeded state: every claim pending, nothing recorded, granted, paid or noticed. */
async function reset() {
  await db.execute(sql`update casino_accounts set state = 'pending', verified_at = null, verified_period = null`);
  await db.execute(sql`truncate casino_wagers, wager_milestone_grants, user_notices`);
  await db.execute(sql`delete from points_ledger where reason = 'wager_milestone'`);
  await db.execute(sql`update users set points = 0 where points <> 0`);
  await db.execute(sql`vacuum analyze`);
}

// The app: the casino-accounts check (verify, record the wagers, expire) and, after it, the milestone
// grants (grant statement, credits, notices, audit) as the running server does them.
const casinoAccounts = createCasinoAccountsService({ db, now: () => at });
const milestones = createWagerMilestonesService({ db, now: () => at });
casinoAccounts.onReconciled((when) => milestones.grant(when));
const app = () => casinoAccounts.reconcile();

// The baseline: the same matching and grants as raw SQL through pg in one transaction, set-based,
// each step one statement (credits and notices straight from the grants, no round trip through Node).
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const months = [previous, period];
async function raw() {
  await client.query('begin');
  await client.query(
    `update casino_accounts c set state = 'verified', verified_at = now(), verified_period = seen.period, updated_at = now()
       from (select ws.sponsor_id, lower(btrim(e->>'username')) as key, min(ws.period) as period
               from wager_standings ws cross join lateral jsonb_array_elements(ws.rows) e
              where ws.period = any($1) group by 1, 2) seen
      where c.state = 'pending' and c.sponsor_id = seen.sponsor_id and c.username_key = seen.key`,
    [months],
  );
  await client.query(
    `insert into casino_wagers (sponsor_id, username_key, period, wagered_cents, rank)
     select distinct on (ws.sponsor_id, k.key, ws.period) ws.sponsor_id, k.key, ws.period, (e.value->>'wageredCents')::int8, e.ord::int
       from wager_standings ws cross join lateral jsonb_array_elements(ws.rows) with ordinality as e(value, ord)
       join (select distinct sponsor_id, username_key as key from casino_accounts where state in ('pending', 'verified')) k
         on k.sponsor_id = ws.sponsor_id and k.key = lower(btrim(e.value->>'username'))
      where ws.period = any($1)
      order by ws.sponsor_id, k.key, ws.period, e.ord
     on conflict (sponsor_id, username_key, period) do update set wagered_cents = excluded.wagered_cents, rank = excluded.rank`,
    [months],
  );
  // As the app does after a large change: fresh statistics before the join of claims and wagers.
  await client.query('analyze casino_accounts, casino_wagers');
  // The grants, their credits and their notices in one statement, writing the rows the app writes: the
  // ledger row's figures (sponsor, threshold, scope, period), a user's rows in threshold order, the
  // notice's title, body and figures ("rows digest" compares both sides' rows).
  await client.query(
    `with g as (
       insert into wager_milestone_grants (tier_id, subject, period_key, user_id, wager_cents, reward_points, reward_text, status)
       select t.id, 'name:' || c.sponsor_id || ':' || c.username_key, w.period, c.user_id, w.wagered_cents, t.reward_points, null, 'paid'
         from wager_milestones t
         join casino_accounts c on c.sponsor_id = t.sponsor_id and c.state = 'verified'
         join casino_wagers w on w.sponsor_id = c.sponsor_id and w.username_key = c.username_key and w.period = any($1)
        where t.archived_at is null and t.scope = 'month' and w.wagered_cents >= t.threshold_cents
       on conflict do nothing
       returning id, tier_id, user_id, reward_points, period_key),
     made as (
       select g.*, t.threshold_cents,
              jsonb_build_object('sponsor', s.name, 'threshold', round(t.threshold_cents / 100.0)::int8, 'scope', t.scope,
                                 'period', g.period_key) as params
         from g join wager_milestones t on t.id = g.tier_id join sponsors s on s.id = t.sponsor_id),
     totals as (select user_id, sum(reward_points)::int8 as total from made group by user_id),
     moved as (update users u set points = u.points + t.total from totals t where u.id = t.user_id returning u.id, u.points, t.total),
     logged as (insert into points_ledger (user_id, delta, balance_after, reason, ref_type, ref_id, params)
       select m.user_id, m.reward_points,
              v.points - v.total + sum(m.reward_points) over (partition by m.user_id order by m.threshold_cents, m.period_key),
              'wager_milestone', 'wager_milestone', m.id, m.params
         from made m join moved v on v.id = m.user_id
       returning 1)
     insert into user_notices (user_id, kind, ref, title, body, params)
     select user_id, 'wager_milestone', id, 'Wager milestone reached: $' || (params->>'threshold'), reward_points || ' points',
            params || jsonb_build_object('points', reward_points, 'prize', null, 'status', 'paid')
       from made
     on conflict do nothing`,
    [months],
  );
  await client.query('commit');
}

const time = async (fn) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

// Warm both sides up (plans, caches), then measure each from the same seeded state.
await reset();
await time(raw);
await reset();
await time(app);
const rows = [];
await reset();
const loadRaw = load();
const rawMs = await time(raw);
const rawCounts = await counts();
await reset();
const loadApp = load();
const appMs = await time(app);
const appCounts = await counts();
const loadAgain = load();
const againMs = await time(app);
const againCounts = await counts();
rows.push(
  {
    run: 'baseline: raw SQL, set-based (verify, record, grant, credit, notices)',
    'load avg': loadRaw,
    ms: rawMs.toFixed(0),
    'vs baseline': '100 %',
    ...rawCounts,
  },
  {
    run: 'app: casino-accounts check + milestone grants (first run)',
    'load avg': loadApp,
    ms: appMs.toFixed(0),
    'vs baseline': `${((rawMs / appMs) * 100).toFixed(0)} %`,
    ...appCounts,
  },
  {
    run: 'app: the same check again (nothing new)',
    'load avg': loadAgain,
    ms: againMs.toFixed(0),
    'vs baseline': '',
    ...againCounts,
  },
);
printTable(
  `One check of 2 sponsors x ${ROWS.toLocaleString('en')} rows, ${CLAIMS.toLocaleString('en')} claims, 10 tiers (PostgreSQL)`,
  rows,
);

await client.end();
await database.close();
