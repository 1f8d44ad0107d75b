// Giveaway figures (issue 23), on PostgreSQL with TWO API instances:
//  1. BENCH_ACCOUNTS (default 10,000) accounts entering ONE paid giveaway (entryCost 10, one ticket per
//     account) through POST /api/v1/giveaways/{id}/enter, each with its own session, at 50 connections
//     spread over both instances; then BENCH_REPEATS second tries by accounts already in (each must be
//     refused GIVEAWAY_MAX_TICKETS and cost nothing). Beside it, in the same run and at the same
//     concurrency, the raw SQL baseline of the points economy: one transaction per entry straight
//     through pg (lock the giveaway row for key share on the database clock, upsert the entry, debit
//     the balance, insert the ledger row) for as many other accounts on a second giveaway; and the
//     entry written with the statements the app sends (session read, the read of rules and facts,
//     one statement for the tickets and the debit, all prepared: ADR 052) on a third
//     (BENCH_APP_SQL=0 skips it), which tells the cost of the SQL from the cost of the Node layer.
//     Checks: one entry per account, 200 for every first entry, the giveaway_entry debits = accounts x
//     cost, every balance down by the cost once, ledgerViolations = 0.
//  2. The draw of 100 winners among 1,000,000 tickets in 100,000 entries (BENCH_DRAW_ENTRIES, 10
//     tickets an entry on average, 1..19):
//     (a) the pure drawGiveaway (@app/games: entry check, SHA-256 client seed of the list's text,
//         Fenwick tree, one HMAC a pick), min/median CPU and wall time of BENCH_DRAW_RUNS runs,
//         beside a plain cumulative walk over the remaining entries for every pick
//         (O(winners x entries)) on the same input;
//     (b) the whole draw through the API (POST /api/v1/admin/giveaways/{id}/draw as an admin, end to
//         end) on a free giveaway whose entries were inserted by set-based SQL, beside a raw pg draw of
//         an identical giveaway (same list query, drawGiveaway, picks insert, status update, one
//         transaction); the API's picks are checked against drawGiveaway recomputed from
//         GET /api/v1/giveaways/{id}/entries and the revealed server seed.
// Exits non-zero when a correctness check fails or an answer is not the expected one.
// Usage: npm run build && npm run bench:giveaways
//        quick run: BENCH_ACCOUNTS=1000 BENCH_DRAW_ENTRIES=10000 npm run bench:giveaways
//        (DATABASE_URL = a PostgreSQL server you may create databases on, default postgres://postgres@127.0.0.1:5432/test)
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { BENCH_SECRET, freshDatabase, ledgerViolations, SESSION_READ_SQL, sessionCookie } from './lib-pg.mjs';
import {
  fmtMs,
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
const games = await imp('packages/games/src/index.ts');
const { drawGiveaway, checkGiveawayEntries, giveawayClientSeed, parseGiveawayEntriesText, hashServerSeed } = games;
const { createHmacKey, roundBytes, bytesToFloats } = games;

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const DB = process.env.BENCH_DB ?? 'bench_giveaways';
const PORT = env('BENCH_PORT', 3960);
const PORTS = [PORT, PORT + 1];
const BASES = PORTS.map((p) => `http://127.0.0.1:${p}`);
const ACCOUNTS = env('BENCH_ACCOUNTS', 10_000);
const CONNECTIONS = env('BENCH_CONNECTIONS', 50);
const COST = env('BENCH_ENTRY_COST', 10);
const START_POINTS = 1_000;
const REPEATS = Math.min(ACCOUNTS, env('BENCH_REPEATS', Math.round(ACCOUNTS / 10)));
/** The baseline's pool: as many connections as the two instances have together (20 each). */
const BASELINE_POOL = env('BENCH_BASELINE_POOL', 40);
/** A third run: the baseline written with the app's statements (1; 0 to skip). */
const APP_SQL = env('BENCH_APP_SQL', 1) === 1;
const DRAW_ENTRIES = env('BENCH_DRAW_ENTRIES', 100_000);
const WINNERS = env('BENCH_DRAW_WINNERS', 100);
const DRAW_RUNS = env('BENCH_DRAW_RUNS', 15);
const TARGET_SECONDS = 10;
const GOAL_PCT = 50;

// A seeded generator: the same tickets every run.
let seed = 0x61ea3a7;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const randInt = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const median = (xs) =>
  pct(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const ms = fmtMs;
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
 * The raw SQL baseline of one paid entry, as the points economy is written by hand: one transaction
 * straight through pg (unnamed statements): the giveaway row under key share with the database
 * clock, the entry upserted up to the maximum, the conditional debit and its ledger row.
 */
async function rawEnter(pool, giveawayId, userId) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const g = await client.query(
      `select entry_cost, max_tickets, status, clock_timestamp() >= opens_at as started, clock_timestamp() >= closes_at as ended
       from giveaways where id = $1 for key share`,
      [giveawayId],
    );
    const row = g.rows[0];
    if (!row || row.status !== 'active' || !row.started || row.ended) throw new Error('giveaway closed');
    const e = await client.query(
      `insert into giveaway_entries (giveaway_id, user_id, bought, tickets, multiplier, paid, source)
       values ($1, $2, 1, 1, 1, $3, 'site')
       on conflict (giveaway_id, user_id) do update set
         bought = giveaway_entries.bought + excluded.bought,
         tickets = giveaway_entries.tickets + excluded.tickets,
         paid = giveaway_entries.paid + excluded.paid
       where giveaway_entries.bought + excluded.bought <= $4
       returning id`,
      [giveawayId, userId, row.entry_cost, row.max_tickets],
    );
    if (!e.rows[0]) throw new Error('max tickets');
    const u = await client.query(
      'update users set points = points - $2, updated_at = now() where id = $1 and points >= $2 returning points',
      [userId, row.entry_cost],
    );
    if (!u.rows[0]) throw new Error('insufficient points');
    await client.query(
      "insert into points_ledger (user_id, delta, balance_after, reason, ref_type, ref_id) values ($1, $2, $3, 'giveaway_entry', 'giveaway', $4)",
      [userId, -row.entry_cost, u.rows[0].points, giveawayId],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The same entry with the statements the app sends (ADR 052, 075), straight through pg, as named
 * prepared statements: the session read; the read of the rules, the sponsor, the winner limit's wins
 * and the account's facts; one statement that takes the giveaway under key share with the clock and
 * the rules check, locks the payer, upserts the entry only when the account has no responsible-play
 * settings row (the bench's accounts have none), and debits it with its ledger row. (The app's
 * after-commit balance NOTIFY, batched on a connection of its own, is left out.)
 */
const APP_STATEMENTS = {
  read: `select g.id, g.title, g.status, g.chat_join, g.entry_cost, g.max_tickets, g.subscriber_multiplier,
      g.required_platform, g.subscribers_only, g.min_account_age_days,
      g.affiliate_required, g.affiliate_sponsor_id, s.slug as affiliate_slug, s.name as affiliate_name,
      g.win_limit, g.win_limit_days, g.closes_at,
      clock_timestamp() >= g.opens_at as started, clock_timestamp() >= g.closes_at as ended,
      f.age_days, f.platforms, f.twitch_user_id, f.kick_user_id,
      (select array_agg((extract(epoch from w.drawn_at) * 1000)::float8)
        from giveaway_entries won
        join giveaway_picks p on p.entry_id = won.id and p.disqualified_at is null
        join giveaways w on w.id = p.giveaway_id
        where g.win_limit is not null and won.user_id = $2 and w.id <> g.id
          and w.status in ('drawn', 'final')
          and w.drawn_at > g.closes_at - make_interval(days => g.win_limit_days)
          and w.drawn_at <= g.closes_at) as win_times
    from giveaways g
    left join sponsors s on s.id = g.affiliate_sponsor_id
    left join lateral (
      select extract(epoch from (now() - u.created_at)) / 86400 as age_days,
        (select array_agg(i.platform) from user_identities i where i.user_id = u.id) as platforms,
        (select i.platform_user_id from user_identities i where i.user_id = u.id and i.platform = 'twitch' limit 1) as twitch_user_id,
        (select i.platform_user_id from user_identities i where i.user_id = u.id and i.platform = 'kick' limit 1) as kick_user_id
      from users u where u.id = $2) f on true
    where g.id = $1`,
  write: `with g as (
      select id, status, clock_timestamp() >= opens_at as started, clock_timestamp() >= closes_at as ended,
        (entry_cost, max_tickets, subscriber_multiplier, required_platform, subscribers_only, min_account_age_days,
          affiliate_required, affiliate_sponsor_id, chat_join, win_limit, win_limit_days)
          is not distinct from ($3::int, $4::int, 1, null::text, false, 0, false, null::uuid, false, null::int, null::int)
          as same_rules
      from giveaways where id = $1 for key share),
    payer as (select id, points from users where id = $2 and (select count(*) from g) >= 0 for no key update),
    e as (
      insert into giveaway_entries (giveaway_id, user_id, bought, tickets, multiplier, paid, source)
      select g.id, payer.id, 1, 1, 1, $3::int8, 'site' from g, payer
      where g.status = 'active' and g.started and not g.ended and g.same_rules and payer.points >= $3::int8
        and (false or not exists (select 1 from responsible_play where user_id = $2))
      on conflict (giveaway_id, user_id) do update set
        bought = giveaway_entries.bought + excluded.bought,
        tickets = giveaway_entries.tickets + excluded.tickets,
        paid = giveaway_entries.paid + excluded.paid
      where giveaway_entries.bought + excluded.bought <= $4::int
      returning id, bought, tickets, paid),
    moved as (
      update users set points = users.points - $3, updated_at = now() from e
      where users.id = $2 and $3::int8 > 0 and users.points >= $3
      returning users.id, users.points, $1::text as ref_id, $5::jsonb as params),
    logged as (
      insert into points_ledger (user_id, delta, balance_after, reason, ref_type, ref_id, note, params)
      select id, -$3::int8, points, 'giveaway_entry', 'giveaway', ref_id, 'bench', params from moved
      returning user_id, seq, balance_after)
    select g.status, g.same_rules, e.id as entry_id, payer.points as payer_points, logged.seq, logged.balance_after,
      exists (select 1 from responsible_play where user_id = $2) as rg_set
    from (select 1) one left join g on true left join e on true left join payer on true left join logged on true`,
};

async function appStatementsEnter(pool, giveawayId, userId, sessionId) {
  await pool.query({ name: 'session_user', text: SESSION_READ_SQL, values: [sessionId, userId, 1] });
  const read = (await pool.query({ name: 'bench_read', text: APP_STATEMENTS.read, values: [giveawayId, userId] }))
    .rows[0];
  if (!read || read.status !== 'active' || !read.started || read.ended) throw new Error('giveaway closed');
  const w = (
    await pool.query({
      name: 'bench_write',
      text: APP_STATEMENTS.write,
      values: [
        giveawayId,
        userId,
        read.entry_cost,
        read.max_tickets,
        JSON.stringify({ giveaway: read.title, tickets: 1 }),
      ],
    })
  ).rows[0];
  if (!w?.entry_id || w.seq === null) throw new Error('entry not written');
}

/** The baseline for every account once, at `connections` workers; latencies and wall time. */
async function rawGiveawayEntryBaseline(pool, { giveawayId, userIds, connections, sessionIds = null }) {
  let next = 0;
  const latencies = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < userIds.length) {
        const n = next++;
        const userId = userIds[n];
        const s = performance.now();
        if (sessionIds) await appStatementsEnter(pool, giveawayId, userId, sessionIds[n]);
        else await rawEnter(pool, giveawayId, userId);
        latencies.push(performance.now() - s);
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
  };
}

/** Tickets 1..19 per entry summing to exactly 10 x entries: pairs (10 + d, 10 - d), then shuffled. */
function drawTickets(n) {
  const t = new Array(n).fill(10);
  for (let i = 0; i + 1 < n; i += 2) {
    const d = randInt(-9, 9);
    t[i] = 10 + d;
    t[i + 1] = 10 - d;
  }
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [t[i], t[j]] = [t[j], t[i]];
  }
  return t;
}

/**
 * The plain rule (the naive baseline): for every pick, a cumulative walk over the remaining entries
 * in list order until the winning ticket, then that entry leaves the draw. Same floats as drawGiveaway.
 */
function naiveDraw(serverSeed, entries, picks, clientSeed) {
  const key = createHmacKey(serverSeed);
  const cs = clientSeed ?? (checkGiveawayEntries(entries), giveawayClientSeed(entries));
  const remaining = entries.map((e) => e.tickets);
  let ticketsInDraw = remaining.reduce((s, x) => s + x, 0);
  const out = [];
  for (let nonce = 0; nonce < picks && ticketsInDraw > 0; nonce++) {
    const float = bytesToFloats(roundBytes(key, cs, nonce, 0))[0];
    const ticket = Math.floor(float * ticketsInDraw);
    let start = 0;
    let index = 0;
    for (; index < remaining.length; index++) {
      start += remaining[index];
      if (ticket < start) break;
    }
    out.push({ nonce, float, ticketsInDraw, ticket, entryId: entries[index].id });
    ticketsInDraw -= remaining[index];
    remaining[index] = 0;
  }
  return out;
}

const samePicks = (a, b) =>
  a.length === b.length &&
  a.every(
    (p, i) =>
      p.nonce === b[i].nonce &&
      String(p.entryId) === String(b[i].entryId) &&
      p.ticket === b[i].ticket &&
      p.float === b[i].float &&
      p.ticketsInDraw === b[i].ticketsInDraw,
  );

/**
 * `runs` timed calls after one untimed warm-up: min and median of the wall time and of this
 * process's CPU time (user + system, all threads), in ms, and the last result. On a shared machine
 * the CPU time is the steadier figure: the wall time also counts the waits for a core.
 */
function timeRuns(runs, fn) {
  let result = fn();
  const wall = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    result = fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { min: Math.min(...wall), median: median(wall), cpuMin: Math.min(...cpu), cpuMedian: median(cpu), result };
}

// ---- 2a first (no server needed): the pure draw beside the cumulative walk ----
const tickets = drawTickets(DRAW_ENTRIES);
const totalTickets = tickets.reduce((s, x) => s + x, 0);
const pureEntries = tickets.map((t, i) => ({ id: String(i + 1), tickets: t }));
const pureSeed = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
console.log(
  `pure draw: ${WINNERS} winners among ${totalTickets.toLocaleString('en-US')} tickets in ${DRAW_ENTRIES.toLocaleString('en-US')} entries, ${DRAW_RUNS} runs each…`,
);
const pureClientSeed = giveawayClientSeed(pureEntries);
const tree = timeRuns(DRAW_RUNS, () => drawGiveaway(pureSeed, pureEntries, WINNERS));
const seedOnly = timeRuns(DRAW_RUNS, () => giveawayClientSeed(pureEntries));
const checkOnly = timeRuns(DRAW_RUNS, () => checkGiveawayEntries(pureEntries));
// No picks: the entry check, the client seed and the tree's build, i.e. all but the picks.
const noPicks = timeRuns(DRAW_RUNS, () => drawGiveaway(pureSeed, pureEntries, 0));
const naive = timeRuns(DRAW_RUNS, () => naiveDraw(pureSeed, pureEntries, WINNERS));
const naiveWalk = timeRuns(DRAW_RUNS, () => naiveDraw(pureSeed, pureEntries, WINNERS, pureClientSeed));
check(tree.result.length === Math.min(WINNERS, DRAW_ENTRIES), `pure draw: ${tree.result.length} picks`);
check(samePicks(tree.result, naive.result), 'pure draw: the tree and the cumulative walk picked differently');
check(samePicks(tree.result, naiveWalk.result), 'pure draw: the walk with a given client seed picked differently');
check(seedOnly.result === pureClientSeed, 'pure draw: client seed differs between calls');

const part1 = {};
const part2 = {};
const dbUrl = await freshDatabase(DB);
const serverEnv = {
  DATABASE_URL: dbUrl,
  SESSION_SECRET: BENCH_SECRET,
  SEED_DEMO: 'false',
  RATE_LIMIT_BETS_PER_MINUTE: '100000000',
  // No watch-time tick in the middle of the measurement.
  EARNING_JOB: 'false',
  // warn as in every bench; BENCH_LOG_LEVEL=info measures with the production default (a log line
  // per request and per answer).
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
};
const servers = [];
await withServers(servers, async () => {
  servers.push(startServer({ port: PORTS[0], dataDir: tempDataDir('giveaways-a'), env: serverEnv }));
  await waitFor200(`${BASES[0]}/api/health`, performance.now());
  servers.push(startServer({ port: PORTS[1], dataDir: tempDataDir('giveaways-b'), env: serverEnv }));
  await waitFor200(`${BASES[1]}/api/health`, performance.now());

  const pool = new pg.Pool({ connectionString: dbUrl, max: BASELINE_POOL });
  console.log(
    `creating ${ACCOUNTS.toLocaleString('en-US')} app accounts and ${ACCOUNTS.toLocaleString('en-US')} accounts per baseline with ${START_POINTS} points, and their sessions…`,
  );
  const makeAccounts = async (prefix) =>
    (
      await pool.query(
        `insert into users (login, display_name, points)
         select '${prefix}' || g, '${prefix} ' || g, ${START_POINTS} from generate_series(1, ${ACCOUNTS}) g
         returning id`,
      )
    ).rows.map((r) => r.id);
  const appIds = await makeAccounts('enter');
  const baseIds = await makeAccounts('base');
  const appSqlIds = APP_SQL ? await makeAccounts('appsql') : [];
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
  const cookies = [];
  for (let i = 0; i < appIds.length; i += 500)
    cookies.push(...(await Promise.all(appIds.slice(i, i + 500).map((id) => sessionCookie(pool, id)))));

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
  const inMs = (d) => new Date(Date.now() + d).toISOString();
  const createGiveaway = async (title, over) =>
    (
      await api('POST', '/admin/giveaways', {
        title,
        prize: 'A bench prize',
        winners: 1,
        opensAt: inMs(-60_000),
        closesAt: inMs(3_600_000),
        chatJoin: false,
        ...over,
      })
    ).json;

  // ---- 1. entries through the API on two instances ----
  const paid = await createGiveaway('Bench entries (API)', { entryCost: COST, maxTicketsPerAccount: 1 });
  const enterJobs = appIds.map((_, i) => ({
    target: i % 2,
    method: 'POST',
    path: `/api/v1/giveaways/${paid._id}/enter`,
    headers: { origin: BASES[i % 2], cookie: cookies[i], 'content-type': 'application/json' },
    body: '{}',
  }));
  console.log(
    `entries: ${ACCOUNTS.toLocaleString('en-US')} POST /giveaways/{id}/enter at ${CONNECTIONS} connections over 2 instances…`,
  );
  const burst = await runLoad(enterJobs, CONNECTIONS);
  const badEnter = burst.results.filter((r) => r.status !== 200);
  const okBodies = burst.results.filter((r) => r.status === 200).map((r) => JSON.parse(r.body));
  const wrongAnswer = okBodies.filter(
    (b) => b.entry.tickets !== 1 || b.entry.bought !== 1 || b.entry.paid !== COST || b.balance !== START_POINTS - COST,
  ).length;
  check(
    badEnter.length === 0,
    `entries: ${badEnter.length} answers not 200 (${[...new Set(badEnter.map((b) => `${b.status} ${b.body.slice(0, 120)}`))].slice(0, 5).join(' | ')})`,
  );
  check(wrongAnswer === 0, `entries: ${wrongAnswer} 200 answers with another entry or balance than expected`);

  // Second tries by accounts already in, on the other instance: each refused, nothing debited.
  const repeatJobs = Array.from({ length: REPEATS }, (_, k) => {
    const i = Math.floor((k * ACCOUNTS) / REPEATS);
    return {
      ...enterJobs[i],
      target: 1 - enterJobs[i].target,
      headers: { ...enterJobs[i].headers, origin: BASES[1 - enterJobs[i].target] },
    };
  });
  const repeats = await runLoad(repeatJobs, CONNECTIONS);
  const repeatRefused = repeats.results.filter(
    (r) => r.status === 409 && JSON.parse(r.body).error?.code === 'GIVEAWAY_MAX_TICKETS',
  ).length;
  check(
    repeatRefused === REPEATS,
    `second tries: ${REPEATS - repeatRefused} of ${REPEATS} not refused GIVEAWAY_MAX_TICKETS`,
  );

  // ---- 1. the raw SQL baseline, same concurrency, other accounts, a second giveaway ----
  const basePaid = await createGiveaway('Bench entries (baseline)', { entryCost: COST, maxTicketsPerAccount: 1 });
  console.log(
    `baseline: ${ACCOUNTS.toLocaleString('en-US')} raw SQL entries at ${CONNECTIONS} workers (pool ${BASELINE_POOL})…`,
  );
  const baseline = await rawGiveawayEntryBaseline(pool, {
    giveawayId: basePaid._id,
    userIds: baseIds,
    connections: CONNECTIONS,
  });
  let appSql = null;
  let appSqlGiveaway = null;
  if (APP_SQL) {
    appSqlGiveaway = await createGiveaway('Bench entries (app statements)', {
      entryCost: COST,
      maxTicketsPerAccount: 1,
    });
    const sessionIds = (
      await pool.query(
        `insert into sessions (user_id, expires_at) select u, now() + interval '1 hour' from unnest($1::uuid[]) with ordinality t(u, n) order by n returning id`,
        [appSqlIds],
      )
    ).rows.map((row) => row.id);
    console.log(`baseline with the app's statements: ${ACCOUNTS.toLocaleString('en-US')} raw SQL entries…`);
    appSql = await rawGiveawayEntryBaseline(pool, {
      giveawayId: appSqlGiveaway._id,
      userIds: appSqlIds,
      sessionIds,
      connections: CONNECTIONS,
    });
  }

  // ---- 1. checks ----
  const entryFacts = async (id) =>
    (
      await pool.query(
        `select count(*)::int as entries, count(distinct user_id)::int as accounts, coalesce(sum(bought), 0)::int as bought,
                coalesce(sum(tickets), 0)::int as tickets, coalesce(sum(paid), 0)::bigint as paid,
                count(*) filter (where bought <> 1 or tickets <> 1 or paid <> $2)::int as odd
         from giveaway_entries where giveaway_id = $1`,
        [id, COST],
      )
    ).rows[0];
  const debitFacts = async (id) =>
    (
      await pool.query(
        `select count(*)::int as rows, coalesce(sum(delta), 0)::bigint as sum, count(distinct user_id)::int as accounts
         from points_ledger where reason = 'giveaway_entry' and ref_type = 'giveaway' and ref_id = $1`,
        [id],
      )
    ).rows[0];
  const wrongBalances = async (prefix) =>
    (
      await pool.query(`select count(*)::int as n from users where login like '${prefix}%' and points <> $1`, [
        START_POINTS - COST,
      ])
    ).rows[0].n;
  const appEntries = await entryFacts(paid._id);
  const appDebits = await debitFacts(paid._id);
  const appBalances = await wrongBalances('enter');
  const baseEntries = await entryFacts(basePaid._id);
  const baseDebits = await debitFacts(basePaid._id);
  const appSqlEntries = APP_SQL ? await entryFacts(appSqlGiveaway._id) : null;
  const appSqlDebits = APP_SQL ? await debitFacts(appSqlGiveaway._id) : null;
  const violations = await ledgerViolations(pool);
  const seen = await api('GET', `/giveaways/${paid._id}`, null, { base: BASES[1] });
  check(
    appEntries.entries === ACCOUNTS && appEntries.accounts === ACCOUNTS && appEntries.odd === 0,
    `entries: ${appEntries.entries} rows for ${appEntries.accounts} accounts (${appEntries.odd} not 1 ticket / ${COST} paid), expected ${ACCOUNTS}`,
  );
  check(
    appDebits.rows === ACCOUNTS && Number(appDebits.sum) === -ACCOUNTS * COST && appDebits.accounts === ACCOUNTS,
    `ledger: ${appDebits.rows} giveaway_entry rows for ${appDebits.accounts} accounts summing ${appDebits.sum}, expected ${ACCOUNTS} summing ${-ACCOUNTS * COST}`,
  );
  check(appBalances === 0, `balances: ${appBalances} app accounts not at ${START_POINTS - COST}`);
  check(violations === 0, `ledger check: ${violations} users with points <> sum(ledger)`);
  check(
    seen.json.entries === ACCOUNTS && seen.json.tickets === ACCOUNTS,
    `GET /giveaways/{id} on instance B: ${seen.json.entries} entries, ${seen.json.tickets} tickets`,
  );
  check(
    baseEntries.entries === ACCOUNTS && Number(baseDebits.sum) === -ACCOUNTS * COST,
    `baseline: ${baseEntries.entries} entries, debits ${baseDebits.sum}`,
  );
  if (APP_SQL)
    check(
      appSqlEntries.entries === ACCOUNTS && Number(appSqlDebits.sum) === -ACCOUNTS * COST,
      `baseline with the app's statements: ${appSqlEntries.entries} entries, debits ${appSqlDebits.sum}`,
    );
  const lat = burst.results.map((r) => r.ms).sort((a, b) => a - b);
  const repLat = repeats.results.map((r) => r.ms).sort((a, b) => a - b);
  Object.assign(part1, {
    api: {
      requests: ACCOUNTS,
      rps: ACCOUNTS / (burst.wallMs / 1000),
      p50: pct(lat, 0.5),
      p99: pct(lat, 0.99),
      wallMs: burst.wallMs,
    },
    repeats: {
      requests: REPEATS,
      rps: REPEATS / (repeats.wallMs / 1000),
      p50: pct(repLat, 0.5),
      p99: pct(repLat, 0.99),
      wallMs: repeats.wallMs,
    },
    baseline,
    appSql,
    appEntries,
    appDebits,
    appBalances,
    baseEntries,
    baseDebits,
    appSqlEntries,
    appSqlDebits,
    violations,
    repeatRefused,
  });

  // ---- 2b. the draw through the API, beside a raw pg draw of an identical giveaway ----
  console.log(
    `draw: inserting ${DRAW_ENTRIES.toLocaleString('en-US')} accounts and their entries in two free giveaways…`,
  );
  const drawUserIds = (
    await pool.query(
      `insert into users (login, display_name) select 'draw' || g, 'Drawn ' || g from generate_series(1, ${DRAW_ENTRIES}) g returning id`,
    )
  ).rows.map((r) => r.id);
  const free = { entryCost: 0, maxTicketsPerAccount: 19, winners: WINNERS };
  const gApi = await createGiveaway('Bench draw (API)', free);
  const gRaw = await createGiveaway('Bench draw (baseline)', free);
  for (const g of [gApi, gRaw])
    await pool.query(
      `insert into giveaway_entries (giveaway_id, user_id, bought, tickets, multiplier, paid, source, entered_at)
       select $1, t.user_id, t.tickets, t.tickets, 1, 0, 'site', now() - interval '1 hour' + t.ord * interval '1 millisecond'
       from unnest($2::uuid[], $3::int[]) with ordinality as t(user_id, tickets, ord)
       order by t.ord`,
      [g._id, drawUserIds, tickets],
    );
  await pool.query('analyze');

  // Without the beacon: the bench has no drand relay, and the raw draw below is the list-only draw too.
  const drawn = await api('POST', `/admin/giveaways/${gApi._id}/draw-without-beacon`, {
    reason: 'Benchmark: no drand relay on this machine',
  });
  const list = await api('GET', `/giveaways/${gApi._id}/entries`, null, { base: BASES[1], cookie: '' });

  // Raw pg draw: lock, the same list query, drawGiveaway, picks, status, in one transaction.
  const rawT0 = performance.now();
  const client = await pool.connect();
  let rawPicks;
  try {
    await client.query('begin');
    const g = (
      await client.query(
        `select server_seed, winners, status, clock_timestamp() >= closes_at as ended from giveaways where id = $1 for update`,
        [gRaw._id],
      )
    ).rows[0];
    const rows = (
      await client.query(
        `select e.id, e.tickets, u.display_name from giveaway_entries e join users u on u.id = e.user_id
         where e.giveaway_id = $1 order by e.entered_at, e.id`,
        [gRaw._id],
      )
    ).rows;
    const entries = rows.map((r) => ({ id: String(r.id), tickets: r.tickets }));
    rawPicks = drawGiveaway(g.server_seed, entries, Math.min(g.winners, entries.length));
    await client.query(
      `insert into giveaway_picks (giveaway_id, nonce, entry_id, ticket, tickets_in_draw, float)
       select $1, * from unnest($2::int[], $3::bigint[], $4::bigint[], $5::bigint[], $6::text[])`,
      [
        gRaw._id,
        rawPicks.map((p) => p.nonce),
        rawPicks.map((p) => p.entryId),
        rawPicks.map((p) => p.ticket),
        rawPicks.map((p) => p.ticketsInDraw),
        rawPicks.map((p) => String(p.float)),
      ],
    );
    await client.query(
      `update giveaways set status = 'drawn', client_seed = $2, entry_count = $3, ticket_count = $4, drawn_at = now(), closes_at = least(closes_at, now())
       where id = $1`,
      [gRaw._id, giveawayClientSeed(entries), entries.length, entries.reduce((s, e) => s + e.tickets, 0)],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  const rawMs = performance.now() - rawT0;

  // ---- 2b. checks: the API's picks are drawGiveaway of the public list and the revealed seed ----
  const d = drawn.json;
  const parsed = parseGiveawayEntriesText(list.json.text);
  const recomputed = drawGiveaway(d.serverSeed, parsed, Math.min(WINNERS, parsed.length));
  check(d.state === 'drawn', `draw: state ${d.state}`);
  check(d.picks.length === Math.min(WINNERS, DRAW_ENTRIES), `draw: ${d.picks.length} picks`);
  check(
    hashServerSeed(d.serverSeed) === gApi.serverSeedHash,
    'draw: the revealed seed does not hash to the published hash',
  );
  check(d.clientSeed === giveawayClientSeed(parsed), 'draw: the client seed is not the SHA-256 of the entries text');
  check(samePicks(d.picks, recomputed), 'draw: the picks differ from drawGiveaway recomputed from the entries text');
  check(
    parsed.length === DRAW_ENTRIES && parsed.every((e, i) => e.tickets === tickets[i]),
    `draw: the entries text holds ${parsed.length} entries, not the ${DRAW_ENTRIES} inserted in order`,
  );
  check(
    list.json.entries.length === DRAW_ENTRIES && d.entries === DRAW_ENTRIES && d.tickets === totalTickets,
    `draw: ${list.json.entries.length} listed entries, giveaway says ${d.entries} entries / ${d.tickets} tickets`,
  );
  check(rawPicks.length === d.picks.length, 'raw draw: picks count');
  Object.assign(part2, {
    drawMs: drawn.ms,
    drawBytes: drawn.bytes,
    listMs: list.ms,
    listBytes: list.bytes,
    rawMs,
  });
  check((await ledgerViolations(pool)) === 0, 'ledger check after the draw');
  await pool.end();
});

// ---- the tables ----
const { api: a, repeats: r, baseline: b, appSql: b2 } = part1;
const share = (a.rps / b.rps) * 100;
printTable(
  `Giveaway entries: ${ACCOUNTS.toLocaleString('en-US')} accounts, one paid giveaway (cost ${COST}, 1 ticket each), ${CONNECTIONS} connections, 2 API instances, one PostgreSQL`,
  [
    rateRow(
      `baseline: raw SQL entry (key-share lock, upsert, debit, ledger) in a pg loop, ${CONNECTIONS} workers, pool ${BASELINE_POOL}`,
      b,
      b.rps,
    ),
    ...(b2
      ? [
          rateRow(
            "raw SQL with the app's statements (session read, rules and facts read, one entry-and-debit statement; prepared)",
            b2,
            b.rps,
          ),
        ]
      : []),
    rateRow('POST /api/v1/giveaways/{id}/enter, a session each, half on each instance', a, b.rps),
    rateRow('second tries by accounts already in (409 GIVEAWAY_MAX_TICKETS), other instance', r, null),
  ],
);
console.log(
  `goal: the API at least ${GOAL_PCT} % of the baseline: ${share >= GOAL_PCT ? 'met' : 'NOT met'} (${share.toFixed(0)} %); ` +
    `${ACCOUNTS.toLocaleString('en-US')} entries within ~${TARGET_SECONDS} s: ${a.wallMs / 1000 <= TARGET_SECONDS ? 'yes' : 'no'} (${(a.wallMs / 1000).toFixed(1)} s)`,
);
printTable('Entry checks after the run', [
  {
    giveaway: 'API',
    entries: part1.appEntries.entries,
    accounts: part1.appEntries.accounts,
    tickets: part1.appEntries.tickets,
    'giveaway_entry rows': part1.appDebits.rows,
    'sum of debits': Number(part1.appDebits.sum),
    expected: -ACCOUNTS * COST,
    'balances off': part1.appBalances,
    'second tries refused': `${part1.repeatRefused} / ${REPEATS}`,
  },
  ...[
    ['baseline', part1.baseEntries, part1.baseDebits],
    ["baseline with the app's statements", part1.appSqlEntries, part1.appSqlDebits],
  ]
    .filter(([, e]) => e)
    .map(([giveaway, e, d]) => ({
      giveaway,
      entries: e.entries,
      accounts: e.accounts,
      tickets: e.tickets,
      'giveaway_entry rows': d.rows,
      'sum of debits': Number(d.sum),
      expected: -ACCOUNTS * COST,
      'balances off': '',
      'second tries refused': '',
    })),
]);
console.log(`ledger check (users with points <> sum(ledger), or negative): ${part1.violations}`);

const drawTitle = `${WINNERS} winners among ${totalTickets.toLocaleString('en-US')} tickets in ${DRAW_ENTRIES.toLocaleString('en-US')} entries`;
const pureRow = (run, t, vs = '') => ({
  run,
  'cpu min ms': ms(t.cpuMin),
  'cpu median ms': ms(t.cpuMedian),
  'wall min ms': ms(t.min),
  'wall median ms': ms(t.median),
  'vs walk (cpu min)': vs,
});
printTable(`The draw, pure (@app/games), ${drawTitle}, ${DRAW_RUNS} runs after a warm-up`, [
  pureRow(
    'drawGiveaway: entry check + client seed + Fenwick tree + picks',
    tree,
    `${(naive.cpuMin / tree.cpuMin).toFixed(1)}x faster`,
  ),
  pureRow('  of which checkGiveawayEntries', checkOnly),
  pureRow('  of which giveawayClientSeed (text + SHA-256)', seedOnly),
  pureRow('  drawGiveaway with 0 picks (entry check, client seed, tree build)', noPicks),
  pureRow('baseline: cumulative walk per pick (same check + client seed), O(winners x entries)', naive, '1x'),
  pureRow('  the walk alone (client seed given): the part the tree replaces', naiveWalk),
]);
if (part2.drawMs !== undefined)
  printTable(`The draw through the API, ${drawTitle} (free giveaway, entries inserted by SQL)`, [
    {
      run: 'baseline: raw pg draw (lock, list query, drawGiveaway, picks insert, status) in one transaction',
      ms: ms(part2.rawMs),
      'answer KiB': '',
    },
    {
      run: 'POST /api/v1/admin/giveaways/{id}/draw as an admin, end to end',
      ms: ms(part2.drawMs),
      'answer KiB': Math.round(part2.drawBytes / 1024),
    },
    {
      run: 'GET /api/v1/giveaways/{id}/entries (the public list), end to end',
      ms: ms(part2.listMs),
      'answer KiB': Math.round(part2.listBytes / 1024),
    },
  ]);
console.log(
  'draw check: picks = drawGiveaway(revealed seed, GET /entries text); seed hash and client seed match: ' +
    (failures.some((f) => f.startsWith('draw')) ? 'NO' : 'yes'),
);

if (failures.length) {
  console.error(`\nFAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(
  '\nOK: one entry per account, debits = accounts x cost, ledger 0; the API draw equals the recomputed draw.',
);
