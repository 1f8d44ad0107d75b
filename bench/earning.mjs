// Watch-time points (issue 11), on PostgreSQL: one tick for 20,000 chatters of whom 5,000 have
// accounts, through the real earning service against the local fake of Twitch (every chatters page
// over HTTP), beside two raw SQL baselines of the points economy in the same run:
//  - per user: one transaction per credit (conditional balance update + ledger row), as
//    bench/lib-pg.mjs's raw redeem does a balance change, 5,000 times;
//  - set-based: one statement crediting the 5,000 users (update + ledger), the floor.
// Statements are counted by wrapping pg's Client.prototype.query in this process.
// Usage: npm run bench:earning   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { register } from 'tsx/esm/api';
import { freshDatabase, ledgerViolations } from './lib-pg.mjs';
import { printTable, root } from './lib.mjs';

register();
const imp = (p) => import(pathToFileURL(path.join(root, p)).href);
const { openDatabase } = await imp('apps/api/src/db/client.ts');
const { createEarningService } = await imp('apps/api/test/helpers/earning-instance.ts');
const { createTwitchBroadcasterClient } = await imp('apps/api/src/integrations/twitch-broadcaster.ts');
const { createSecretBox } = await imp('apps/api/src/lib/secret-box.ts');
const { startFakeTwitch } = await imp('apps/api/test/fakes/fake-twitch.ts');

const CHATTERS = Number(process.env.BENCH_CHATTERS ?? 20_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5_000);
const OTHER_USERS = 50_000;

let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (...args) {
  statements++;
  return originalQuery.apply(this, args);
};

const dbUrl = await freshDatabase('bench_earning');
const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 10 });
await database.migrate();
const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });

console.log(
  `creating ${OTHER_USERS.toLocaleString()} other users, ${MEMBERS.toLocaleString()} chatting members and 2 x ${MEMBERS.toLocaleString()} baseline users…`,
);
await pool.query(
  `with u as (insert into users (login, display_name) select 'other' || g, 'Other ' || g from generate_series(1, ${OTHER_USERS}) g returning id, login, display_name)
   insert into user_identities (user_id, platform, platform_user_id, login, display_name)
   select id, 'twitch', 'o' || substr(login, 6), login, display_name from u`,
);
await pool.query(
  `with u as (insert into users (login, display_name) select 'viewer' || g, 'Viewer ' || g from generate_series(0, ${MEMBERS - 1}) g returning id, login, display_name)
   insert into user_identities (user_id, platform, platform_user_id, login, display_name)
   select id, 'twitch', 'c' || substr(login, 7), login, display_name from u`,
);
await pool.query(
  `with u as (insert into users (login, display_name) select 'base' || g, 'Base ' || g from generate_series(1, ${MEMBERS}) g returning id, login, display_name)
   insert into user_identities (user_id, platform, platform_user_id, login, display_name)
   select id, 'twitch', 'b' || substr(login, 5), login, display_name from u`,
);
await pool.query(
  `with u as (insert into users (login, display_name) select 'set' || g, 'Set ' || g from generate_series(1, ${MEMBERS}) g returning id, login, display_name)
   insert into user_identities (user_id, platform, platform_user_id, login, display_name)
   select id, 'twitch', 's' || substr(login, 4), login, display_name from u`,
);
await pool.query('analyze');

const fake = await startFakeTwitch({ clientId: 'bench', clientSecret: 'bench-secret' });
fake.state.live = true;
fake.state.chatters = Array.from({ length: CHATTERS }, (_, i) => ({
  user_id: `c${i}`,
  user_login: `viewer${i}`,
  user_name: `Viewer${i}`,
}));
const secrets = createSecretBox('bench-secrets-key-bench-secrets-key-0123');
const log = pino({ level: 'silent' });
const twitch = createTwitchBroadcasterClient({
  clientId: 'bench',
  clientSecret: 'bench-secret',
  authUrl: fake.authUrl,
  apiUrl: fake.apiUrl,
  timeoutMs: 10_000,
  log,
});
// A connection as the callback stores it (moderator = broadcaster, both scopes).
const tokens = { access: 'user-bench', refresh: 'refresh-bench' };
const user = { id: '9', login: 'bigstreamer', display_name: 'BigStreamer', profile_image_url: '' };
fake.state.userTokens.set(tokens.access, {
  user,
  scope: ['moderator:read:chatters', 'channel:read:subscriptions'],
  expiresAt: Date.now() + 3_600_000,
});
for (let i = 0; i < MEMBERS; i += 10) fake.state.subscribers.add(`c${i}`);
await pool.query(
  `insert into earning_connection (twitch_user_id, login, broadcaster_id, scopes, access_token_sealed, refresh_token_sealed, expires_at)
   values ('9', 'bigstreamer', '9', '["moderator:read:chatters","channel:read:subscriptions"]', $1, $2, now() + interval '1 hour')`,
  [secrets.seal(tokens.access), secrets.seal(tokens.refresh)],
);
const earning = createEarningService({
  db: database.db,
  secrets,
  twitch,
  channel: 'bigstreamer',
  publicUrl: 'http://localhost',
  eventsubSecret: undefined,
  isLive: async () => true,
  pushLive: () => undefined,
  log,
});
await earning.seedDefaults();

// 1. One tick through the service.
statements = 0;
let t0 = performance.now();
const tick = await earning.tickNow();
const tickMs = performance.now() - t0;
const tickStatements = statements;
const helixCalls = fake.state.requests.filter((r) => r.path.startsWith('/helix')).length;

// 2. Baseline: one transaction per credit, straight through pg (begin, update+ledger, commit).
const baseIds = (await pool.query(`select id from users where login like 'base%'`)).rows.map((r) => r.id);
statements = 0;
t0 = performance.now();
const client = await pool.connect();
for (const id of baseIds) {
  await client.query('begin');
  const u = await client.query(
    'update users set points = points + 10, updated_at = now() where id = $1 returning points',
    [id],
  );
  await client.query(
    "insert into points_ledger (user_id, delta, balance_after, reason) values ($1, 10, $2, 'watch_time')",
    [id, u.rows[0].points],
  );
  await client.query('commit');
}
client.release();
const perUserMs = performance.now() - t0;
const perUserStatements = statements;

// 3. Baseline: one set-based statement for the same number of users.
statements = 0;
t0 = performance.now();
await pool.query(`with moved as (update users set points = points + 10, updated_at = now() where login like 'set%' returning id, points)
                  insert into points_ledger (user_id, delta, balance_after, reason) select id, 10, points, 'watch_time' from moved`);
const setMs = performance.now() - t0;
const setStatements = statements;

const row = (run, credited, ms, stmts) => ({
  run,
  'users credited': credited,
  ms: ms.toFixed(0),
  statements: stmts,
  'statements / credited user': (stmts / credited).toFixed(4),
});
printTable(
  `One watch-time tick: ${CHATTERS.toLocaleString()} chatters, ${MEMBERS.toLocaleString()} with accounts (PostgreSQL)`,
  [
    row(
      'baseline: raw SQL, one transaction per credit (update + ledger)',
      baseIds.length,
      perUserMs,
      perUserStatements,
    ),
    row('baseline: raw SQL, one set-based statement', MEMBERS, setMs, setStatements),
    row(
      `earning tick (${helixCalls} Helix calls over HTTP incl. subscriptions, claim + bulk credit)`,
      tick.usersCredited,
      tickMs,
      tickStatements,
    ),
  ],
);
const again = await earning.tickNow();
console.log(`same window again: ${again.usersCredited} credited (exactly once)`);
const violations = await ledgerViolations(pool);
console.log('ledger check:', violations);

await fake.close();
await pool.end();
await database.close();
