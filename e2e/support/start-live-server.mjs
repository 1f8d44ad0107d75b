// A second server for the browser tests: real Twitch mode against the local fake of Twitch's
// contract (apps/api/test/fakes/fake-twitch.ts), with the channel live and a consenting user.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startFakeTwitch } = await import(pathToFileURL(path.join(root, 'apps/api/test/fakes/fake-twitch.ts')).href);
const fake = await startFakeTwitch({ clientId: 'e2e-client', clientSecret: 'e2e-secret' });
fake.state.live = true;
fake.state.streamTitle = 'Bonus hunt tonight';
fake.state.consentUser = { id: '777', login: 'twitchfan', display_name: 'TwitchFan', profile_image_url: '/avatars/demo-viewer.svg' };

const port = process.env.E2E_LIVE_PORT;
const dataDir = path.join(root, '.tmp', `e2e-live-${port}`);
rmSync(dataDir, { recursive: true, force: true });
delete process.env.DATABASE_URL;
Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  TWITCH_CLIENT_ID: 'e2e-client',
  TWITCH_CLIENT_SECRET: 'e2e-secret',
  TWITCH_AUTH_URL: fake.authUrl,
  TWITCH_API_URL: fake.apiUrl,
  TWITCH_CHANNEL: 'bigstreamer',
  SEED_DEMO: 'false',
});
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
