// Helpers shared by the bench scripts: start a built server, sign in, load it, read its memory.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One request on a keep-alive agent: its status, body and latency (request written to answer read);
 * status 0 (the error as the body) when the connection failed. `job`: { path, method, headers, body }.
 */
export function request(base, agent, job) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const failed = (err) => resolve({ status: 0, body: err.message, ms: performance.now() - t0 });
    const req = http.request(
      `${base}${job.path}`,
      { method: job.method, agent, headers: { ...job.headers, 'content-length': Buffer.byteLength(job.body) } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body, ms: performance.now() - t0 }));
        res.on('error', failed);
      },
    );
    req.on('error', failed);
    req.end(job.body);
  });
}

export const tempDataDir = (label) => mkdtempSync(path.join(tmpdir(), `bench-${label}-`));

/** Polls `url` until it answers 200; resolves with the milliseconds since `since`. */
export async function waitFor200(url, since, timeoutMs = 60_000) {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) {
        await res.arrayBuffer();
        return performance.now() - since;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Process groups started here and not stopped yet: ended whenever this script ends, however it ends. */
const running = new Set();
let exitHooked = false;
function endRunning() {
  for (const child of running) {
    try {
      // SIGTERM: a server then closes and stops its embedded PostgreSQL (same group) cleanly.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  running.clear();
}
function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  // 'exit' also runs after an uncaught exception or rejection (a crashed bench), with code 1.
  process.on('exit', endRunning);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.on(signal, () => {
      endRunning();
      process.exit(code);
    });
  }
}

/**
 * Starts a command with the given environment; returns the child and a stop() that waits for exit.
 * A script that crashes or is interrupted before stop() still ends the process (and its group).
 */
export function startProcess(command, args, env) {
  hookExit();
  // Its own process group, so stop() also ends what npm or a shell started under it.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  running.add(child);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  void exited.then(() => running.delete(child));
  return {
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs `main` with the servers it starts, stopping them (gracefully, awaited) whether it finished or
 * threw; the exit hook above covers what this cannot (a signal, process.exit).
 */
export async function withServers(servers, main) {
  try {
    return await main();
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** The built server on a port, with its own data directory unless one is given. */
export function startServer({ port, dataDir, env = {} }) {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return startProcess(process.execPath, [...profile, path.join(root, 'apps/api/dist/server.js')], {
    NODE_ENV: 'production' === env.NODE_ENV ? 'production' : 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // Without DATABASE_URL: the embedded PostgreSQL on any free port (never a developer's own EMBEDDED_DB_PORT).
    EMBEDDED_DB_PORT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    ...env,
  });
}

/** Resident memory of a process in MiB (Linux /proc). */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Signs in through the demo provider like a browser and returns the Cookie header of the session. */
export async function demoSession(base, account = 'viewer') {
  const jar = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      jar.set(k, v);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const start = await fetch(`${base}/api/v1/auth/twitch`, { redirect: 'manual' });
  keep(start);
  const state = new URL(start.headers.get('location'), base).searchParams.get('state');
  const pick = await fetch(`${base}/api/v1/auth/demo`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, account }),
  });
  const code = new URL(pick.headers.get('location'), base).searchParams.get('code');
  const login = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { origin: base, cookie: cookie(), 'content-type': 'application/json' },
    body: JSON.stringify({ code, state }),
  });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status} ${await login.text()}`);
  keep(login);
  return `accessToken=${jar.get('accessToken')}`;
}

/** autocannon with fixed settings so rows of one table compare. */
export async function load(url, { headers = {}, connections = 50, duration = 8, method = 'GET', body, requests } = {}) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    method,
    body,
    ...(requests ? { requests } : {}),
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

/**
 * wrk (a C load generator, Debian package `wrk`) for reads whose server cost is below what the
 * autocannon client can drive on a 2-core machine: there, a JavaScript client parsing the answers is
 * the bottleneck and every endpoint looks the same. Same shape as `load`; latency in ms.
 */
export function wrkLoad(url, { headers = {}, connections = 50, duration = 8 } = {}) {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${duration}s`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ];
  const out = execFileSync('wrk', args, { encoding: 'utf8' });
  const ms = (label) => {
    const m = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
  };
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (non2xx) throw new Error(`${url}: ${non2xx[1]} non-2xx answers`);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: ms('50%'),
    p99: ms('99%'),
    errors: Number(/Socket errors:.*timeout (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** The p-quantile (0..1) of ascending numbers, NaN when empty. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** The machine's load average (1 / 5 / 15 min), as the tables print it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

/** Milliseconds as the tables print them: one decimal under 100, grouped whole numbers above. */
export const fmtMs = (x) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));

/**
 * A row of a rate table: a run's requests, rate, p50, p99 and wall time (`r`: {requests, rps, p50,
 * p99, wallMs}), and its rate as a share of `baselineRps` (null: an empty cell).
 */
export const rateRow = (run, r, baselineRps) => ({
  run,
  requests: r.requests,
  'per s': Math.round(r.rps),
  'p50 ms': fmtMs(r.p50),
  'p99 ms': fmtMs(r.p99),
  'wall s': (r.wallMs / 1000).toFixed(1),
  'vs baseline': baselineRps === null ? '' : `${((r.rps / baselineRps) * 100).toFixed(0)} %`,
});

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}
