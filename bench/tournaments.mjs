// Tournament prediction figures, on PostgreSQL with TWO API instances:
//  1. BENCH_PREDICTIONS (default 5,000) viewers predicting ONE open match through
//     POST /api/v1/tournaments/{id}/matches/{matchId}/predictions (a session each, a side and 1..100
//     points, seeded), at BENCH_CONNECTIONS (50) connections spread over both instances. Beside it, in
//     the same run and at the same concurrency, the raw SQL baseline: one transaction per prediction
//     straight through pg with the statements a prediction sends (the tournament and match rows `for
//     share` in one select, the responsible-play settings row `for update`, the prediction insert
//     `on conflict do nothing returning id`, the conditional debit with its ledger row), all named
//     prepared statements as the app sends them, for as many other accounts on a second identical tournament and match with
//     the same sides and stakes. Both sides are warmed up first on a warm-up tournament of their own
//     (BENCH_WARMUP predictions each, not counted). Goal (the giveaway rule): the API at least 50 % of
//     the baseline's rate, and all predictions in within 10 s.
//     A third loop (BENCH_APP_SQL=0 skips it) sends what the app sends for a prediction since ADR 075,
//     straight through pg, for as many other accounts on a third tournament: the session read, then ONE
//     statement (the tournament and match `for share`, the payer's balance locked, the insert gated on
//     the pool, the stake and the absence of a responsible-play settings row, the debit and its ledger
//     row), both named prepared statements, no transaction. It tells the cost of the SQL from the cost of
//     the Node layer.
//     Checks: every answer 201 with the expected balance, exactly one prediction per account, every
//     account debited once by its stake, ledger invariant 0.
//  2. The settlement of those predictions: PUT /api/v1/admin/tournaments/{id}/matches/{matchId}/result
//     (the time of the request, end to end), beside a set-based raw SQL settlement of the baseline's
//     predictions in one transaction (the tournament and match rows `for update`, ONE statement that
//     computes each winner's payout with the pool's largest-remainder rule, credits the balances,
//     writes the ledger rows and the predictions' payouts, then the match row). The warm-up matches are
//     settled first the same way. Goal: the API under 1 s.
//     Checks: both settlements equal settlePool (@app/games) recomputed from the predictions, sum paid =
//     sum staked (no house cut), ledger invariant 0.
// The app's after-commit NOTIFYs (site event, balance push) are left out of the baseline, as in the
// giveaway bench; BENCH_NOTIFY=1 adds the site event's in-transaction pg_notify to the baseline.
// Exits non-zero when a correctness check fails.
// Usage: npm run build && npm run bench:tournaments
//        quick run: BENCH_PREDICTIONS=1000 npm run bench:tournaments
//        (DATABASE_URL = a PostgreSQL server you may create databases on, default postgres://postgres@127.0.0.1:5432/test)
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { BENCH_SECRET, freshDatabase, ledgerViolations, SESSION_READ_SQL, sessionCookie } from './lib-pg.mjs';
import {
  fmtMs,
  loadAverage,
  percentile,
  printTable,
  rateRow,
  request,
  root,
  startServer,
  tempDataDir,
  waitFor200,
  withServers,
} from './lib.mjs';

register();
const imp = (p) => import(pathToFileURL(path.join(root, p)).href);
const { settlePool } = await imp('packages/games/src/index.ts');
const { MAX_PAYOUT } = await imp('packages/contracts/src/index.ts');

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const DB = process.env.BENCH_DB ?? 'bench_tournaments';
const PORT = env('BENCH_PORT', 3970);
const PORTS = [PORT, PORT + 1];
const BASES = PORTS.map((p) => `http://127.0.0.1:${p}`);
const PREDICTIONS = env('BENCH_PREDICTIONS', 5_000);
const WARMUP = env('BENCH_WARMUP', 300);
const CONNECTIONS = env('BENCH_CONNECTIONS', 50);
/** The baseline's pool: as many connections as the two instances have together (20 each). */
const BASELINE_POOL = env('BENCH_BASELINE_POOL', 40);
/** 1: the baseline also sends the app's in-transaction site event (`select pg_notify(...)`), to tell its cost. */
const NOTIFY = env('BENCH_NOTIFY', 0) === 1;
/** A third loop: the app's own statements (1; 0 to skip). */
const APP_SQL = env('BENCH_APP_SQL', 1) === 1;
const START_POINTS = 1_000;
const MAX_STAKE = 100;
const TARGET_SECONDS = 10;
const GOAL_PCT = 50;
const SETTLE_GOAL_MS = 1_000;
/** Slot A pays 500 on a 100 buy, slot B 200: under the payout rule side a wins. */
const RESULT = { a: { cost: 100, payout: 500 }, b: { cost: 100, payout: 200 } };
const WINNER = 'a';

// A seeded generator: the same sides and stakes every run (the API and the baseline get the same list).
let seed = 0x70a3e11;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const picks = (n) =>
  Array.from({ length: n }, () => ({ side: rand() < 0.45 ? 'a' : 'b', points: 1 + Math.floor(rand() * MAX_STAKE) }));
const pct = percentile;
const ms = fmtMs;
const load = loadAverage;
const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok;
};

/** Every job at `connections` keep-alive connections, half on each instance (job.target); results and wall time. */
async function runLoad(jobs, connections) {
  const per = Math.max(1, Math.floor(connections / BASES.length));
  const agents = BASES.map(() => new http.Agent({ keepAlive: true, maxSockets: per }));
  const results = new Array(jobs.length);
  const queues = BASES.map((_, t) => jobs.map((j, i) => [j, i]).filter(([j]) => j.target === t));
  const t0 = performance.now();
  await Promise.all(
    queues.flatMap((queue, t) => {
      let next = 0;
      return Array.from({ length: per }, async () => {
        while (next < queue.length) {
          const [job, i] = queue[next++];
          results[i] = await request(BASES[t], agents[t], job);
        }
      });
    }),
  );
  const wallMs = performance.now() - t0;
  for (const a of agents) a.destroy();
  return { results, wallMs };
}

/**
 * The statements one prediction sends (predict.ts, repository.ts, responsible-play/guard.ts,
 * points/repository.ts applyDelta), as named prepared statements.
 */
const RAW = {
  target: `select t.name, t.status, t.max_stake, m.status as match_status, m.round
    from tournaments t join tournament_matches m on m.tournament_id = t.id
    where t.id = $1 and m.id = $2::int8
    for share of t, m`,
  settings: `select user_id, daily_limit, daily_pending, daily_pending_at, weekly_limit, weekly_pending, weekly_pending_at,
      cool_off_until, excluded_until, excluded_forever, reality_check_minutes, updated_at
    from responsible_play where user_id = $1 for update`,
  insert: `insert into tournament_predictions (tournament_id, match_id, user_id, pick, points, source)
    values ($1, $2::int8, $3, $4, $5::int, 'site') on conflict do nothing returning id`,
  debit: `with moved as (
      update users set points = points + $2, updated_at = now() where id = $1 and points >= $3 returning id, points),
    logged as (insert into points_ledger (user_id, delta, balance_after, reason, ref_type, ref_id, actor_id, note, params)
      select id, $2, points, 'tournament_prediction', 'tournament_prediction', $4, null, null, $5::jsonb from moved
      returning user_id, seq, balance_after)
    select user_id, seq, balance_after from logged`,
};

async function rawPredict(pool, tournamentId, matchId, userId, pick) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const t = (await client.query({ name: 't_target', text: RAW.target, values: [tournamentId, matchId] })).rows[0];
    if (!t || pick.points > t.max_stake) throw new Error('tournament missing or stake too high');
    if (t.status !== 'running' || t.match_status !== 'open') throw new Error('predictions closed');
    await client.query({ name: 't_rg', text: RAW.settings, values: [userId] });
    const id = (
      await client.query({
        name: 't_insert',
        text: RAW.insert,
        values: [tournamentId, matchId, userId, pick.side, pick.points],
      })
    ).rows[0]?.id;
    if (id === undefined) throw new Error('prediction placed');
    const d = await client.query({
      name: 't_debit',
      text: RAW.debit,
      values: [userId, -pick.points, pick.points, String(id), JSON.stringify({ tournament: t.name, round: t.round })],
    });
    if (!d.rows[0]) throw new Error('insufficient points');
    if (NOTIFY)
      await client.query({
        name: 't_notify',
        text: 'select pg_notify($1, $2)',
        values: ['site_event', JSON.stringify({ event: 'tournament', data: { id: tournamentId } })],
      });
    await client.query('commit');
    return d.rows[0].balance_after;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/**
 * A prediction as the app sends it since ADR 075 (tournaments/repository.ts predictionWrite through
 * points/repository.ts debitAlong): one statement, its debit included, outside any transaction.
 */
const APP_PREDICT = `with target as (
      select t.id, t.name, t.status, t.max_stake, m.status as match_status, m.round,
        t.status = 'running' and m.status = 'open' as open, null::boolean as champion_closed, true as pick_ok
      from tournaments t join tournament_matches m on m.tournament_id = t.id
      where t.id = $1 and m.id = $2::int8
      for share of t, m),
    payer as (select id, points from users where id = $3 and (select count(*) from target) >= 0 for no key update),
    p as (
      insert into tournament_predictions (tournament_id, match_id, user_id, pick, points, source)
      select target.id, $2::int8, payer.id, $4::text, $5::int, 'site'::text from target, payer
      where target.open and target.pick_ok and $5::int <= target.max_stake and payer.points >= $5::int8
        and (false or not exists (select 1 from responsible_play where user_id = $3))
      on conflict do nothing returning id),
    moved as (
      update users set points = users.points - $5, updated_at = now() from p, target
      where users.id = $3 and $5::int8 > 0 and users.points >= $5
      returning users.id as id, users.points as points, p.id::text as ref_id,
        jsonb_build_object('tournament', target.name, 'round', target.round) as params),
    logged as (
      insert into points_ledger (user_id, delta, balance_after, reason, ref_type, ref_id, note, params)
      select id, -$5::int8, points, 'tournament_prediction', 'tournament_prediction', ref_id, null, params from moved
      returning user_id, seq, balance_after)
    select target.name, target.status, target.max_stake, target.match_status, target.champion_closed, target.pick_ok,
      p.id as prediction_id, exists (select 1 from responsible_play where user_id = $3) as rg_set,
      case when p.id is null then exists (select 1 from tournament_predictions x
        where x.tournament_id = $1 and x.user_id = $3 and x.match_id is not distinct from $2::int8) end as placed_before,
      payer.points as payer_points, logged.seq as ledger_seq, logged.balance_after as ledger_balance
    from (select 1) one left join target on true left join p on true left join payer on true left join logged on true`;

async function appStatementsPredict(pool, tournamentId, matchId, userId, sessionId, pick) {
  const session = await pool.query({ name: 'session_user', text: SESSION_READ_SQL, values: [sessionId, userId, 1] });
  if (!session.rows[0]) throw new Error('no session');
  const row = (
    await pool.query({
      name: 'tournament_match_predict',
      text: APP_PREDICT,
      values: [tournamentId, matchId, userId, pick.side, pick.points],
    })
  ).rows[0];
  if (!row?.prediction_id || row.ledger_seq === null) throw new Error('prediction not written');
  return row.ledger_balance;
}

/** The baseline for every account once, at `connections` workers; latencies and wall time. */
async function rawBaseline(pool, { tournamentId, matchId, userIds, picks: list, connections, sessionIds = null }) {
  let next = 0;
  const latencies = [];
  let wrong = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < userIds.length) {
        const n = next++;
        const s = performance.now();
        const balance = sessionIds
          ? await appStatementsPredict(pool, tournamentId, matchId, userIds[n], sessionIds[n], list[n])
          : await rawPredict(pool, tournamentId, matchId, userIds[n], list[n]);
        latencies.push(performance.now() - s);
        if (Number(balance) !== START_POINTS - list[n].points) wrong++;
      }
    }),
  );
  const wallMs = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  return {
    requests: userIds.length,
    rps: userIds.length / (wallMs / 1000),
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    wallMs,
    wrong,
  };
}

/**
 * The set-based settlement of a match's pool to `winner`, in one statement: each winner gets its
 * stake plus floor(losing pool x stake / backed), the points left over go one each to the largest
 * remainders (ties to the earlier prediction), as settlePool does (no house cut here; the cap of
 * MAX_PAYOUT applied); balances credited, one tournament_payout ledger row each, payouts recorded.
 * Window functions only, no join of two CTEs: PostgreSQL estimates a CTE's rows poorly and a join of
 * two (a first version joined the winners' ranks back to the predictions) ran as a nested loop,
 * 3.6 s for 5,000 predictions.
 */
const RAW_SETTLE = `with p as (
    select id, user_id, pick, points from tournament_predictions
    where tournament_id = $1 and match_id = $2 and payout is null),
  s as (
    select id, user_id, pick, points, sum(points) over () as staked,
      coalesce(sum(points) filter (where pick = $3) over (), 0) as backed
    from p),
  w as (
    select id, user_id, pick, points, staked, backed,
      case when pick = $3 then ((staked - backed) * points) / backed end as share,
      case when pick = $3 then ((staked - backed) * points) % backed end as rest
    from s),
  r as (
    select id, user_id, pick, points, share, (staked - backed) - coalesce(sum(share) over (), 0) as spare,
      row_number() over (order by pick = $3 desc, rest desc, id) as rk
    from w),
  outcome as (
    select id, user_id,
      case when pick = $3 then least(points + share + case when rk <= spare then 1 else 0 end, $5::int8) else 0 end as payout
    from r),
  credited as (
    update users u set points = u.points + o.payout, updated_at = now()
    from outcome o where u.id = o.user_id and o.payout > 0
    returning u.id, u.points, o.payout, o.id as prediction_id),
  logged as (
    insert into points_ledger (user_id, delta, balance_after, reason, ref_type, ref_id, params)
    select id, payout, points, 'tournament_payout', 'tournament_prediction', prediction_id::text, $4::jsonb from credited
    returning 1),
  recorded as (
    update tournament_predictions tp set payout = o.payout, refunded = false, cap_removed = 0
    from outcome o where tp.id = o.id returning 1)
  select (select count(*) from logged)::int as credited, (select count(*) from recorded)::int as recorded,
    (select coalesce(sum(payout), 0) from outcome)::int8 as paid`;

async function rawSettle(pool, tournamentId, matchId, winner) {
  const client = await pool.connect();
  const t0 = performance.now();
  try {
    await client.query('begin');
    const t = (await client.query('select * from tournaments where id = $1 for update', [tournamentId])).rows[0];
    const m = (
      await client.query('select * from tournament_matches where id = $1 and tournament_id = $2 for update', [
        matchId,
        tournamentId,
      ])
    ).rows[0];
    const r = (
      await client.query(RAW_SETTLE, [
        tournamentId,
        matchId,
        winner,
        JSON.stringify({ tournament: t.name, round: m.round }),
        MAX_PAYOUT,
      ])
    ).rows[0];
    await client.query(
      `update tournament_matches set status = 'decided', winner = $2, decided_by = 'rule', decided_at = now(),
         closed_at = coalesce(closed_at, now()), pool_state = 'paid', paid = $3,
         a_cost = $4, a_payout = $5, b_cost = $6, b_payout = $7
       where id = $1`,
      [matchId, winner, r.paid, RESULT.a.cost, RESULT.a.payout, RESULT.b.cost, RESULT.b.payout],
    );
    await client.query('commit');
    return { ...r, ms: performance.now() - t0 };
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

const part1 = { facts: {} };
const part2 = {};
const dbUrl = await freshDatabase(DB);
const serverEnv = {
  DATABASE_URL: dbUrl,
  SESSION_SECRET: BENCH_SECRET,
  SEED_DEMO: 'false',
  RATE_LIMIT_BETS_PER_MINUTE: '100000000',
  EARNING_JOB: 'false',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
};
const servers = [];
await withServers(servers, async () => {
  servers.push(startServer({ port: PORTS[0], dataDir: tempDataDir('tournaments-a'), env: serverEnv }));
  await waitFor200(`${BASES[0]}/api/health`, performance.now());
  servers.push(startServer({ port: PORTS[1], dataDir: tempDataDir('tournaments-b'), env: serverEnv }));
  await waitFor200(`${BASES[1]}/api/health`, performance.now());

  const pool = new pg.Pool({ connectionString: dbUrl, max: BASELINE_POOL });
  console.log(
    `creating ${PREDICTIONS.toLocaleString('en-US')} API accounts, ${PREDICTIONS.toLocaleString('en-US')} baseline accounts and ${WARMUP} warm-up accounts a side with ${START_POINTS} points, and the API's sessions…`,
  );
  const makeAccounts = async (prefix, n) =>
    (
      await pool.query(
        `insert into users (login, display_name, points)
         select '${prefix}' || g, '${prefix} ' || g, ${START_POINTS} from generate_series(1, ${n}) g
         returning id`,
      )
    ).rows.map((r) => r.id);
  const apiIds = await makeAccounts('predict', PREDICTIONS);
  const baseIds = await makeAccounts('base', PREDICTIONS);
  const warmApiIds = await makeAccounts('warmapi', WARMUP);
  const warmBaseIds = await makeAccounts('warmbase', WARMUP);
  const appIds = APP_SQL ? await makeAccounts('appsql', PREDICTIONS) : [];
  const warmAppIds = APP_SQL ? await makeAccounts('warmappsql', WARMUP) : [];
  await pool.query(
    `insert into points_ledger (user_id, delta, balance_after, reason) select id, points, points, 'demo_seed' from users where points > 0`,
  );
  const adminId = (
    await pool.query(
      `insert into users (login, display_name, role) values ('benchadmin', 'Bench Admin', 'Admin') returning id`,
    )
  ).rows[0].id;
  await pool.query('analyze');
  const adminCookie = await sessionCookie(pool, adminId, 'Admin');
  const cookiesOf = async (ids) => {
    const out = [];
    for (let i = 0; i < ids.length; i += 500)
      out.push(...(await Promise.all(ids.slice(i, i + 500).map((id) => sessionCookie(pool, id)))));
    return out;
  };
  const cookies = await cookiesOf(apiIds);
  const sessionsOf = async (ids) =>
    (
      await pool.query(
        `insert into sessions (user_id, expires_at) select u, now() + interval '1 hour' from unnest($1::uuid[]) with ordinality t(u, n) order by n returning id`,
        [ids],
      )
    ).rows.map((r) => r.id);
  const appSessions = APP_SQL ? await sessionsOf(appIds) : [];
  const warmAppSessions = APP_SQL ? await sessionsOf(warmAppIds) : [];
  const warmCookies = await cookiesOf(warmApiIds);

  const api = async (method, p, body, { base = BASES[0], cookie = adminCookie } = {}) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1${p}`, {
      method,
      headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const elapsed = performance.now() - t0;
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
    return { json: JSON.parse(text), ms: elapsed, bytes: text.length };
  };

  // Four catalogue slots, four tournaments (API and baseline, each with a warm-up), each started
  // without the beacon and its first match opened.
  await api('POST', '/slots/import', {
    csv: 'name,provider\nBench Alpha,Bench\nBench Beta,Bench\nBench Gamma,Bench\nBench Delta,Bench\n',
  });
  const slotIds = (await pool.query(`select id from slots where provider = 'Bench' order by name`)).rows.map(
    (r) => r.id,
  );
  check(slotIds.length === 4, `catalogue: ${slotIds.length} bench slots, expected 4`);
  const tournament = async (name) => {
    const t = (
      await api('POST', '/admin/tournaments', {
        name,
        buyCents: 10_000,
        rule: 'payout',
        tieBreak: 'multiplier',
        slotIds,
        maxStake: MAX_STAKE,
      })
    ).json;
    const started = (await api('POST', `/admin/tournaments/${t.id}/start`, { withoutBeacon: 'bench' })).json;
    const matchId = started.currentMatchId;
    await api('POST', `/admin/tournaments/${t.id}/matches/${matchId}/open`, {});
    return { id: t.id, matchId };
  };
  const tWarmApi = await tournament('Bench warm-up (API)');
  const tWarmBase = await tournament('Bench warm-up (baseline)');
  const tApi = await tournament('Bench predictions (API)');
  const tBase = await tournament('Bench predictions (baseline)');
  const tWarmApp = APP_SQL ? await tournament('Bench warm-up (app statements)') : null;
  const tApp = APP_SQL ? await tournament('Bench predictions (app statements)') : null;

  const jobsOf = (t, list, cks) =>
    list.map((p, i) => ({
      target: i % 2,
      method: 'POST',
      path: `/api/v1/tournaments/${t.id}/matches/${t.matchId}/predictions`,
      headers: { origin: BASES[i % 2], cookie: cks[i], 'content-type': 'application/json' },
      body: JSON.stringify(p),
    }));

  // ---- warm-up, both sides, not counted ----
  const warmPicks = picks(WARMUP);
  console.log(`warm-up: ${WARMUP} predictions through the API and ${WARMUP} raw SQL ones…`);
  const warm = await runLoad(jobsOf(tWarmApi, warmPicks, warmCookies), CONNECTIONS);
  check(
    warm.results.every((r) => r.status === 201),
    `warm-up: ${warm.results.filter((r) => r.status !== 201).length} API answers not 201 (${warm.results.find((r) => r.status !== 201)?.body.slice(0, 200)})`,
  );
  await rawBaseline(pool, {
    tournamentId: tWarmBase.id,
    matchId: tWarmBase.matchId,
    userIds: warmBaseIds,
    picks: warmPicks,
    connections: CONNECTIONS,
  });
  if (APP_SQL)
    await rawBaseline(pool, {
      tournamentId: tWarmApp.id,
      matchId: tWarmApp.matchId,
      userIds: warmAppIds,
      sessionIds: warmAppSessions,
      picks: warmPicks,
      connections: CONNECTIONS,
    });

  // ---- 1. the predictions through the API on two instances, then the raw SQL loop ----
  const list = picks(PREDICTIONS);
  const staked = list.reduce((s, p) => s + p.points, 0);
  part1.load = load();
  console.log(
    `predictions: ${PREDICTIONS.toLocaleString('en-US')} POST …/predictions at ${CONNECTIONS} connections over 2 instances (load average ${part1.load})…`,
  );
  const burst = await runLoad(jobsOf(tApi, list, cookies), CONNECTIONS);
  const bad = burst.results.filter((r) => r.status !== 201);
  check(
    bad.length === 0,
    `predictions: ${bad.length} answers not 201 (${[...new Set(bad.map((b) => `${b.status} ${b.body.slice(0, 120)}`))].slice(0, 5).join(' | ')})`,
  );
  const wrongAnswer = burst.results.filter((r, i) => {
    if (r.status !== 201) return false;
    return JSON.parse(r.body).balance !== START_POINTS - list[i].points;
  }).length;
  check(wrongAnswer === 0, `predictions: ${wrongAnswer} 201 answers with another balance than expected`);

  console.log(
    `baseline: ${PREDICTIONS.toLocaleString('en-US')} raw SQL predictions at ${CONNECTIONS} workers (pool ${BASELINE_POOL})…`,
  );
  const baseline = await rawBaseline(pool, {
    tournamentId: tBase.id,
    matchId: tBase.matchId,
    userIds: baseIds,
    picks: list,
    connections: CONNECTIONS,
  });
  check(baseline.wrong === 0, `baseline: ${baseline.wrong} balances after the debit not as expected`);
  let appSql = null;
  if (APP_SQL) {
    console.log(`the app's statements: ${PREDICTIONS.toLocaleString('en-US')} predictions at ${CONNECTIONS} workers…`);
    appSql = await rawBaseline(pool, {
      tournamentId: tApp.id,
      matchId: tApp.matchId,
      userIds: appIds,
      sessionIds: appSessions,
      picks: list,
      connections: CONNECTIONS,
    });
    check(appSql.wrong === 0, `app statements: ${appSql.wrong} balances after the debit not as expected`);
  }

  // ---- 1. checks ----
  const predictionFacts = async (t) =>
    (
      await pool.query(
        `select count(*)::int as rows, count(distinct user_id)::int as accounts, coalesce(sum(points), 0)::int8 as staked
         from tournament_predictions where tournament_id = $1 and match_id = $2`,
        [t.id, t.matchId],
      )
    ).rows[0];
  const debitFacts = async (t) =>
    (
      await pool.query(
        `select count(*)::int as rows, count(distinct l.user_id)::int as accounts, coalesce(sum(l.delta), 0)::int8 as sum,
                count(*) filter (where l.delta <> -p.points)::int as odd
         from points_ledger l join tournament_predictions p on l.ref_id = p.id::text
         where l.reason = 'tournament_prediction' and p.tournament_id = $1 and p.match_id = $2`,
        [t.id, t.matchId],
      )
    ).rows[0];
  const wrongBalances = async (t) =>
    (
      await pool.query(
        `select count(*)::int as n from tournament_predictions p join users u on u.id = p.user_id
         where p.tournament_id = $1 and p.match_id = $2 and u.points <> ${START_POINTS} - p.points`,
        [t.id, t.matchId],
      )
    ).rows[0].n;
  for (const [label, t] of [['API', tApi], ['baseline', tBase], ...(APP_SQL ? [["the app's statements", tApp]] : [])]) {
    const p = await predictionFacts(t);
    const d = await debitFacts(t);
    const b = await wrongBalances(t);
    part1.facts[label] = { p, d, b };
    check(
      p.rows === PREDICTIONS && p.accounts === PREDICTIONS && Number(p.staked) === staked,
      `${label}: ${p.rows} predictions by ${p.accounts} accounts staking ${p.staked}, expected ${PREDICTIONS} staking ${staked}`,
    );
    check(
      d.rows === PREDICTIONS && d.accounts === PREDICTIONS && Number(d.sum) === -staked && d.odd === 0,
      `${label}: ${d.rows} tournament_prediction debits for ${d.accounts} accounts summing ${d.sum} (${d.odd} not the stake), expected ${PREDICTIONS} summing ${-staked}`,
    );
    check(b === 0, `${label}: ${b} accounts not at ${START_POINTS} minus their stake`);
  }
  part1.violations = await ledgerViolations(pool);
  check(part1.violations === 0, `ledger check after the predictions: ${part1.violations} users off`);
  const lat = burst.results.map((r) => r.ms).sort((a, b) => a - b);
  part1.api = {
    requests: PREDICTIONS,
    rps: PREDICTIONS / (burst.wallMs / 1000),
    p50: pct(lat, 0.5),
    p99: pct(lat, 0.99),
    wallMs: burst.wallMs,
  };
  part1.baseline = baseline;
  part1.appSql = appSql;
  // Whether a prediction costs more as the pool fills: the p50 of the first and the last tenth placed.
  const tenth = Math.max(1, Math.floor(PREDICTIONS / 10));
  const byEnd = burst.results.map((r, i) => ({ ms: r.ms, i })).sort((x, y) => x.i - y.i);
  part1.firstTenthP50 = pct(
    byEnd
      .slice(0, tenth)
      .map((r) => r.ms)
      .sort((x, y) => x - y),
    0.5,
  );
  part1.lastTenthP50 = pct(
    byEnd
      .slice(-tenth)
      .map((r) => r.ms)
      .sort((x, y) => x - y),
    0.5,
  );

  // ---- 2. settlement: warm-up matches first (both ways), then the measured ones ----
  const settleApi = (t) => api('PUT', `/admin/tournaments/${t.id}/matches/${t.matchId}/result`, RESULT);
  await settleApi(tWarmApi);
  await rawSettle(pool, tWarmBase.id, tWarmBase.matchId, WINNER);
  part2.load = load();
  console.log(`settlement: the API's result PUT and the raw set-based settlement (load average ${part2.load})…`);
  const apiSettled = await settleApi(tApi);
  const rawSettled = await rawSettle(pool, tBase.id, tBase.matchId, WINNER);

  // ---- 2. checks: each settlement is settlePool of its predictions; paid = staked ----
  const settleFacts = async (t, label) => {
    const rows = (
      await pool.query(
        `select id, pick, points, payout from tournament_predictions where tournament_id = $1 and match_id = $2 order by id`,
        [t.id, t.matchId],
      )
    ).rows;
    const expected = settlePool(
      rows.map((r) => ({ id: String(r.id), side: r.pick, points: r.points })),
      WINNER,
      0,
      MAX_PAYOUT,
    );
    const want = new Map(expected.outcomes.map((o) => [o.id, o.payout]));
    const differ = rows.filter((r) => Number(r.payout) !== want.get(String(r.id))).length;
    const paid = rows.reduce((s, r) => s + Number(r.payout ?? 0), 0);
    const credits = (
      await pool.query(
        `select count(*)::int as rows, coalesce(sum(l.delta), 0)::int8 as sum
         from points_ledger l join tournament_predictions p on l.ref_id = p.id::text
         where l.reason = 'tournament_payout' and p.tournament_id = $1 and p.match_id = $2`,
        [t.id, t.matchId],
      )
    ).rows[0];
    const winners = rows.filter((r) => r.pick === WINNER).length;
    check(differ === 0, `${label} settlement: ${differ} payouts differ from settlePool`);
    check(paid === staked, `${label} settlement: paid ${paid}, staked ${staked}`);
    check(
      credits.rows === winners && Number(credits.sum) === staked,
      `${label} settlement: ${credits.rows} tournament_payout rows summing ${credits.sum}, expected ${winners} summing ${staked}`,
    );
    check(!expected.refundedAll, `${label} settlement: the pool was refunded (one-sided)`);
    return { differ, paid, winners, creditRows: credits.rows, creditSum: Number(credits.sum) };
  };
  const m = apiSettled.json.rounds.flatMap((r) => r.matches).find((x) => String(x.id) === String(tApi.matchId));
  check(m?.winner === WINNER, `API result: winner ${m?.winner}, expected ${WINNER}`);
  part2.apiFacts = await settleFacts(tApi, 'API');
  part2.rawFacts = await settleFacts(tBase, 'baseline');
  part2.apiMs = apiSettled.ms;
  part2.apiBytes = apiSettled.bytes;
  part2.raw = rawSettled;
  part2.violations = await ledgerViolations(pool);
  check(part2.violations === 0, `ledger check after the settlement: ${part2.violations} users off`);
  part2.staked = staked;
  await pool.end();
});

// ---- the tables ----
const { api: a, baseline: b, appSql: b2 } = part1;
const share = (a.rps / b.rps) * 100;
printTable(
  `Tournament predictions: ${PREDICTIONS.toLocaleString('en-US')} accounts on one open match (a side, 1..${MAX_STAKE} points each), ${CONNECTIONS} connections, 2 API instances, one PostgreSQL; load average at the start (1/5/15 min): ${part1.load}`,
  [
    rateRow(
      `baseline: raw SQL prediction (tournament + match for share, RG row for update, insert, debit + ledger${NOTIFY ? ', pg_notify' : ''}; prepared) in a pg loop, ${CONNECTIONS} workers, pool ${BASELINE_POOL}`,
      b,
      b.rps,
    ),
    ...(b2
      ? [
          rateRow(
            "raw SQL with the app's statements (session read, one prediction-and-debit statement; prepared; no transaction)",
            b2,
            b.rps,
          ),
        ]
      : []),
    rateRow(
      'POST /api/v1/tournaments/{id}/matches/{matchId}/predictions, a session each, half on each instance',
      a,
      b.rps,
    ),
  ],
);
console.log(
  `goal: the API at least ${GOAL_PCT} % of the baseline: ${share >= GOAL_PCT ? 'met' : 'NOT met'} (${share.toFixed(0)} %); ` +
    `${PREDICTIONS.toLocaleString('en-US')} predictions within ${TARGET_SECONDS} s: ${a.wallMs / 1000 <= TARGET_SECONDS ? 'yes' : 'no'} (${(a.wallMs / 1000).toFixed(1)} s)`,
);
console.log(
  `API latency as the pool fills: p50 of the first ${Math.max(1, Math.floor(PREDICTIONS / 10))} jobs ${ms(part1.firstTenthP50)} ms, of the last ones ${ms(part1.lastTenthP50)} ms`,
);
printTable(
  'Prediction checks after the run',
  Object.keys(part1.facts).map((label) => ({
    match: label,
    predictions: part1.facts[label].p.rows,
    accounts: part1.facts[label].p.accounts,
    staked: Number(part1.facts[label].p.staked),
    'debit rows': part1.facts[label].d.rows,
    'sum of debits': Number(part1.facts[label].d.sum),
    'balances off': part1.facts[label].b,
  })),
);
console.log(`ledger check (users with points <> sum(ledger), or negative): ${part1.violations}`);

printTable(
  `Settlement of the ${PREDICTIONS.toLocaleString('en-US')} predictions (side ${WINNER} wins; pool ${part2.staked.toLocaleString('en-US')} points, no house cut); load average at the start: ${part2.load}`,
  [
    {
      run: 'baseline: raw set-based settlement (tournament + match for update, ONE statement: payouts by largest remainder, credits, ledger rows, payouts recorded; match row) in one transaction',
      ms: ms(part2.raw.ms),
      winners: part2.rawFacts.winners,
      'payout rows': part2.rawFacts.creditRows,
      paid: part2.rawFacts.paid,
      '≠ settlePool': part2.rawFacts.differ,
    },
    {
      run: 'PUT /api/v1/admin/tournaments/{id}/matches/{matchId}/result as an admin, end to end',
      ms: ms(part2.apiMs),
      winners: part2.apiFacts.winners,
      'payout rows': part2.apiFacts.creditRows,
      paid: part2.apiFacts.paid,
      '≠ settlePool': part2.apiFacts.differ,
    },
  ],
);
console.log(
  `goal: the API settlement under ${SETTLE_GOAL_MS} ms: ${part2.apiMs < SETTLE_GOAL_MS ? 'met' : 'NOT met'} (${ms(part2.apiMs)} ms, ${(part2.apiMs / part2.raw.ms).toFixed(1)}x the baseline); ` +
    `paid = staked: ${part2.apiFacts.paid === part2.staked && part2.rawFacts.paid === part2.staked ? 'yes' : 'NO'}; ledger check: ${part2.violations}`,
);

if (failures.length) {
  console.error(`\nFAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(
  '\nOK: one prediction and one debit per account, settlements = settlePool, paid = staked, ledger 0 after each part.',
);
