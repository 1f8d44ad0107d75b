// A kill -9 in the middle of a tournament settlement (issue 36, item 6), on PostgreSQL with TWO API
// instances: KILL_PREDICTIONS viewers (default 200) predict the open first match through both
// instances; the admin enters the result on instance A while this script holds one winner's balance
// row locked, so A's settlement transaction stops inside its credit statement; A is killed with
// SIGKILL there. Then:
//   - the dead transaction must leave nothing: the match undecided, no payout or ledger row, every
//     balance at its start minus its stake;
//   - the admin enters the same result on instance B: it settles, each prediction once, the sum paid
//     equal to the sum staked (no house cut), each winner's payout equal to settlePool's;
//   - entering it again moves nothing (a correction by differences of zero);
//   - the ledger check is 0 after each step.
// Prints a table of the checks; exits non-zero when one fails.
//
//   npm run build -w @app/api && npm run kill:settlement
//   (DATABASE_URL: a PostgreSQL server you may create databases on, default 127.0.0.1:5432/test)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { BENCH_SECRET, freshDatabase, ledgerViolations, sessionCookie } from '../bench/lib-pg.mjs';
import { printTable, root, startServer, tempDataDir, waitFor200, withServers } from '../bench/lib.mjs';

register();
const imp = (p) => import(pathToFileURL(path.join(root, p)).href);
const { settlePool } = await imp('packages/games/src/index.ts');
const { MAX_PAYOUT } = await imp('packages/contracts/src/index.ts');

const PREDICTIONS = Number(process.env.KILL_PREDICTIONS ?? 200);
const PORTS = [Number(process.env.KILL_PORT ?? 3731), Number(process.env.KILL_PORT ?? 3731) + 1];
const BASES = PORTS.map((p) => `http://127.0.0.1:${p}`);
const START_POINTS = 1_000;
/** Slot A pays 500 on a 100 buy, slot B 200: under the payout rule side a wins. */
const RESULT = { a: { cost: 10_000, payout: 50_000 }, b: { cost: 10_000, payout: 20_000 } };

const rows = [];
let failed = 0;
const check = (what, ok, figure) => {
  rows.push({ check: what, figure: String(figure), result: ok ? 'ok' : 'FAILED' });
  if (!ok) failed++;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Polls `probe` every 20 ms until it answers truthy; throws after `ms`. */
async function until(what, probe, ms = 15_000) {
  const t0 = performance.now();
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (performance.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const dbUrl = await freshDatabase('kill_settlement');
const env = {
  DATABASE_URL: dbUrl,
  SESSION_SECRET: BENCH_SECRET,
  SEED_DEMO: 'false',
  SERVE_WEB: 'false',
  EARNING_JOB: 'false',
  RATE_LIMIT_BETS_PER_MINUTE: '100000000',
};
const servers = [];
const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
await withServers(servers, async () => {
  for (const [i, port] of PORTS.entries()) {
    servers.push(startServer({ port, dataDir: tempDataDir(`kill-${i}`), env: { ...env, PUBLIC_URL: BASES[i] } }));
    await waitFor200(`${BASES[i]}/api/health`, performance.now());
  }

  // ---- accounts, sessions, four slots, a tournament with its first match open ----
  const ids = (
    await pool.query(
      `insert into users (login, display_name, points)
       select 'killer' || g, 'Killer ' || g, ${START_POINTS} from generate_series(1, ${PREDICTIONS}) g returning id`,
    )
  ).rows.map((r) => r.id);
  await pool.query(
    `insert into points_ledger (user_id, delta, balance_after, reason) select id, points, points, 'demo_seed' from users`,
  );
  const adminId = (
    await pool.query(
      `insert into users (login, display_name, role) values ('killadmin', 'Kill Admin', 'Admin') returning id`,
    )
  ).rows[0].id;
  const adminCookie = await sessionCookie(pool, adminId, 'Admin');
  const cookies = await Promise.all(ids.map((id) => sessionCookie(pool, id)));
  const api = async (base, method, p, body, cookie = adminCookie) => {
    const res = await fetch(`${base}/api/v1${p}`, {
      method,
      headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null, text };
  };
  const ok = async (...args) => {
    const r = await api(...args);
    if (r.status >= 300) throw new Error(`${args[1]} ${args[2]}: ${r.status} ${r.text.slice(0, 300)}`);
    return r.json;
  };
  await ok(BASES[0], 'POST', '/slots/import', {
    csv: 'name,provider\nKill Alpha,Kill\nKill Beta,Kill\nKill Gamma,Kill\nKill Delta,Kill\n',
  });
  const slotIds = (await pool.query(`select id from slots where provider = 'Kill' order by name`)).rows.map(
    (r) => r.id,
  );
  const t = await ok(BASES[0], 'POST', '/admin/tournaments', {
    name: 'Killed settlement',
    buyCents: 10_000,
    rule: 'payout',
    tieBreak: 'multiplier',
    slotIds,
    maxStake: 100,
  });
  const started = await ok(BASES[0], 'POST', `/admin/tournaments/${t.id}/start`, { withoutBeacon: 'kill test' });
  const matchId = started.currentMatchId;
  await ok(BASES[0], 'POST', `/admin/tournaments/${t.id}/matches/${matchId}/open`, {});

  // ---- the predictions, half through each instance ----
  const picks = ids.map((_, i) => ({ side: i % 3 === 0 ? 'b' : 'a', points: 1 + ((i * 37) % 100) }));
  const placed = await Promise.all(
    picks.map((p, i) =>
      api(BASES[i % 2], 'POST', `/tournaments/${t.id}/matches/${matchId}/predictions`, p, cookies[i]),
    ),
  );
  check(
    `${PREDICTIONS} predictions on two instances answered 201`,
    placed.every((r) => r.status === 201),
    placed.filter((r) => r.status === 201).length,
  );
  const staked = picks.reduce((s, p) => s + p.points, 0);
  const predicted = (await pool.query('select id, user_id, pick, points from tournament_predictions order by id')).rows;

  // ---- the result on A, stopped inside its credit statement, and A killed there ----
  const winnerId = ids[picks.findIndex((p) => p.side === 'a')];
  const holder = await pool.connect();
  const holderPid = (await holder.query('select pg_backend_pid() as pid')).rows[0].pid;
  await holder.query('begin');
  await holder.query('select 1 from users where id = $1 for no key update', [winnerId]);
  const onA = api(BASES[0], 'PUT', `/admin/tournaments/${t.id}/matches/${matchId}/result`, RESULT).catch((err) => ({
    status: 0,
    text: String(err.cause?.code ?? err),
  }));
  const waiting = await until('the settlement to wait on the held balance row', async () => {
    const r = await pool.query(
      `select pid, query from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`,
      [holderPid],
    );
    return r.rows[0] ?? null;
  });
  check(
    'the settlement on A stopped inside its credit statement',
    /update\s+"?users"?/i.test(waiting.query),
    `backend ${waiting.pid}: ${waiting.query.replace(/\s+/g, ' ').slice(0, 60)}…`,
  );
  const victim = servers[0];
  const gone = new Promise((r) => victim.child.once('exit', r));
  process.kill(victim.child.pid, 'SIGKILL');
  await gone;
  servers[0] = { stop: async () => {} };
  const answer = await onA;
  check('A killed with SIGKILL mid-settlement: its request got no answer', answer.status === 0, answer.text);
  await holder.query('commit');
  holder.release();
  // The dead client's backend finds the socket closed once it goes on, and rolls its transaction back.
  await until('the killed settlement to roll back', async () => {
    const r = await pool.query(`select count(*)::int as n from pg_stat_activity where pid = $1 and state <> 'idle'`, [
      waiting.pid,
    ]);
    return r.rows[0].n === 0;
  });
  const after = async () => {
    const m = (await pool.query('select status, pool_state from tournament_matches where id = $1', [matchId])).rows[0];
    const paid = (
      await pool.query(
        `select count(*)::int as n, coalesce(sum(delta), 0)::int8 as points from points_ledger where reason = 'tournament_payout'`,
      )
    ).rows[0];
    const settled = (await pool.query('select count(*)::int as n from tournament_predictions where payout is not null'))
      .rows[0].n;
    const balances = (
      await pool.query(
        'select count(*)::int as n, coalesce(sum(points), 0)::int8 as sum from users where login like $1',
        ['killer%'],
      )
    ).rows[0];
    return { m, paid, settled, balances };
  };
  const dead = await after();
  check(
    'after the kill: the match is not decided',
    dead.m.status !== 'decided',
    `${dead.m.status} / ${dead.m.pool_state}`,
  );
  check(
    'after the kill: no payout ledger row, no prediction settled',
    dead.paid.n === 0 && dead.settled === 0,
    `${dead.paid.n} rows, ${dead.settled} settled`,
  );
  check(
    'after the kill: the balances are the start minus the stakes',
    Number(dead.balances.sum) === PREDICTIONS * START_POINTS - staked,
    Number(dead.balances.sum),
  );
  const v1 = await ledgerViolations(pool);
  check('ledger check after the kill', v1 === 0, v1);

  // ---- the same result on B: settled once ----
  const t0 = performance.now();
  const onB = await api(BASES[1], 'PUT', `/admin/tournaments/${t.id}/matches/${matchId}/result`, RESULT);
  const settleMs = performance.now() - t0;
  check('the same result on B answered 200', onB.status === 200, `${onB.status} in ${Math.round(settleMs)} ms`);
  const expected = settlePool(
    predicted.map((p) => ({ id: String(p.id), side: p.pick, points: Number(p.points) })),
    'a',
    0,
    MAX_PAYOUT,
  );
  const want = new Map(expected.outcomes.map((o) => [o.id, o.payout]));
  const got = (await pool.query('select id, payout from tournament_predictions order by id')).rows;
  const mismatched = got.filter((r) => (r.payout === null ? null : Number(r.payout)) !== (want.get(String(r.id)) ?? 0));
  check("every prediction's payout equals settlePool's", mismatched.length === 0, `${mismatched.length} differ`);
  const once = await after();
  const winners = expected.outcomes.filter((o) => o.payout > 0).length;
  check(
    'one payout ledger row per winning prediction',
    once.paid.n === winners,
    `${once.paid.n} rows for ${winners} winners`,
  );
  check('sum paid = sum staked (no house cut)', Number(once.paid.points) === staked, `${once.paid.points} / ${staked}`);
  check(
    'balances after: the start, nothing created or lost',
    Number(once.balances.sum) === PREDICTIONS * START_POINTS,
    Number(once.balances.sum),
  );
  const v2 = await ledgerViolations(pool);
  check('ledger check after the settlement', v2 === 0, v2);

  // ---- entering it again: a correction by differences of zero moves nothing ----
  const again = await api(BASES[1], 'PUT', `/admin/tournaments/${t.id}/matches/${matchId}/result`, RESULT);
  const twice = await after();
  check(
    'the same result again moves nothing',
    again.status === 200 && twice.paid.n === once.paid.n && Number(twice.balances.sum) === Number(once.balances.sum),
    `${again.status}, ${twice.paid.n} payout rows`,
  );
  const corrections = (
    await pool.query(`select count(*)::int as n from points_ledger where reason = 'tournament_correction'`)
  ).rows[0].n;
  check('no correction ledger row', corrections === 0, corrections);
});
await pool.end();

printTable(`kill -9 mid-settlement: ${PREDICTIONS} predictions, two instances`, rows);
if (failed) {
  console.error(`kill-settlement: ${failed} check(s) failed`);
  process.exit(1);
}
console.log('kill-settlement: every check passed');
