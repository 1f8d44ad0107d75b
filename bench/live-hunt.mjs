// Live hunt figures (issue 9), on PostgreSQL with TWO API instances:
//  - the time from a console update (POST to instance A) to its arrival at 5,000 SSE clients
//    connected half to A, half to B (the change crosses LISTEN/NOTIFY): p50/p99 of arrival;
//  - the server memory per open SSE connection (RSS growth / connections);
//  - AVG bets per second (PUT /bonustracker/{id}/avg, one bet per user) beside the raw SQL baseline
//    of the points economy (bench/lib-pg.mjs) in the same run; a ledger check after.
// Usage: node bench/live-hunt.mjs   (DATABASE_URL = a server you may create databases on)
import http from 'node:http';
import pg from 'pg';
import { BENCH_SECRET, freshDatabase, ledgerViolations, rawRedeemBaseline, sessionCookie } from './lib-pg.mjs';
import { load, printTable, rssMiB, startServer, tempDataDir, waitFor200, withServers } from './lib.mjs';

const DB = process.env.BENCH_DB ?? 'bench_live_hunt';
const PORTS = [3920, 3921];
const BASES = PORTS.map((p) => `http://127.0.0.1:${p}`);
const CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 5_000);
const UPDATES = 10;
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 50;
const BETTORS = 12_000;

const dbUrl = await freshDatabase(DB);
// Thousands of event streams come from this one address: lift the per-address and total caps.
const env = {
  DATABASE_URL: dbUrl,
  SESSION_SECRET: BENCH_SECRET,
  SEED_DEMO: 'false',
  RATE_LIMIT_BETS_PER_MINUTE: '100000000',
  LIVE_EVENTS_MAX_PER_IP: '100000',
  LIVE_EVENTS_MAX_TOTAL: '1000000',
};
const servers = [];
// A failure anywhere below stops both instances (withServers' finally; lib.mjs's exit hook for signals).
await withServers(servers, async () => {
  servers.push(startServer({ port: PORTS[0], dataDir: tempDataDir('lh-a'), env }));
  await waitFor200(`${BASES[0]}/api/health`, performance.now());
  servers.push(startServer({ port: PORTS[1], dataDir: tempDataDir('lh-b'), env }));
  await waitFor200(`${BASES[1]}/api/health`, performance.now());

  const pool = new pg.Pool({ connectionString: dbUrl, max: 20 });
  await pool.query(
    `insert into users (login, display_name, points) select 'user' || g, 'User ' || g, 1000000 from generate_series(1, ${BETTORS}) g`,
  );
  await pool.query(
    `insert into points_ledger (user_id, delta, balance_after, reason) select id, points, points, 'demo_seed' from users`,
  );
  await pool.query(`insert into users (login, display_name, role) values ('benchadmin', 'Bench Admin', 'Admin')`);
  await pool.query('analyze');
  const adminId = (await pool.query(`select id from users where login = 'benchadmin'`)).rows[0].id;
  const adminCookie = await sessionCookie(pool, adminId, 'Admin');
  const bettorIds = (await pool.query(`select id from users where login like 'user%' order by id`)).rows.map(
    (r) => r.id,
  );
  const cookies = [];
  for (let i = 0; i < bettorIds.length; i += 200)
    cookies.push(...(await Promise.all(bettorIds.slice(i, i + 200).map((id) => sessionCookie(pool, id)))));

  const adminCall = async (path, body, method = 'POST') => {
    const res = await fetch(`${BASES[0]}/api/v1${path}`, {
      method,
      headers: { origin: BASES[0], cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const hunt = await adminCall('/admin/live-hunt', { start: 100_000 });
  for (let i = 0; i < 20; i++)
    await adminCall('/admin/live-hunt/bonuses', {
      slot: { name: `Slot ${i}`, provider: 'P' },
      bet: 100 + i,
      superBonus: i % 5 === 0,
    });

  // 1. 5,000 SSE clients, half on each instance.
  const rssBefore = servers.map((s) => rssMiB(s.child.pid));
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const clients = [];
  let waiting = null;
  function connect(i) {
    return new Promise((resolve, reject) => {
      const req = http.get(`${BASES[i % 2]}/api/v1/live-hunt/events`, { agent }, (res) => {
        const client = { buffer: '', lastId: 0, res };
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          client.buffer += chunk;
          let cut;
          while ((cut = client.buffer.indexOf('\n\n')) >= 0) {
            const block = client.buffer.slice(0, cut);
            client.buffer = client.buffer.slice(cut + 2);
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            if (!id) continue;
            client.lastId = Number(id);
            if (waiting && client.lastId >= waiting.seq && !waiting.got.has(client)) {
              waiting.got.set(client, performance.now() - waiting.t0);
              if (waiting.got.size === clients.length) waiting.done();
            }
          }
        });
        clients.push(client);
        resolve();
      });
      req.on('error', reject);
    });
  }
  for (let i = 0; i < CLIENTS; i += 250)
    await Promise.all(Array.from({ length: Math.min(250, CLIENTS - i) }, (_, j) => connect(i + j)));
  await new Promise((r) => setTimeout(r, 1500));
  const rssAfter = servers.map((s) => rssMiB(s.child.pid));
  const perConnKiB = ((rssAfter[0] - rssBefore[0] + (rssAfter[1] - rssBefore[1])) * 1024) / CLIENTS;

  const arrivals = [];
  const rounds = [];
  const bonusIds = (await (await fetch(`${BASES[0]}/api/v1/live-hunt`)).json()).hunt.bonus.map((b) => b._id);
  for (let u = 0; u < UPDATES; u++) {
    const t0 = performance.now();
    let done;
    const all = new Promise((r) => (done = r));
    // The change's seq is unknown until it is answered; every client is at the previous seq, so the next id counts.
    const seqBefore = Math.max(...clients.map((c) => c.lastId));
    waiting = { seq: seqBefore + 1, t0, got: new Map(), done };
    await adminCall(`/admin/live-hunt/bonuses/${bonusIds[u]}`, { earning: 5_000 + u * 100 }, 'PATCH');
    const timeout = new Promise((r) => setTimeout(r, 10_000));
    await Promise.race([all, timeout]);
    const times = [...waiting.got.values()].sort((a, b) => a - b);
    arrivals.push(...times);
    rounds.push({ got: waiting.got.size, max: times[times.length - 1] ?? NaN });
    waiting = null;
    await new Promise((r) => setTimeout(r, 300));
  }
  arrivals.sort((a, b) => a - b);
  const pct = (p) => arrivals[Math.min(arrivals.length - 1, Math.floor(arrivals.length * p))] ?? NaN;
  printTable(
    `Console update -> arrival at ${CLIENTS.toLocaleString()} SSE clients on 2 instances (LISTEN/NOTIFY), ${UPDATES} updates`,
    [
      {
        arrivals: arrivals.length,
        expected: CLIENTS * UPDATES,
        'p50 ms': pct(0.5).toFixed(0),
        'p99 ms': pct(0.99).toFixed(0),
        'max ms': arrivals[arrivals.length - 1]?.toFixed(0),
        'server RSS growth MiB (A, B)': `${(rssAfter[0] - rssBefore[0]).toFixed(1)}, ${(rssAfter[1] - rssBefore[1]).toFixed(1)}`,
        'KiB per connection': perConnKiB.toFixed(1),
      },
    ],
  );
  for (const c of clients) c.res.destroy();
  await new Promise((r) => setTimeout(r, 1000));

  // 2. AVG bets per second (one per user) beside the raw SQL baseline.
  await adminCall('/admin/live-hunt/avg', { status: 'opened' });
  let next = 0;
  const bets = await load(`${BASES[0]}/api/v1/bonustracker/${hunt._id}/avg`, {
    method: 'PUT',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { origin: BASES[0], 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const n = next++ % BETTORS;
          return {
            ...req,
            headers: { ...req.headers, cookie: cookies[n] },
            body: JSON.stringify({ guess: 'ABCDEF'[n % 6], bet: 1 + (n % 500) }),
          };
        },
      },
    ],
  });
  if (next > BETTORS)
    console.log(`note: ${next} requests for ${BETTORS} bettors: later ones were refused as already placed`);
  const items = (
    await pool.query(
      `insert into shop_items (name, cost, quantity, image) select 'Base ' || g, 10, 1000000, '/x.svg' from generate_series(1, 200) g returning id`,
    )
  ).rows.map((r) => r.id);
  const baseline = await rawRedeemBaseline(pool, {
    buyers: bettorIds.slice(0, 2000),
    items,
    connections: CONNECTIONS,
    seconds: DURATION,
  });
  printTable(`AVG bets on PostgreSQL, ${CONNECTIONS} concurrent clients x ${DURATION} s`, [
    {
      run: 'baseline: raw SQL redemption (stock, redemption, debit, ledger) in a pg loop',
      'per s': Math.round(baseline.rps),
      'p50 ms': baseline.p50.toFixed(1),
      'p99 ms': baseline.p99.toFixed(1),
      'vs baseline': '100 %',
    },
    {
      run: 'PUT /api/v1/bonustracker/{id}/avg through the app',
      'per s': Math.round(bets.rps),
      'p50 ms': bets.p50,
      'p99 ms': bets.p99,
      'vs baseline': `${((bets.rps / baseline.rps) * 100).toFixed(0)} %`,
    },
  ]);
  const placed = await pool.query(
    'select count(*)::int as n, count(distinct user_id)::int as users from live_hunt_avg_bets',
  );
  printTable('Ledger check after the run', [
    {
      bets: placed.rows[0].n,
      'distinct bettors': placed.rows[0].users,
      'users with points <> sum(ledger)': await ledgerViolations(pool),
    },
  ]);

  await pool.end();
});
