// Mines under load (issue 5), on PostgreSQL: complete rounds (bet, 3 reveals, cashout) per second
// with 50 concurrent players and their p99, beside the raw SQL baseline of the points economy
// (stock, redemption, debit, ledger in one transaction) run in the same invocation; then a ledger check.
// Usage: npm run bench:games-api
import http from 'node:http';
import pg from 'pg';
import { printTable, startServer, tempDataDir, waitFor200 } from './lib.mjs';
import { BENCH_SECRET, freshDatabase, ledgerViolations, rawRedeemBaseline, sessionCookie } from './lib-pg.mjs';

const PORT = 3920;
const BASE = `http://127.0.0.1:${PORT}`;
const PLAYERS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const dbUrl = await freshDatabase('bench_games');
const server = startServer({
  port: PORT,
  dataDir: tempDataDir('games'),
  env: {
    DATABASE_URL: dbUrl,
    SESSION_SECRET: BENCH_SECRET,
    SEED_DEMO: 'false',
    RATE_LIMIT_BETS_PER_MINUTE: '100000000',
  },
});
await waitFor200(`${BASE}/api/health`, performance.now());

const pool = new pg.Pool({ connectionString: dbUrl, max: 20 });
await pool.query(
  `insert into users (login, display_name, points) select 'player' || g, 'Player ' || g, 10000000 from generate_series(1, ${PLAYERS}) g`,
);
await pool.query(
  `insert into points_ledger (user_id, delta, balance_after, reason) select id, points, points, 'demo_seed' from users`,
);
await pool.query(
  `insert into shop_items (name, cost, quantity, image) select 'Item ' || g, 10, 1000000, '/x.svg' from generate_series(1, 200) g`,
);
const players = (await pool.query('select id from users order by id')).rows.map((r) => r.id);
const items = (await pool.query('select id from shop_items order by id')).rows.map((r) => r.id);
const cookies = await Promise.all(players.map((id) => sessionCookie(pool, id)));

// Plain http with keep-alive: fetch costs the client several times more CPU per request, and the
// client shares the machine's two cores with the server and PostgreSQL.
const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });
function call(cookie, method, path, body) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: `/api/v1${path}`,
        agent,
        headers: {
          origin: BASE,
          cookie,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => {
          const json = JSON.parse(data);
          if (res.statusCode >= 400) reject(new Error(`${method} ${path}: ${res.statusCode} ${data}`));
          else resolve(json);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** One round: bet 10 on 1 mine, up to 3 random reveals, cashout if still alive. */
async function playRound(cookie) {
  await call(cookie, 'POST', '/mines', { bet: 10, mines: 1 });
  const tiles = [...Array(25).keys()].sort(() => Math.random() - 0.5).slice(0, 3);
  for (const tile of tiles) {
    const { round } = await call(cookie, 'PUT', '/mines', { position: tile + 1 });
    if (round.status !== 'active') return 'exploded';
  }
  await call(cookie, 'POST', '/mines/cashout');
  return 'cashed_out';
}

const latencies = [];
let cashed = 0;
let exploded = 0;
let requests = 0;
const until = performance.now() + SECONDS * 1000;
await Promise.all(
  cookies.map(async (cookie) => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const outcome = await playRound(cookie);
      latencies.push(performance.now() - t0);
      if (outcome === 'cashed_out') {
        cashed++;
        requests += 5;
      } else {
        exploded++;
        requests += 2;
      }
    }
  }),
);
latencies.sort((a, b) => a - b);
const baseline = await rawRedeemBaseline(pool, { buyers: players, items, connections: PLAYERS, seconds: SECONDS });
await server.stop();

const rounds = cashed + exploded;
printTable(`Mines on PostgreSQL, ${PLAYERS} concurrent players x ${SECONDS} s (bet, 3 reveals, cashout)`, [
  {
    run: 'baseline: raw SQL redemption transaction (points economy)',
    'per s': Math.round(baseline.rps),
    'p50 ms': baseline.p50.toFixed(1),
    'p99 ms': baseline.p99.toFixed(1),
    'vs baseline': '100 %',
  },
  {
    run: 'complete Mines rounds through the API',
    'per s': Math.round(cashed / SECONDS),
    'p50 ms': latencies[Math.floor(latencies.length * 0.5)]?.toFixed(1),
    'p99 ms': latencies[Math.floor(latencies.length * 0.99)]?.toFixed(1),
    'vs baseline': `${((cashed / SECONDS / baseline.rps) * 100).toFixed(0)} %`,
  },
  {
    run: 'all rounds (incl. the ~12 % that hit the mine)',
    'per s': Math.round(rounds / SECONDS),
    'p50 ms': '',
    'p99 ms': '',
    'vs baseline': '',
  },
  { run: 'API requests', 'per s': Math.round(requests / SECONDS), 'p50 ms': '', 'p99 ms': '', 'vs baseline': '' },
]);

const games = await pool.query(
  `select count(*)::int as games, count(*) filter (where status = 'active')::int as active, coalesce(sum(total_bet), 0)::int as staked, coalesce(sum(payout), 0)::int as paid from games`,
);
const balances = await pool.query(`select coalesce(sum(points), 0)::bigint as total from users`);
const start = PLAYERS * 10_000_000;
const redeemed = await pool.query(`select coalesce(sum(cost), 0)::int as spent from redemptions`);
printTable('Ledger check after the run', [
  {
    ...games.rows[0],
    'users with points <> sum(ledger)': await ledgerViolations(pool),
    'start - staked + paid - redeemed = balances':
      Number(balances.rows[0].total) === start - games.rows[0].staked + games.rows[0].paid - redeemed.rows[0].spent,
  },
]);
await pool.end();
agent.destroy();
