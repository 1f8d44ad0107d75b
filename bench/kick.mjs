// Kick figures (issue 21), on PostgreSQL:
//  1. Signed `chat.message.sent` deliveries per second through POST /api/v1/webhooks/kick (signature
//     check, duplicate check, presence write) at 50 connections, beside a minimal Fastify handler doing
//     the same verification and insert (bench/baseline-kick-webhook.mjs) in the same run, same deliveries.
//  2. One watch-time tick of 20,000 present accounts across both platforms (Twitch chatters read from
//     the local fake over HTTP, Kick chatters from chat presence; some on both), through the real
//     earning service, beside a set-based raw SQL credit of the same 20,000 accounts.
// Usage: npm run build && npm run bench:kick   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import { register } from 'tsx/esm/api';
import { BENCH_SECRET, freshDatabase, ledgerViolations } from './lib-pg.mjs';
import { printTable, root, startProcess, startServer, tempDataDir, waitFor200, withServers } from './lib.mjs';

register();
const imp = (p) => import(pathToFileURL(path.join(root, p)).href);
const { signKickDelivery, kickChatEvent } = await imp('apps/api/test/fakes/fake-kick.ts');

const PORT = 3930;
const CONNECTIONS = 50;
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 12_000);
const SENDERS = 2_000;

// ---- 1. the webhook ----
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
console.log(
  `signing ${DELIVERIES.toLocaleString()} chat.message.sent deliveries from ${SENDERS.toLocaleString()} chatters…`,
);
const deliveries = Array.from({ length: DELIVERIES }, (_, i) =>
  signKickDelivery(keys.privateKey, {
    type: 'chat.message.sent',
    messageId: `01BENCH${String(i).padStart(19, '0')}`,
    event: kickChatEvent({
      broadcaster: { user_id: 77, username: 'bigstreamer' },
      sender: { user_id: 100_000 + (i % SENDERS), username: `chatter${i % SENDERS}` },
      content: `message ${i} [emote:37226:KEKW]`,
    }),
  }),
);

async function blast(url) {
  let next = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    amount: DELIVERIES,
    requests: [
      {
        setupRequest: (req) => {
          const d = deliveries[next++ % DELIVERIES];
          return { ...req, headers: d.headers, body: d.body };
        },
      },
    ],
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const appDb = await freshDatabase('bench_kick');
const baseDb = await freshDatabase('bench_kick_base');
const server = startServer({
  port: PORT,
  dataDir: tempDataDir('kick'),
  env: {
    DATABASE_URL: appDb,
    SESSION_SECRET: BENCH_SECRET,
    SEED_DEMO: 'false',
    KICK_CHANNEL: 'bigstreamer',
    KICK_PUBLIC_KEY: keys.publicKey,
  },
});
const baseline = startProcess(process.execPath, [path.join(root, 'bench/baseline-kick-webhook.mjs')], {
  PORT: String(PORT + 1),
  DATABASE_URL: baseDb,
  PUBLIC_KEY: keys.publicKey,
});

const [base, api, counts] = await withServers([server, baseline], async () => {
  await waitFor200(`http://127.0.0.1:${PORT}/api/health`, performance.now());
  await new Promise((r) => setTimeout(r, 500));
  const b = await blast(`http://127.0.0.1:${PORT + 1}/webhook`);
  const a = await blast(`http://127.0.0.1:${PORT}/api/v1/webhooks/kick`);
  const pool = new pg.Pool({ connectionString: appDb, max: 2 });
  const { rows } = await pool.query(
    'select (select count(*) from kick_event_messages)::int as messages, (select count(*) from kick_chatters)::int as chatters',
  );
  // Every delivery again: each is a duplicate now and must change nothing.
  const again = await blast(`http://127.0.0.1:${PORT}/api/v1/webhooks/kick`);
  const after = await pool.query('select count(*)::int as messages from kick_event_messages');
  await pool.end();
  return [b, a, { ...rows[0], again, messagesAfterReplay: after.rows[0].messages }];
});

const row = (run, r, ref) => ({
  run,
  'per s': Math.round(r.rps),
  'p50 ms': r.p50.toFixed(1),
  'p99 ms': r.p99.toFixed(1),
  'vs baseline': `${((r.rps / ref.rps) * 100).toFixed(0)} %`,
});
printTable(
  `Signed Kick chat deliveries, ${CONNECTIONS} connections, ${DELIVERIES.toLocaleString()} each (PostgreSQL)`,
  [
    row('baseline: minimal Fastify, same verification and insert', base, base),
    row('POST /api/v1/webhooks/kick (verify, dedupe, presence)', api, base),
    row('  the same deliveries again (all duplicates)', counts.again, base),
  ],
);
console.log(
  `recorded: ${counts.messages} message ids (expected ${DELIVERIES}), ${counts.chatters} chatters (expected ${SENDERS}); after the replay: ${counts.messagesAfterReplay} message ids`,
);

// ---- 2. one tick across both platforms ----
const { openDatabase } = await imp('apps/api/src/db/client.ts');
const { createEarningService } = await imp('apps/api/test/helpers/earning-instance.ts');
const { createKickChannelService } = await imp('apps/api/src/features/kick-channel/service.ts');
const { createKickClient } = await imp('apps/api/src/integrations/kick.ts');
const { createTwitchBroadcasterClient } = await imp('apps/api/src/integrations/twitch-broadcaster.ts');
const { createSecretBox } = await imp('apps/api/src/lib/secret-box.ts');
const { startFakeTwitch } = await imp('apps/api/test/fakes/fake-twitch.ts');

const PRESENT = Number(process.env.BENCH_PRESENT ?? 20_000);
const BOTH = Math.floor(PRESENT / 5); // present on both platforms
const TWITCH_ONLY = Math.floor((PRESENT - BOTH) / 2);
const KICK_ONLY = PRESENT - BOTH - TWITCH_ONLY;
const tickDb = await freshDatabase('bench_kick_tick');
const database = await openDatabase({ kind: 'postgres', url: tickDb, poolSize: 10 });
await database.migrate();
const pool = new pg.Pool({ connectionString: tickDb, max: 10 });
console.log(
  `\ncreating ${PRESENT.toLocaleString()} present accounts: ${TWITCH_ONLY.toLocaleString()} on Twitch, ${KICK_ONLY.toLocaleString()} on Kick, ${BOTH.toLocaleString()} on both; and ${PRESENT.toLocaleString()} baseline accounts…`,
);
// Account g: Twitch identity 't<g>' when g < TWITCH_ONLY + BOTH, Kick identity '<g>' when g >= TWITCH_ONLY.
await pool.query(
  `insert into users (login, display_name) select 'viewer' || g, 'Viewer ' || g from generate_series(0, ${PRESENT - 1}) g`,
);
await pool.query(
  `insert into user_identities (user_id, platform, platform_user_id, login, display_name)
   select id, 'twitch', 't' || substr(login, 7), login, display_name from users
   where login like 'viewer%' and substr(login, 7)::int < ${TWITCH_ONLY + BOTH}`,
);
await pool.query(
  `insert into user_identities (user_id, platform, platform_user_id, login, display_name)
   select id, 'kick', substr(login, 7), 'k' || login, display_name from users
   where login like 'viewer%' and substr(login, 7)::int >= ${TWITCH_ONLY}`,
);
await pool.query(
  `insert into kick_chatters (kick_user_id, username, subscriber, last_seen_at)
   select g::text, 'kviewer' || g, g % 10 = 0, now() - interval '1 minute' from generate_series(${TWITCH_ONLY}, ${PRESENT - 1}) g`,
);
await pool.query(
  `insert into users (login, display_name) select 'set' || g, 'Set ' || g from generate_series(1, ${PRESENT}) g`,
);
await pool.query(
  `insert into kick_connection (kick_user_id, login, broadcaster_user_id, channel_slug, scopes, access_token_sealed, refresh_token_sealed, expires_at)
   values ('77', 'bigstreamer', '77', 'bigstreamer', '[]', 'x', 'x', now() + interval '1 hour')`,
);
await pool.query('analyze');

const fake = await startFakeTwitch({ clientId: 'bench', clientSecret: 'bench-secret' });
fake.state.live = true;
fake.state.chatters = Array.from({ length: TWITCH_ONLY + BOTH }, (_, g) => ({
  user_id: `t${g}`,
  user_login: `viewer${g}`,
  user_name: `Viewer${g}`,
}));
const secrets = createSecretBox('bench-secrets-key-bench-secrets-key-0123');
const log = pino({ level: 'silent' });
const tokens = { access: 'user-bench', refresh: 'refresh-bench' };
fake.state.userTokens.set(tokens.access, {
  user: { id: '9', login: 'bigstreamer', display_name: 'BigStreamer', profile_image_url: '' },
  scope: ['moderator:read:chatters', 'channel:read:subscriptions'],
  expiresAt: Date.now() + 3_600_000,
});
await pool.query(
  `insert into earning_connection (twitch_user_id, login, broadcaster_id, scopes, access_token_sealed, refresh_token_sealed, expires_at)
   values ('9', 'bigstreamer', '9', '["moderator:read:chatters","channel:read:subscriptions"]', $1, $2, now() + interval '1 hour')`,
  [secrets.seal(tokens.access), secrets.seal(tokens.refresh)],
);
const appOptions = { clientId: 'bench', clientSecret: 'bench-secret', timeoutMs: 10_000, log };
const kickChannel = createKickChannelService({
  db: database.db,
  secrets,
  // Never called by the tick: Kick presence is read from the database.
  kick: createKickClient({ ...appOptions, authUrl: 'http://127.0.0.1:9', apiUrl: 'http://127.0.0.1:9' }),
  channel: 'bigstreamer',
  publicUrl: 'http://localhost',
  fetchPublicKey: async () => keys.publicKey,
  onLiveStatus: () => undefined,
  log,
});
const earning = createEarningService({
  db: database.db,
  secrets,
  twitch: createTwitchBroadcasterClient({ ...appOptions, authUrl: fake.authUrl, apiUrl: fake.apiUrl }),
  channel: 'bigstreamer',
  publicUrl: 'http://localhost',
  eventsubSecret: undefined,
  liveOn: async () => ({ twitch: true, kick: true }),
  pushLive: () => undefined,
  kick: kickChannel,
  log,
});
await earning.seedDefaults();

let t0 = performance.now();
const tick = await earning.tickNow();
const tickMs = performance.now() - t0;
t0 = performance.now();
await pool.query(`with moved as (update users set points = points + 10, updated_at = now() where login like 'set%' returning id, points)
                  insert into points_ledger (user_id, delta, balance_after, reason) select id, 10, points, 'watch_time' from moved`);
const setMs = performance.now() - t0;
printTable(`One watch-time tick: ${PRESENT.toLocaleString()} present accounts across Twitch and Kick (PostgreSQL)`, [
  {
    run: 'baseline: raw SQL, one set-based credit of as many accounts',
    'accounts credited': PRESENT,
    ms: setMs.toFixed(0),
  },
  {
    run: `earning tick (${fake.state.requests.filter((r) => r.path.startsWith('/helix')).length} Helix calls, Kick presence, claim + bulk credit)`,
    'accounts credited': tick.usersCredited,
    ms: tickMs.toFixed(0),
  },
]);
const again = await earning.tickNow();
console.log(`chatters read: ${tick.chattersRead}; same window again: ${again.usersCredited} credited (exactly once)`);
console.log('ledger check:', await ledgerViolations(pool));
await fake.close();
await pool.end();
await database.close();
