// Fault soak (issue 12): two API instances on one PostgreSQL, 10,000 mixed operations from 20 users
// and an admin (redeems of short stock, approve/deny races, admin edits, Mines and Blackjack moves),
// one instance killed with SIGKILL midway and restarted; then the books are checked in SQL.
// Prints the operations by outcome and the violations; exits non-zero on any violation or 5xx.
//
//   npm run soak                       (DATABASE_URL: a PostgreSQL server; default 127.0.0.1:5432/test)
//   SOAK_OPS=2000 npm run soak         (a shorter run)
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { BENCH_SECRET, freshDatabase, sessionCookie } from '../bench/lib-pg.mjs';
import { root, startServer, tempDataDir, waitFor200 } from '../bench/lib.mjs';

const OPS = Number(process.env.SOAK_OPS ?? 10_000);
const USERS = 20;
const SEED = Number(process.env.SOAK_SEED ?? 20261122);
const PORTS = [Number(process.env.SOAK_PORT_A ?? 3711), Number(process.env.SOAK_PORT_B ?? 3712)];
const ORIGIN = 'http://soak.test';
const ITEMS = [
  { name: 'Sticker', cost: 40, quantity: 60 },
  { name: 'Sub', cost: 120, quantity: 40 },
  { name: 'Hoodie', cost: 900, quantity: 5 },
  { name: 'VIP', cost: 300, quantity: 25 },
  { name: 'Shout-out', cost: 60, quantity: 80 },
  { name: 'Mystery box', cost: 2_000, quantity: 1 },
];

/** mulberry32: a small seeded PRNG, so a run can be repeated. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(SEED);
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (min, max) => min + Math.floor(random() * (max - min + 1));

console.log('soak: building the API…');
const build = spawnSync('npm', ['run', 'build', '-w', '@app/api'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dbUrl = await freshDatabase('soak');
const env = {
  DATABASE_URL: dbUrl,
  SESSION_SECRET: BENCH_SECRET,
  SEED_DEMO: 'false',
  SERVE_WEB: 'false',
  PUBLIC_URL: ORIGIN,
  RATE_LIMIT_BETS_PER_MINUTE: '100000000',
};
const instances = PORTS.map((port) => ({ port, base: `http://127.0.0.1:${port}`, server: null, up: false }));
async function start(instance) {
  instance.server = startServer({ port: instance.port, dataDir: tempDataDir('soak'), env });
  try {
    await waitFor200(`${instance.base}/api/health`, performance.now());
  } catch (err) {
    // Why it did not come up is in its own output: print it, or CI shows only the time-out.
    console.error(
      `soak: the instance on :${instance.port} did not start; its stderr:\n${instance.server.stderr().slice(-4000)}`,
    );
    throw err;
  }
  instance.up = true;
}
await Promise.all(instances.map(start));
console.log(`soak: two instances on :${PORTS.join(' and :')}, one PostgreSQL database`);

// ---- data: 20 viewers with points (through ledger rows), an admin, items of short stock ----
const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
await pool.query(
  `insert into users (login, display_name, points) select 'soak' || g, 'Soak ' || g, 50000 from generate_series(1, ${USERS}) g`,
);
await pool.query(
  `insert into points_ledger (user_id, delta, balance_after, reason) select id, points, points, 'demo_seed' from users`,
);
await pool.query(`insert into users (login, display_name, role) values ('soakadmin', 'Soak Admin', 'Admin')`);
const viewers = (await pool.query(`select id from users where role = 'User' order by login`)).rows.map((r) => r.id);
const adminId = (await pool.query(`select id from users where role = 'Admin'`)).rows[0].id;
const items = [];
for (const item of ITEMS) {
  const { rows } = await pool.query(
    'insert into shop_items (name, cost, quantity, image) values ($1, $2, $3, $4) returning id',
    [item.name, item.cost, item.quantity, '/shop-images/hoodie.svg'],
  );
  items.push({ id: rows[0].id, ...item });
}
const cookies = new Map(await Promise.all(viewers.map(async (id) => [id, await sessionCookie(pool, id)])));
const adminCookie = await sessionCookie(pool, adminId, 'Admin');

// ---- the load ----
const outcomes = new Map();
const count = (key) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
let done = 0;
let serverErrors = 0;

async function call(method, url, cookie, body) {
  const instance = pick(instances);
  done++;
  try {
    const res = await fetch(`${instance.base}${url}`, {
      method,
      headers: { origin: ORIGIN, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    const key = res.status < 400 ? `${res.status}` : `${res.status} ${json?.error?.code ?? '?'}`;
    count(key);
    if (res.status >= 500) {
      serverErrors++;
      console.error(`5xx: ${method} ${url} -> ${res.status} ${text.slice(0, 200)}`);
    }
    return { status: res.status, json };
  } catch (err) {
    count(
      instance.up ? `network error (instance up): ${err.cause?.code ?? err.name}` : 'network error (instance killed)',
    );
    return { status: 0, json: null };
  }
}

const pending = [];
async function viewerStep(userId) {
  const cookie = cookies.get(userId);
  const roll = random();
  if (roll < 0.3) {
    const item = pick(items);
    // Sometimes the same click twice at once (a double submit).
    const tries = random() < 0.2 ? 2 : 1;
    const results = await Promise.all(
      Array.from({ length: tries }, () => call('POST', `/api/v1/reedem/${item.id}`, cookie)),
    );
    for (const r of results) if (r.status === 200) pending.push(r.json.redemption._id);
  } else if (roll < 0.7) {
    const active = await call('GET', '/api/v1/mines', cookie);
    if (active.json?.round?.status !== 'active') {
      await call('POST', '/api/v1/mines', cookie, { bet: int(1, 100), mines: int(1, 24) });
    }
    const reveals = int(0, 3);
    for (let i = 0; i < reveals; i++) {
      const r = await call('PUT', '/api/v1/mines', cookie, { position: int(1, 25) });
      if (r.status !== 200 || r.json?.round?.status !== 'active') break;
    }
    if (random() < 0.6) {
      // A cashout, sometimes sent twice at once.
      await Promise.all(
        Array.from({ length: random() < 0.2 ? 2 : 1 }, () => call('POST', '/api/v1/mines/cashout', cookie)),
      );
    }
  } else {
    const active = await call('GET', '/api/v1/blackjack/active', cookie);
    let gameId = active.json?.round?.gameId ?? null;
    if (!gameId) {
      const sideBets = random() < 0.3 ? { perfectPairs: int(0, 20), twentyOnePlusThree: int(0, 20) } : undefined;
      const bet = await call('POST', '/api/v1/blackjack/bet', cookie, {
        bet: int(1, 100),
        ...(sideBets ? { sideBets } : {}),
      });
      gameId = bet.json?.round?.gameId ?? null;
    }
    if (gameId) {
      const moves = int(1, 3);
      for (let i = 0; i < moves; i++) {
        const action = pick(['hit', 'stand', 'double', 'split', 'stand']);
        const r = await call('POST', `/api/v1/blackjack/${action}`, cookie, { gameId });
        if (r.status !== 200) break;
      }
    }
  }
}

async function adminStep() {
  const roll = random();
  if (roll < 0.7 && pending.length > 0) {
    const id = pending.splice(int(0, pending.length - 1), 1)[0];
    // Approve and deny raced against each other, on both instances.
    await Promise.all([
      call('POST', `/api/v1/reedem/approve/${id}`, adminCookie),
      call('POST', `/api/v1/reedem/denied/${id}`, adminCookie),
    ]);
  } else if (roll < 0.85) {
    const item = pick(items);
    await call('PATCH', `/api/v1/shop/${item.id}`, adminCookie, {
      name: `${item.name} ${int(1, 99)}`,
      description: `edited ${done}`,
      cost: item.cost,
    });
  } else {
    await call('GET', '/api/v1/reedem', adminCookie);
  }
}

let killed = false;
async function maybeKill() {
  if (killed || done < OPS / 2) return;
  killed = true;
  const victim = instances[0];
  console.log(`soak: SIGKILL of :${victim.port} after ${done} operations`);
  victim.up = false;
  process.kill(victim.server.child.pid, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 1_500));
  const since = performance.now();
  await start(victim);
  console.log(`soak: :${victim.port} restarted and healthy in ${Math.round(performance.now() - since)} ms`);
}

const began = performance.now();
const workers = [
  ...viewers.map(async (userId) => {
    while (done < OPS) await viewerStep(userId);
  }),
  (async () => {
    while (done < OPS) {
      await adminStep();
      await new Promise((r) => setTimeout(r, 5));
    }
  })(),
  (async () => {
    while (done < OPS && !killed) {
      await maybeKill();
      await new Promise((r) => setTimeout(r, 20));
    }
  })(),
];
await Promise.all(workers);
// Decide what is left, so denials and approvals are also checked at the end of the run.
for (const id of pending.splice(0))
  await call('POST', `/api/v1/reedem/${random() < 0.5 ? 'approve' : 'denied'}/${id}`, adminCookie);
const seconds = (performance.now() - began) / 1000;
await Promise.all(instances.map((i) => i.server.stop()));

// ---- the books ----
const initialStock = items.map((i) => `('${i.id}'::uuid, ${i.quantity})`).join(', ');
const checks = [
  [
    'balance = sum of ledger',
    `select u.id from users u left join points_ledger l on l.user_id = u.id group by u.id having u.points <> coalesce(sum(l.delta), 0)`,
  ],
  ['no negative balance', `select id from users where points < 0`],
  ['no negative balance after a ledger row', `select id from points_ledger where balance_after < 0`],
  [
    'stock + pending + approved = initial',
    `select s.id from (values ${initialStock}) as init(id, stock) join shop_items s on s.id = init.id
       where s.quantity + (select count(*) from redemptions r where r.item_id = s.id and r.status in ('pending', 'approved')) <> init.stock`,
  ],
  [
    'one debit per redemption',
    `select r.id from redemptions r where (select count(*) from points_ledger l where l.reason = 'redemption' and l.ref_id = r.id::text) <> 1`,
  ],
  [
    'one refund per denial (none otherwise)',
    `select r.id from redemptions r where (select count(*) from points_ledger l where l.reason = 'redemption_refund' and l.ref_id = r.id::text) <> (case when r.status = 'denied' then 1 else 0 end)`,
  ],
  // Blackjack pays side bets in the deal's transaction and the hands when the round settles, so a
  // game may carry two payout rows; rows of one transaction share its now(). A second settlement
  // would show as two payout transactions after the deal, or a payout after the game finished.
  [
    'every game settled at most once',
    `select g.id from games g where
       (select count(distinct l.created_at) from points_ledger l where l.reason = 'game_payout' and l.ref_id = g.id::text and l.created_at > g.created_at) > 1
       or (select count(*) from points_ledger l where l.reason = 'game_payout' and l.ref_id = g.id::text and l.created_at = g.created_at) > 1
       or exists (select 1 from points_ledger l where l.ref_id = g.id::text and l.created_at > g.finished_at)
       or (g.kind = 'mines' and (select count(*) from points_ledger l where l.reason = 'game_payout' and l.ref_id = g.id::text) > 1)`,
  ],
  [
    'game stakes = ledger bets',
    `select g.id from games g where g.total_bet <> coalesce((select -sum(l.delta) from points_ledger l where l.reason = 'game_bet' and l.ref_id = g.id::text), 0)`,
  ],
  [
    'game payouts = ledger payouts',
    `select g.id from games g where g.payout <> coalesce((select sum(l.delta) from points_ledger l where l.reason = 'game_payout' and l.ref_id = g.id::text), 0)`,
  ],
  // Side bets settle when the cards are dealt (docs/games.md#side-bets), so a Blackjack round still in play may have
  // paid them; nothing else is paid before a round ends.
  [
    'an active game has paid nothing but its side bets',
    `select g.id from games g where g.status = 'active' and g.payout <> case when g.kind = 'blackjack'
       then coalesce((g.state->'payout'->>'perfectPairs')::int8, 0) + coalesce((g.state->'payout'->>'twentyOnePlusThree')::int8, 0) else 0 end`,
  ],
  [
    'at most one active game per user and kind',
    `select user_id from games where status = 'active' group by user_id, kind having count(*) > 1`,
  ],
];
const violations = [];
for (const [name, query] of checks) {
  const { rows } = await pool.query(query);
  violations.push([name, rows.length]);
}
const totals = (
  await pool.query(`select (select count(*) from redemptions) as redemptions, (select count(*) from redemptions where status = 'denied') as denied,
  (select count(*) from redemptions where status = 'approved') as approved, (select count(*) from games) as games, (select count(*) from points_ledger) as ledger_rows`)
).rows[0];
await pool.end();

console.log(`\nsoak: ${done} operations in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)}/s), seed ${SEED}`);
console.log('\n| outcome | count |\n|---|---:|');
for (const [key, n] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`| ${key} | ${n} |`);
console.log(
  `\nrows: ${totals.redemptions} redemptions (${totals.approved} approved, ${totals.denied} denied), ${totals.games} games, ${totals.ledger_rows} ledger rows`,
);
console.log('\n| check | violations |\n|---|---:|');
for (const [name, n] of violations) console.log(`| ${name} | ${n} |`);
const broken = violations.reduce((sum, [, n]) => sum + n, 0);
console.log(`\nsoak: ${broken} violations, ${serverErrors} server errors`);
process.exit(broken > 0 || serverErrors > 0 ? 1 : 0);
