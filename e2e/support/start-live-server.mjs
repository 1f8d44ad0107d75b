// A second server for the browser tests: real Twitch mode against the local fake of Twitch's
// contract (apps/api/test/fakes/fake-twitch.ts), with the channel live and a consenting user, and Kick
// configured against the local fake of Kick (apps/api/test/fakes/fake-kick.ts) with the same channel
// live there too (e2e/stream-platforms.spec.ts).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startFakeTwitch } = await import(pathToFileURL(path.join(root, 'apps/api/test/fakes/fake-twitch.ts')).href);
const { startFakeKick } = await import(pathToFileURL(path.join(root, 'apps/api/test/fakes/fake-kick.ts')).href);
// The draws' drand relay (ADR 066): a local fake chain signing any round at once; the app trusts its key.
const { startFakeDrand } = await import(pathToFileURL(path.join(root, 'apps/api/test/fakes/fake-drand.ts')).href);
const drand = await startFakeDrand();
const fake = await startFakeTwitch({ clientId: 'e2e-client', clientSecret: 'e2e-secret' });
const fakeKick = await startFakeKick({ clientId: 'e2e-kick-client', clientSecret: 'e2e-kick-secret' });
fakeKick.setChannel('bigstreamer', { broadcasterUserId: 9009, live: true, title: 'Kick slots tonight', viewers: 321 });
// The broadcaster's Kick account (e2e/kick-earning.spec.ts connects it with `fake_kick_login=bigstreamer`).
fakeKick.state.users.set('bigstreamer', { user_id: 9009, name: 'bigstreamer', email: '', profile_picture: '' });
fake.state.live = true;
fake.state.streamTitle = 'Bonus hunt tonight';
fake.state.consentUser = {
  id: '777',
  login: 'twitchfan',
  display_name: 'TwitchFan',
  profile_image_url: '/avatars/demo-viewer.svg',
};
// Watch-time points (e2e/earning.spec.ts): the broadcaster signs in and connects when the browser
// carries the fake's `fake_twitch_login=bigstreamer` cookie; the chat holds it, a bot and strangers.
const bigstreamer = {
  id: '9',
  login: 'bigstreamer',
  display_name: 'BigStreamer',
  profile_image_url: '/avatars/demo-admin.svg',
};
fake.state.channelUsers.set('bigstreamer', bigstreamer);
// A viewer of e2e/balance-push.spec.ts (not in the chat, so watch-time ticks never credit it).
fake.state.channelUsers.set('balancefan', {
  id: '4242',
  login: 'balancefan',
  display_name: 'BalanceFan',
  profile_image_url: '/avatars/demo-viewer.svg',
});
fake.state.chatters = [
  { user_id: '9', user_login: 'bigstreamer', user_name: 'BigStreamer' },
  { user_id: '555', user_login: 'nightbot', user_name: 'Nightbot' },
  ...Array.from({ length: 30 }, (_, i) => ({ user_id: `v${i}`, user_login: `lurker${i}`, user_name: `Lurker${i}` })),
];

const port = process.env.E2E_LIVE_PORT;
// Under the system's temporary folder, reachable by the embedded PostgreSQL's user (see start-server.mjs).
const dataDir = path.join(tmpdir(), `streamer-e2e-live-${port}`);
rmSync(dataDir, { recursive: true, force: true });
delete process.env.DATABASE_URL;
Object.assign(process.env, {
  ...drand.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  // The embedded PostgreSQL of this data dir on any free loopback port: the two servers (and a
  // developer's own npm start) never compete for EMBEDDED_DB_PORT.
  EMBEDDED_DB: 'postgres',
  EMBEDDED_DB_PORT: '0',
  LOG_LEVEL: 'warn',
  TWITCH_CLIENT_ID: 'e2e-client',
  TWITCH_CLIENT_SECRET: 'e2e-secret',
  TWITCH_AUTH_URL: fake.authUrl,
  TWITCH_API_URL: fake.apiUrl,
  TWITCH_CHANNEL: 'bigstreamer',
  // Kick too (live status and player; the sign-in dialog then offers both platforms).
  KICK_CLIENT_ID: 'e2e-kick-client',
  KICK_CLIENT_SECRET: 'e2e-kick-secret',
  KICK_AUTH_URL: fakeKick.authUrl,
  KICK_API_URL: fakeKick.apiUrl,
  KICK_CHANNEL: 'bigstreamer',
  SEED_DEMO: 'false',
  // Several specs sign in here within a minute (live, earning): the per-IP login limit would refuse them.
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  ADMIN_TWITCH_LOGINS: 'bigstreamer',
});
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
