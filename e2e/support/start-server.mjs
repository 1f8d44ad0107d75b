// Starts the built server for the browser tests on a fresh embedded database in the temporary folder.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

// The local fakes are TypeScript (apps/api/test/fakes).
register();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Under the system's temporary folder: as root the embedded PostgreSQL runs as the user `postgres`,
// which must be able to walk down to its data, wherever this checkout lives.
const dataDir = path.join(tmpdir(), `streamer-e2e-data-${process.env.E2E_PORT}`);
rmSync(dataDir, { recursive: true, force: true });

// The draws' drand relay (ADR 066): a local fake chain signing any round at once; the app trusts its key.
const { startFakeDrand } = await import(pathToFileURL(path.join(root, 'apps/api/test/fakes/fake-drand.ts')).href);
const drand = await startFakeDrand();

Object.assign(process.env, {
  ...drand.env,
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${process.env.E2E_PORT}`,
  DATA_DIR: dataDir,
  // The embedded PostgreSQL of this data dir on any free loopback port: the two servers (and a
  // developer's own npm start) never compete for EMBEDDED_DB_PORT.
  EMBEDDED_DB: 'postgres',
  EMBEDDED_DB_PORT: '0',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  // Pages read the slot requests board again every second instead of every 10 s: e2e/slot-requests.spec.ts
  // waits for the admin's panel and the viewer's page to follow each other without a reload.
  SLOT_REQUESTS_POLL_SECONDS: '1',
});
// Always the embedded database and the demo sign-in provider, whatever the calling shell has set.
delete process.env.DATABASE_URL;
delete process.env.TWITCH_CLIENT_ID;
delete process.env.TWITCH_CLIENT_SECRET;
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
