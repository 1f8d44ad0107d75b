// Channel points to site points (issue 34 item 2), on PostgreSQL:
//   BENCH_REDEMPTIONS (default 10,000) channel-point redemptions delivered as signed EventSub webhooks
//   (`channel.channel_points_custom_reward_redemption.add`, HMAC-SHA256) in one burst over two app
//   instances on one database (50 connections, half on each), with one delivery in ten repeated on the
//   other instance (Twitch redelivers); each must be credited once and FULFILLED once on the Helix
//   fake. Beside it, in the same run and with the same deliveries, a bare Fastify route doing the same
//   work (bench/baseline-channel-rewards.mjs: HMAC check, insert + credit in raw SQL, the Helix PATCH).
// Usage: npm run build && npm run bench:channel-rewards   (BENCH_REDEMPTIONS=200 for a quick check;
//   DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { BENCH_SECRET, freshDatabase, ledgerViolations } from './lib-pg.mjs';
import { printTable, root, startProcess, startServer, tempDataDir, waitFor200, withServers } from './lib.mjs';

register();
const imp = (p: string) => import(pathToFileURL(path.join(root, p)).href);
const { redemptionDelivery, startFakeTwitch } = await imp('apps/api/test/fakes/fake-twitch.ts');
const { createSecretBox } = await imp('apps/api/src/lib/secret-box.ts');

const PORT = 3950;
const CONNECTIONS = 50;
const REDEMPTIONS = Number(process.env.BENCH_REDEMPTIONS ?? 10_000);
const VIEWERS = Math.min(2_000, REDEMPTIONS);
const POINTS = 10;
const EVENTSUB_SECRET = 'bench-eventsub-secret-0123456789';
const SECRETS_KEY = 'bench-secrets-key-bench-secrets-key-0123';
const REWARD = 'bench-reward';
const BROADCASTER = { id: '9', login: 'bigstreamer', display_name: 'BigStreamer', profile_image_url: '' };

type Fake = Awaited<ReturnType<typeof startFakeTwitch>>;
type Delivery = { headers: Record<string, string>; body: string };
type Run = { rps: number; p50: number; p99: number; non2xx: number };

/** A fake Helix holding the site's reward and a broadcaster token allowed to manage redemptions. */
async function helixFake(token: string): Promise<Fake> {
  const fake: Fake = await startFakeTwitch({ clientId: 'bench', clientSecret: 'bench-secret' });
  fake.state.userTokens.set(token, {
    user: BROADCASTER,
    scope: ['moderator:read:chatters', 'channel:read:subscriptions', 'channel:manage:redemptions'],
    expiresAt: Date.now() + 3_600_000,
  });
  fake.state.customRewards.push({
    id: REWARD,
    broadcaster_id: '9',
    title: 'Site points',
    cost: 100,
    prompt: '',
    is_paused: false,
    is_enabled: true,
  });
  // The record of every request would only grow; the redemption updates are recorded apart.
  fake.state.requests = new Proxy([], { get: (t, k) => (k === 'push' ? () => 0 : Reflect.get(t, k)) });
  return fake;
}

console.log(`signing ${REDEMPTIONS.toLocaleString()} redemptions from ${VIEWERS.toLocaleString()} viewers…`);
const unique: Delivery[] = Array.from({ length: REDEMPTIONS }, (_, i) =>
  redemptionDelivery(EVENTSUB_SECRET, {
    redemptionId: `bench-redemption-${i}`,
    rewardId: REWARD,
    userId: `v${i % VIEWERS}`,
    userLogin: `viewer${i % VIEWERS}`,
  }),
);
// Two streams, one per instance; every tenth delivery also goes to the other instance (a redelivery).
const streams: Delivery[][] = [[], []];
unique.forEach((d, i) => {
  streams[i % 2]!.push(d);
  if (i % 10 === 0) streams[(i + 1) % 2]!.push(d);
});

async function blast(url: string, deliveries: Delivery[], connections: number): Promise<Run> {
  let next = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    amount: deliveries.length,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => {
          const d = deliveries[next++ % deliveries.length]!;
          return { ...req, headers: d.headers, body: d.body };
        },
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

/** Both streams at once, half the connections each; the figures of the two together. */
async function burst(urls: [string, string]): Promise<Run & { seconds: number }> {
  const t0 = performance.now();
  const [a, b] = await Promise.all([
    blast(urls[0], streams[0]!, CONNECTIONS / 2),
    blast(urls[1], streams[1]!, CONNECTIONS / 2),
  ]);
  const seconds = (performance.now() - t0) / 1000;
  return {
    rps: (streams[0]!.length + streams[1]!.length) / seconds,
    p50: Math.max(a.p50, b.p50),
    p99: Math.max(a.p99, b.p99),
    non2xx: a.non2xx + b.non2xx,
    seconds,
  };
}

const appFake = await helixFake('user-bench');
const baseFake = await helixFake('user-bench-base');
const appDb = await freshDatabase('bench_channel_rewards');
const baseDb = await freshDatabase('bench_channel_rewards_base');
const env = {
  DATABASE_URL: appDb,
  SESSION_SECRET: BENCH_SECRET,
  SECRETS_KEY,
  SEED_DEMO: 'false',
  TWITCH_CLIENT_ID: 'bench',
  TWITCH_CLIENT_SECRET: 'bench-secret',
  TWITCH_AUTH_URL: appFake.authUrl,
  TWITCH_API_URL: appFake.apiUrl,
  TWITCH_CHANNEL: 'bigstreamer',
  TWITCH_EVENTSUB_SECRET: EVENTSUB_SECRET,
  EARNING_JOB: 'false',
};
const first = startServer({ port: PORT, dataDir: tempDataDir('rewards-a'), env });
let second: ReturnType<typeof startServer> | null = null;
const baseline = startProcess(process.execPath, [path.join(root, 'bench/baseline-channel-rewards.mjs')], {
  PORT: String(PORT + 2),
  DATABASE_URL: baseDb,
  EVENTSUB_SECRET,
  HELIX_URL: baseFake.apiUrl,
});
const pool = new pg.Pool({ connectionString: appDb, max: 2 });
const basePool = new pg.Pool({ connectionString: baseDb, max: 2 });

const results = await withServers([first, baseline, { stop: async () => second?.stop() }], async () => {
  // The first instance migrates; then the channel's connection, the viewers and the reward are stored.
  await waitFor200(`http://127.0.0.1:${PORT}/api/health`, performance.now());
  const secrets = createSecretBox(SECRETS_KEY);
  await pool.query(
    `insert into earning_connection (twitch_user_id, login, broadcaster_id, scopes, access_token_sealed, refresh_token_sealed, expires_at)
     values ('9', 'bigstreamer', '9', '["moderator:read:chatters","channel:read:subscriptions","channel:manage:redemptions"]', $1, $2, now() + interval '1 hour')`,
    [secrets.seal('user-bench'), secrets.seal('refresh-bench')],
  );
  await pool.query(
    `insert into users (login, display_name) select 'viewer' || g, 'Viewer ' || g from generate_series(0, ${VIEWERS - 1}) g`,
  );
  await pool.query(
    `insert into user_identities (user_id, platform, platform_user_id, login, display_name)
     select id, 'twitch', 'v' || substr(login, 7), login, display_name from users where login like 'viewer%'`,
  );
  await pool.query(
    `insert into channel_rewards (platform, platform_reward_id, title, cost, points) values ('twitch', $1, 'Site points', 100, $2)`,
    [REWARD, POINTS],
  );
  await pool.query('analyze');
  second = startServer({ port: PORT + 1, dataDir: tempDataDir('rewards-b'), env });
  await waitFor200(`http://127.0.0.1:${PORT + 1}/api/health`, performance.now());
  await waitFor200(`http://127.0.0.1:${PORT + 2}/webhook`, performance.now()).catch(() => undefined);
  await basePool.query(
    `insert into viewers (platform_user_id) select 'v' || g from generate_series(0, ${VIEWERS - 1}) g on conflict do nothing`,
  );
  await new Promise((r) => setTimeout(r, 500));

  const base = await burst([`http://127.0.0.1:${PORT + 2}/webhook`, `http://127.0.0.1:${PORT + 2}/webhook`]);
  const api = await burst([
    `http://127.0.0.1:${PORT}/api/v1/webhooks/twitch/eventsub`,
    `http://127.0.0.1:${PORT + 1}/api/v1/webhooks/twitch/eventsub`,
  ]);
  const load = loadavg();
  const { rows } = await pool.query(
    `select (select count(*) from channel_reward_redemptions where outcome = 'credited')::int as credited,
            (select count(*) from channel_reward_redemptions where platform_status = 'done')::int as settled,
            (select count(*) from points_ledger where reason = 'channel_reward')::int as ledger,
            (select coalesce(sum(delta), 0)::int from points_ledger where reason = 'channel_reward') as points`,
  );
  const baseRows = await basePool.query(
    `select (select count(*) from ledger)::int as ledger, (select count(*) from redemptions where platform_status = 'done')::int as settled`,
  );
  return { base, api, load, counts: rows[0], baseCounts: baseRows.rows[0], violations: await ledgerViolations(pool) };
});
await pool.end();
await basePool.end();

const updates = appFake.state.redemptionUpdates;
const fulfilledIds = new Set(
  updates.filter((u: { status: string }) => u.status === 'FULFILLED').map((u: { id: string }) => u.id),
);
const delivered = streams[0]!.length + streams[1]!.length;
const row = (run: string, r: Run & { seconds: number }, ref: Run) => ({
  run,
  'per s': Math.round(r.rps),
  'p50 ms': r.p50.toFixed(1),
  'p99 ms': r.p99.toFixed(1),
  'non-2xx': r.non2xx,
  'vs baseline': `${((r.rps / ref.rps) * 100).toFixed(0)} %`,
});
printTable(
  `${REDEMPTIONS.toLocaleString()} channel-point redemptions (${delivered.toLocaleString()} signed EventSub deliveries with redeliveries), ${CONNECTIONS} connections over two instances (PostgreSQL)`,
  [
    row('baseline: bare Fastify, HMAC + insert + credit in raw SQL + Helix PATCH', results.base, results.base),
    row(
      'POST /api/v1/webhooks/twitch/eventsub (2 instances: verify, redeem, credit, fulfil)',
      results.api,
      results.base,
    ),
  ],
);
console.log(
  `app: ${results.counts.credited} credited, ${results.counts.ledger} ledger rows, ${results.counts.points} points (expected ${REDEMPTIONS} / ${REDEMPTIONS} / ${REDEMPTIONS * POINTS}); ` +
    `${updates.length} Helix updates, ${fulfilledIds.size} distinct redemptions FULFILLED, ${results.counts.settled} settled (expected ${REDEMPTIONS} each)`,
);
console.log(
  `baseline: ${results.baseCounts.ledger} ledger rows, ${results.baseCounts.settled} settled, ${baseFake.state.redemptionUpdates.length} Helix updates`,
);
console.log('ledger check:', results.violations);
console.log(
  `load average (1, 5, 15 min) at the end of the app's burst: ${results.load.map((l) => l.toFixed(2)).join(', ')}`,
);
const ok =
  results.counts.credited === REDEMPTIONS &&
  results.counts.ledger === REDEMPTIONS &&
  updates.length === REDEMPTIONS &&
  fulfilledIds.size === REDEMPTIONS &&
  results.api.non2xx === 0;
console.log(ok ? 'OK: each redemption credited once and fulfilled once' : 'FAILED: see the counts above');
await appFake.close();
await baseFake.close();
process.exit(ok ? 0 : 1);
