// npm start: builds what is missing or stale (web app, API bundle), then runs the server.
// The server migrates the database and seeds demo data on first start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A local .env (see .env.example) fills in variables the shell did not set.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

/** Newest modification time under the given paths (files or folders), ignoring build output. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const e of readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(path.join(p, e));
    } else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return max;
}

function buildIfStale(name, output, inputs, args) {
  const out = path.join(root, output);
  if (existsSync(out) && statSync(out).mtimeMs >= newest(inputs)) return;
  console.log(`start: building ${name}…`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

buildIfStale(
  'web app',
  'apps/web/dist/index.html',
  ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages'],
  ['run', 'build', '-w', '@app/web'],
);
buildIfStale(
  'API',
  'apps/api/dist/server.js',
  ['apps/api/src', 'apps/api/build.mjs', 'packages'],
  ['run', 'build', '-w', '@app/api'],
);

// Run the server in this process, so signals (SIGTERM from npm or a supervisor) reach it directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
