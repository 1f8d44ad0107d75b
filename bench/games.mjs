// Mines and Blackjack under load (issue 5), on PostgreSQL, each beside its raw SQL baseline, in ONE
// invocation on one fresh database and ONE API instance (pool of 20 connections, the app's default):
//  1. Mines through the API: BENCH_PLAYERS (50) players, a session each (a sessions row and its signed
//     cookie), plain http keep-alive, each playing rounds back to back: POST /api/v1/mines {bet 10,
//     mines 1}, up to 3 PUT /api/v1/mines {position} on random distinct tiles (a mine ends the round),
//     POST /api/v1/mines/cashout if still alive.
//  2. Blackjack through the API, same players: POST /api/v1/blackjack/bet {bet 10, no side bets}, then
//     POST /api/v1/blackjack/hit and POST /api/v1/blackjack/stand {gameId}; a hand over after the deal
//     (a natural) or after the hit (bust, 21) sends nothing more.
//  3. The baseline of each: a pg loop, as many workers as players, a pg.Pool of BENCH_POOL (20, as the
//     API's pool), on 50 other accounts with sessions of their own, playing the same rounds with the
//     same client logic. Each of its requests does the database work the app does for that request,
//     statement for statement as PostgreSQL logged them from the app (log_statement = all), every
//     statement a named prepared statement: the session read on the pool (`session_user`, the app's
//     per-request check of the cookie's sessions row), then ONE transaction, BEGIN … COMMIT:
//       bet (Mines): nonce advance on the fairness pair (update … returning; on a user's first game the
//         pair insert and the advance again), responsible-play settings lock, debit + ledger row (one
//         statement), games insert;
//       bet (Blackjack): nonce advance, the active-game check, games insert (already finished for a
//         natural), settings lock, debit + ledger row, credit + ledger row when the deal pays;
//       reveal, cashout (Mines), hit, stand (Blackjack): the game locked with the balance (select … for
//         update of games), the games update (state JSON, totals, status), the credit when it pays.
//     The game state is computed in JS with the same pure engines (@app/games: startMinesGame,
//     revealMinesTile, cashoutMinesGame, dealBlackjack, applyBlackjackAction), so both sides write the
//     same rows. The app's balance notes (NOTIFY after commit, batched on one connection of their own
//     with synchronous_commit off) are sent the same way. A second baseline line runs without the
//     session read, to show its share.
//     This is the issue's baseline: the transactions the app sent until ADR 077, statement for
//     statement. So API / baseline was what the HTTP, Fastify, Node and drizzle layer cost beyond the
//     same database work; since ADR 077 the app sends fewer statements than this baseline.
//  4. The app's own statements since ADR 077, raw (BENCH_APP_SQL=0 skips it): 50 more accounts, the
//     session read, then per request the one statement the app sends (`games_deal`, `games_step`),
//     rendered from the app's own builders, with the pair and round the loop last wrote remembered as
//     the app remembers them (so the pair read only on an account's first deal). API / this loop is
//     what the HTTP, Fastify and Node layer costs beyond the app's own database work. The app names and prepares every one of these statements but the fairness pair's
//     insert (a user's first game only), which drizzle sends unnamed; BENCH_AS_APP=1 sends the
//     statements the app does not name unnamed in the baseline too.
// Both sides are warmed up first (BENCH_WARMUP s each, default 3, not counted), then each side is
// measured for BENCH_SECONDS (default 10); a round running at the end is finished and counted (the
// rates divide by the time until the last one ended). Goals: the API at least 50 % of the baseline's
// rounds (hands) per second at 50 players, and the API's p99 per request under 50 ms.
// Checks (exit 1 on failure): every API answer 2xx; ledger check 0; no active game left but those of
// interrupted rounds (an error stops that player); for the API's and the baseline's accounts
// separately, sum of balances = start − staked + paid and every fairness nonce = that user's games;
// a games row and its ledger rows from each side alike (columns, state keys, reasons).
// BENCH_LOG_STATEMENTS=1 sets log_statement = 'all' on the bench database, to compare both sides'
// statements in the server's log (select pg_current_logfile(), or /var/log/postgresql on Debian).
// Usage: npm run build -w @app/api && npm run bench:games-api
//        quick run: BENCH_SECONDS=2 npm run bench:games-api
//        (DATABASE_URL = a PostgreSQL server you may create databases on, default postgres://postgres@127.0.0.1:5432/test)
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { BENCH_SECRET, freshDatabase, ledgerViolations, SESSION_READ_SQL, sessionCookie } from './lib-pg.mjs';
import {
  loadAverage,
  percentile,
  printTable,
  root,
  startServer,
  tempDataDir,
  waitFor200,
  withServers,
} from './lib.mjs';

register();
// int8 (balances, totals) as a JS number, as the app parses it (db/client.ts).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
const imp = (p) => import(pathToFileURL(path.join(root, p)).href);
const G = await imp('packages/games/src/index.ts');
// The app's own statement builders, for the third loop (ADR 077): the text the app sends, rendered as it does.
const gamesRepo = await imp('apps/api/src/features/games/repository.ts');
const pointsRepo = await imp('apps/api/src/features/points/repository.ts');
const { responsiblePlayGuard: rg } = await imp('apps/api/src/features/responsible-play/guard.ts');
const { PgDialect } = await import('drizzle-orm/pg-core');
const dialect = new PgDialect();
const { MAX_POINTS_BALANCE } = await imp('packages/contracts/src/index.ts');

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const PORT = env('BENCH_PORT', 3920);
const BASE = `http://127.0.0.1:${PORT}`;
const PLAYERS = env('BENCH_PLAYERS', 50);
const POOL = env('BENCH_POOL', 20);
const SECONDS = env('BENCH_SECONDS', 10);
const WARMUP = env('BENCH_WARMUP', 3);
const AS_APP = env('BENCH_AS_APP', 0) === 1;
const APP_SQL = env('BENCH_APP_SQL', 1) === 1;
const START = 10_000_000;
const BET = 10;
const MINES = 1;
const GOAL_PCT = 50;
const GOAL_P99_MS = 50;

const pct = percentile;
const loadAvg = loadAverage;
const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok;
};
/** Three distinct tiles (0-based), as a player picks them. */
const threeTiles = () => [...Array(G.TILE_COUNT).keys()].sort(() => Math.random() - 0.5).slice(0, 3);

// ---------------------------------------------------------------------------------------------
// The API side: plain http with keep-alive (fetch costs the client several times more CPU per
// request, and the client shares the two cores with the server and PostgreSQL).

const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });
const apiStats = { answers: 0, non2xx: 0, samples: [] };

/** One request; resolves with the parsed answer, rejects on a non-2xx answer (counted). */
function call(cookie, method, p, body, lat) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: `/api/v1${p}`,
        agent,
        headers: {
          origin: BASE,
          cookie,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => {
          lat.push(performance.now() - t0);
          apiStats.answers++;
          if (res.statusCode < 200 || res.statusCode >= 300) {
            apiStats.non2xx++;
            if (apiStats.samples.length < 5)
              apiStats.samples.push(`${method} ${p}: ${res.statusCode} ${data.slice(0, 160)}`);
            reject(new Error(`${method} ${p}: ${res.statusCode}`));
          } else resolve(JSON.parse(data));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const apiMinesRound = async (cookie, lat) => {
  await call(cookie, 'POST', '/mines', { bet: BET, mines: MINES }, lat);
  for (const tile of threeTiles()) {
    const { round } = await call(cookie, 'PUT', '/mines', { position: tile + 1 }, lat);
    if (round.status !== 'active') return 'exploded';
  }
  await call(cookie, 'POST', '/mines/cashout', undefined, lat);
  return 'cashed_out';
};

const apiBlackjackHand = async (cookie, lat) => {
  const { round } = await call(
    cookie,
    'POST',
    '/blackjack/bet',
    { bet: BET, sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 } },
    lat,
  );
  if (round.gameState !== 'in_progress') return 'over after the deal';
  const hit = await call(cookie, 'POST', '/blackjack/hit', { gameId: round.gameId }, lat);
  if (hit.round.gameState !== 'in_progress') return 'over after the hit';
  await call(cookie, 'POST', '/blackjack/stand', { gameId: round.gameId }, lat);
  return 'stood';
};

// ---------------------------------------------------------------------------------------------
// The baseline: the app's statements, as PostgreSQL logged them (log_statement = all).

const GAME_COLUMNS = `g.id, g.user_id, g.kind, g.status, g.seed_id, g.nonce, g.total_bet, g.payout, g.state, g.created_at, g.updated_at, g.finished_at`;
const APPLY_DELTA = (guard) => `with moved as (
          update "users" set points = points + $1, updated_at = now()
          where id = $2 and "users"."points" ${guard} $3
          returning id, points),
        logged as (insert into "points_ledger" (user_id, delta, balance_after, reason, ref_type, ref_id, actor_id, note, params)
        select id, $4, points, $5, $6, $7, $8, $9, $10::jsonb
        from moved
        returning user_id, seq, balance_after)
        select user_id, seq, balance_after from logged`;

/** [text, the app names it too]: the app prepares these four; drizzle sends the rest unnamed. */
const SQL = {
  session_user: [SESSION_READ_SQL, true],
  rg_lock_settings: [
    `select user_id, daily_limit, daily_pending, daily_pending_at, weekly_limit, weekly_pending, weekly_pending_at,
          cool_off_until, excluded_until, excluded_forever, reality_check_minutes, updated_at
        from "responsible_play" where user_id = $1 for update`,
    true,
  ],
  points_debit: [APPLY_DELTA('>='), true],
  points_credit: [APPLY_DELTA('<='), true],
  g_advance_pair: [
    `update "fairness_seeds" set nonce = nonce + 1 where user_id = $1 and status = 'active'
        returning id, server_seed, server_seed_hash, client_seed, nonce, status, created_at, revealed_at`,
    true,
  ],
  g_insert_pair: [
    `insert into "fairness_seeds" ("id", "user_id", "server_seed", "server_seed_hash", "client_seed", "nonce", "status", "created_at", "revealed_at") values (default, $1, $2, $3, $4, default, default, default, default) on conflict ("user_id") where "fairness_seeds"."status" = 'active' do nothing`,
    false,
  ],
  g_find_active: [
    `select ${GAME_COLUMNS} from "games" g where g.user_id = $1 and g.kind = $2 and g.status = 'active' limit 1`,
    true,
  ],
  g_lock_active: [
    `select ${GAME_COLUMNS}, u.points as balance
        from "games" g join "users" u on u.id = g.user_id
        where g.user_id = $1 and g.kind = $2 and g.status = 'active'
        limit 1 for update of g`,
    true,
  ],
  g_lock_by_id: [
    `select ${GAME_COLUMNS}, u.points as balance
        from "games" g join "users" u on u.id = g.user_id
        where g.id = $1 and g.user_id = $2
        limit 1 for update of g`,
    true,
  ],
  g_insert_game: [
    `insert into "games" (id, user_id, kind, status, seed_id, nonce, total_bet, payout, state, finished_at)
        values ($1, $2, $3,
          case when $4::boolean then 'finished' else 'active' end,
          $5, $6::int, $7::int, $8::int,
          $9::jsonb, case when $10::boolean then now() end)`,
    true,
  ],
  g_save_game: [
    `update "games" set state = $1::jsonb, total_bet = $2::int,
          payout = $3::int,
          status = case when $4::boolean then 'finished' else 'active' end,
          updated_at = now(),
          finished_at = case when $5::boolean then now() else finished_at end
        where id = $6`,
    true,
  ],
};

/** Runs the app's statement `name` (named and prepared, or unnamed as the app sends it with BENCH_AS_APP=1). */
async function q(client, name, values) {
  const [text, named] = SQL[name];
  return (await client.query(named || !AS_APP ? { name, text, values } : { text, values })).rows;
}

/**
 * The app's balance notes: after commit, batched on one connection of their own with
 * synchronous_commit off, one batch in flight at a time (db/notify-after-commit.ts).
 */
function createOutbox(url) {
  const client = new pg.Client({ connectionString: url, options: '-c synchronous_commit=off' });
  const connected = client.connect();
  let queue = [];
  let flushing = null;
  const pack = (notes) => {
    const out = [];
    let parts = [];
    let bytes = 0;
    for (const n of notes) {
      if (parts.length > 0 && bytes + n.length + 1 > 7_900) {
        out.push(parts.join('\n'));
        parts = [];
        bytes = 0;
      }
      bytes += n.length + (parts.length > 0 ? 1 : 0);
      parts.push(n);
    }
    if (parts.length > 0) out.push(parts.join('\n'));
    return out;
  };
  const flush = async () => {
    await connected;
    while (queue.length > 0) {
      const payloads = pack(queue);
      queue = [];
      await client.query('select pg_notify(c, p) from unnest($1::text[], $2::text[]) as t(c, p)', [
        payloads.map(() => 'user_balance'),
        payloads,
      ]);
    }
    flushing = null;
  };
  return {
    add(rows) {
      for (const r of rows) queue.push(`${r.user_id}:${r.seq}:${r.balance_after}`);
      if (queue.length > 0) flushing ??= flush();
    },
    async end() {
      await flushing;
      await connected;
      await client.end();
    },
  };
}

/**
 * One baseline request: the session read on the pool (unless `withSession` is false), then `work`
 * in one transaction; the balance notes go out after the commit. Resolves with what `work` returns.
 */
async function rawRequest(ctx, account, lat, work) {
  const t0 = performance.now();
  if (ctx.withSession) {
    const s = await q(ctx.pool, 'session_user', [account.sessionId, account.id, 1]);
    if (!s[0]) throw new Error('session not found');
  }
  const client = await ctx.pool.connect();
  const notes = [];
  try {
    await client.query('begin');
    const result = await work(client, notes);
    await client.query('commit');
    ctx.outbox.add(notes);
    lat.push(performance.now() - t0);
    return result;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/** pointsService.debit / credit: applyDelta with the app's parameters; the ledger row to announce. */
async function applyDelta(c, notes, userId, delta, reason, refType, refId) {
  const [name, bound] = delta < 0 ? ['points_debit', -delta] : ['points_credit', MAX_POINTS_BALANCE - delta];
  const rows = await q(c, name, [delta, userId, bound, delta, reason, refType, refId, null, null, null]);
  if (!rows[0]) throw new Error(`${name} refused`);
  notes.push(rows[0]);
  return rows[0].balance_after;
}

/** fairness-service nextRound: the nonce handed out and the pair moved on (the pair made on first use). */
async function nextRound(c, userId) {
  let [pair] = await q(c, 'g_advance_pair', [userId]);
  if (!pair) {
    const serverSeed = G.generateServerSeed((n) => new Uint8Array(randomBytes(n)));
    const clientSeed = G.generateClientSeed((n) => new Uint8Array(randomBytes(n)));
    await q(c, 'g_insert_pair', [userId, serverSeed, G.hashServerSeed(serverSeed), clientSeed]);
    [pair] = await q(c, 'g_advance_pair', [userId]);
  }
  return {
    seedId: pair.id,
    serverSeed: pair.server_seed,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: pair.nonce - 1,
  };
}

const insertGame = (c, v) =>
  q(c, 'g_insert_game', [
    v.id,
    v.userId,
    v.kind,
    v.finished,
    v.seedId,
    v.nonce,
    v.totalBet,
    v.payout,
    JSON.stringify(v.state),
    v.finished,
  ]);
const saveGame = (c, id, v) =>
  q(c, 'g_save_game', [JSON.stringify(v.state), v.totalBet, v.payout, v.finished, v.finished, id]);

/** mines-service start, reveal and cashout on raw statements. */
const rawMines = {
  start: async (c, notes, userId) => {
    const seeds = await nextRound(c, userId);
    const started = G.startMinesGame({ bet: BET, mines: MINES, ...seeds });
    if (!started.ok) throw new Error(started.message);
    await q(c, 'rg_lock_settings', [userId]);
    const id = randomUUID();
    await applyDelta(c, notes, userId, -started.debit, 'game_bet', 'mines', id);
    await insertGame(c, {
      id,
      userId,
      kind: 'mines',
      ...seeds,
      totalBet: started.debit,
      payout: 0,
      state: started.state,
      finished: false,
    });
    return started.state;
  },
  /** Reveal (a tile) or cashout (tile undefined) of the locked active game; credits a payout. */
  step: async (c, notes, userId, tile) => {
    const [game] = await q(c, 'g_lock_active', [userId, 'mines']);
    if (!game) throw new Error('no active Mines game');
    const result = tile === undefined ? G.cashoutMinesGame(game.state) : G.revealMinesTile(game.state, tile);
    if (!result.ok) throw new Error(result.message);
    const finished = result.state.status !== 'active';
    await saveGame(c, game.id, {
      state: result.state,
      totalBet: game.total_bet,
      payout: result.state.payout,
      finished,
    });
    if (result.credit > 0) await applyDelta(c, notes, userId, result.credit, 'game_payout', 'mines', game.id);
    return result.state;
  },
};

/** blackjack-service move: the stake under the settings lock, then the payout. */
async function move(c, notes, userId, gameId, debit, credit) {
  if (debit > 0) {
    await q(c, 'rg_lock_settings', [userId]);
    await applyDelta(c, notes, userId, -debit, 'game_bet', 'blackjack', gameId);
  }
  if (credit > 0) await applyDelta(c, notes, userId, credit, 'game_payout', 'blackjack', gameId);
}

/** blackjack-service bet and act on raw statements. */
const rawBlackjack = {
  bet: async (c, notes, userId) => {
    const seeds = await nextRound(c, userId);
    if ((await q(c, 'g_find_active', [userId, 'blackjack']))[0]) throw new Error('game active');
    const dealt = G.dealBlackjack({ bet: BET, sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 }, ...seeds });
    if (!dealt.ok) throw new Error(dealt.message);
    const id = randomUUID();
    const { state } = dealt;
    await insertGame(c, {
      id,
      userId,
      kind: 'blackjack',
      ...seeds,
      totalBet: state.totalDebited,
      payout: state.totalPaid,
      state,
      finished: G.isRoundOver(state),
    });
    await move(c, notes, userId, id, dealt.debit, dealt.credit);
    return { id, state };
  },
  act: async (c, notes, userId, gameId, action) => {
    const [game] = await q(c, 'g_lock_by_id', [gameId, userId]);
    if (!game || game.kind !== 'blackjack') throw new Error('game not found');
    if (game.status === 'finished') throw new Error('the round is over');
    const result = G.applyBlackjackAction(game.state, action);
    if (!result.ok) throw new Error(result.message);
    await move(c, notes, userId, game.id, result.debit, result.credit);
    const { state } = result;
    await saveGame(c, game.id, {
      state,
      totalBet: state.totalDebited,
      payout: state.totalPaid,
      finished: G.isRoundOver(state),
    });
    return { id: game.id, state };
  },
};

// ---------------------------------------------------------------------------------------------
// The third loop (BENCH_APP_SQL=0 skips it): what the app sends since ADR 077, raw. Per request the
// session read, then the app's own statement, rendered from the app's builders: a deal is the pair read
// (skipped when the account's last deal left the pair's next nonce) and `games_deal`; a step is
// `games_step` on the round this loop last wrote (the app reads it first only when it remembers none).
// No transaction; the balance notes go out through the same outbox.

/** Sends the app's statement `query` under `name`; the ledger rows' notes are queued for after it. */
async function appStatement(pool, name, query, notes, userId) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const row = (await pool.query({ name, text, values: params })).rows[0];
  for (const r of row?.ledger_rows ?? []) notes.push({ user_id: userId, seq: r.seq, balance_after: r.balance_after });
  return row;
}

/** The app's `games_deal` or `games_step` for `write` (the game side) with the step's stake and payout. */
function sendAppStep(pool, name, notes, userId, ref, step, write) {
  const query = pointsRepo.moveAlongSql({ ...write, ...gamesRepo.roundMovement(userId, ref, step) });
  return appStatement(pool, name, query, notes, userId);
}

/** The gate's parts as the app builds them (no responsible-play settings on the bench's accounts). */
const gateOf = (userId, step, checked) => ({
  covers: pointsRepo.coversSql(step.debit, step.credit),
  allowed: rg.stakeAllowedSql(userId, checked),
  settingsSet: rg.settingsSetSql(userId),
});

const appHints = new Map();

async function appRequest(ctx, account, lat, work) {
  const t0 = performance.now();
  const s = await q(ctx.pool, 'session_user', [account.sessionId, account.id, 1]);
  if (!s[0]) throw new Error('session not found');
  const notes = [];
  const result = await work(ctx.pool, notes, account.id);
  ctx.outbox.add(notes);
  lat.push(performance.now() - t0);
  return result;
}

async function appDeal(pool, notes, userId, kind, compute) {
  const hint = appHints.get(userId) ?? {};
  let pair = hint.pair;
  if (!pair) {
    const read = async () => {
      const { sql: text, params } = dialect.sqlToQuery(gamesRepo.currentPairSql(userId));
      return (await pool.query({ name: 'fairness_current', text, values: params })).rows[0];
    };
    let row = await read();
    if (!row) {
      const serverSeed = G.generateServerSeed((n) => new Uint8Array(randomBytes(n)));
      const clientSeed = G.generateClientSeed((n) => new Uint8Array(randomBytes(n)));
      await q(pool, 'g_insert_pair', [userId, serverSeed, G.hashServerSeed(serverSeed), clientSeed]);
      row = await read();
    }
    pair = {
      seedId: row.id,
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    };
  }
  const step = compute(pair);
  const id = randomUUID();
  const write = gamesRepo.dealWrite({ id, userId, kind, pair, game: step, ...gateOf(userId, step, false) });
  const row = await sendAppStep(pool, 'games_deal', notes, userId, { kind, id }, step, write);
  if (!row.written) throw new Error(`deal not written: ${JSON.stringify(row)}`);
  const round = { id, kind, state: step.state, rev: 0, totalBet: step.totalBet };
  appHints.set(userId, { pair: { ...pair, nonce: pair.nonce + 1 }, round: step.finished ? null : round });
  return round;
}

async function appStep(pool, notes, userId, step) {
  const hint = appHints.get(userId);
  const round = hint.round;
  const write = gamesRepo.stepWrite({
    id: round.id,
    userId,
    rev: round.rev,
    game: step,
    ...gateOf(userId, step, true),
  });
  const row = await sendAppStep(pool, 'games_step', notes, userId, round, step, write);
  if (!row.saved) throw new Error(`step not saved: ${JSON.stringify(row)}`);
  hint.round = step.finished ? null : { ...round, state: step.state, rev: round.rev + 1, totalBet: step.totalBet };
  return step.state;
}

const appReq = (ctx, account, lat, op) => appRequest(ctx, account, lat, op);

const appMinesRound = async (ctx, account, lat) => {
  await appReq(ctx, account, lat, (pool, notes, userId) =>
    appDeal(pool, notes, userId, 'mines', (pair) => {
      const started = G.startMinesGame({ bet: BET, mines: MINES, ...pair });
      const { state, debit } = started;
      return { state, debit, credit: 0, totalBet: debit, payout: 0, finished: false };
    }),
  );
  const stepOf = (result, finished) => ({
    state: result.state,
    debit: 0,
    credit: result.credit,
    totalBet: appHints.get(account.id).round.totalBet,
    payout: result.state.payout,
    finished,
  });
  for (const tile of threeTiles()) {
    const state = await appReq(ctx, account, lat, (pool, notes, userId) => {
      const result = G.revealMinesTile(appHints.get(userId).round.state, tile);
      return appStep(pool, notes, userId, stepOf(result, result.state.status !== 'active'));
    });
    if (state.status !== 'active') return 'exploded';
  }
  await appReq(ctx, account, lat, (pool, notes, userId) =>
    appStep(pool, notes, userId, stepOf(G.cashoutMinesGame(appHints.get(userId).round.state), true)),
  );
  return 'cashed_out';
};

const bjStep = (result) => ({
  state: result.state,
  debit: result.debit,
  credit: result.credit,
  totalBet: result.state.totalDebited,
  payout: result.state.totalPaid,
  finished: G.isRoundOver(result.state),
});

const appBlackjackHand = async (ctx, account, lat) => {
  const round = await appReq(ctx, account, lat, (pool, notes, userId) =>
    appDeal(pool, notes, userId, 'blackjack', (pair) =>
      bjStep(G.dealBlackjack({ bet: BET, sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 }, ...pair })),
    ),
  );
  if (round.state.gameState !== 'in_progress') return 'over after the deal';
  const act = (action) =>
    appReq(ctx, account, lat, (pool, notes, userId) =>
      appStep(pool, notes, userId, bjStep(G.applyBlackjackAction(appHints.get(userId).round.state, action))),
    );
  const hit = await act('hit');
  if (hit.gameState !== 'in_progress') return 'over after the hit';
  await act('stand');
  return 'stood';
};

// The baseline's rounds: the same client logic as the API's, one rawRequest per API request.
const req = (ctx, account, lat, op) => rawRequest(ctx, account, lat, (c, notes) => op(c, notes, account.id));

const rawMinesRound = async (ctx, account, lat) => {
  await req(ctx, account, lat, rawMines.start);
  for (const tile of threeTiles()) {
    const state = await req(ctx, account, lat, (c, n, u) => rawMines.step(c, n, u, tile));
    if (state.status !== 'active') return 'exploded';
  }
  await req(ctx, account, lat, (c, n, u) => rawMines.step(c, n, u, undefined));
  return 'cashed_out';
};

const rawBlackjackHand = async (ctx, account, lat) => {
  const { id, state } = await req(ctx, account, lat, rawBlackjack.bet);
  if (state.gameState !== 'in_progress') return 'over after the deal';
  const hit = await req(ctx, account, lat, (c, n, u) => rawBlackjack.act(c, n, u, id, 'hit'));
  if (hit.state.gameState !== 'in_progress') return 'over after the hit';
  await req(ctx, account, lat, (c, n, u) => rawBlackjack.act(c, n, u, id, 'stand'));
  return 'stood';
};

// ---------------------------------------------------------------------------------------------

/**
 * Every player plays `play(player, requestLatencies)` rounds back to back for `seconds`; a round
 * running at the end is finished. An error stops that player (its round counts as interrupted).
 */
async function runFor(seconds, players, play) {
  const requestLat = [];
  const roundLat = [];
  const outcomes = {};
  let interrupted = 0;
  const errors = [];
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < until) {
        const s = performance.now();
        try {
          const outcome = await play(player, requestLat);
          roundLat.push(performance.now() - s);
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        } catch (err) {
          interrupted++;
          if (errors.length < 5) errors.push(err.message);
          return;
        }
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  requestLat.sort((a, b) => a - b);
  roundLat.sort((a, b) => a - b);
  return {
    rounds: roundLat.length,
    requests: requestLat.length,
    rps: roundLat.length / wall,
    reqps: requestLat.length / wall,
    p50: pct(requestLat, 0.5),
    p99: pct(requestLat, 0.99),
    roundP50: pct(roundLat, 0.5),
    roundP99: pct(roundLat, 0.99),
    outcomes,
    interrupted,
    errors,
    wall,
  };
}

/** Warm-up of both sides, then the baseline (with and without the session read) and the API, measured. */
async function benchGame(label, { api, raw, app }, { apiPlayers, rawPlayers, appPlayers, ctx }) {
  console.log(`${label}: warm-up, ${WARMUP} s through the API and ${WARMUP} s of the baseline…`);
  const warm = [await runFor(WARMUP, apiPlayers, api), await runFor(WARMUP, rawPlayers, (p, l) => raw(ctx, p, l))];
  if (APP_SQL) warm.push(await runFor(WARMUP, appPlayers, (p, l) => app(ctx, p, l)));
  const runs = { interrupted: warm[0].interrupted + warm[1].interrupted };
  for (const r of warm) if (r.errors.length) console.log(`  warm-up errors: ${r.errors.join(' | ')}`);
  for (const [key, withSession] of [
    ['baseline', true],
    ['noSession', false],
  ]) {
    const load = loadAvg();
    console.log(
      `${label}: ${key === 'baseline' ? 'baseline' : 'baseline without the session read'}, ${SECONDS} s (load average ${load})…`,
    );
    runs[key] = { ...(await runFor(SECONDS, rawPlayers, (p, l) => raw({ ...ctx, withSession }, p, l))), load };
  }
  if (APP_SQL) {
    const load = loadAvg();
    console.log(`${label}: the app's statements raw, ${SECONDS} s (load average ${load})…`);
    runs.appSql = { ...(await runFor(SECONDS, appPlayers, (p, l) => app(ctx, p, l))), load };
  }
  const load = loadAvg();
  console.log(`${label}: API, ${SECONDS} s (load average ${load})…`);
  runs.api = { ...(await runFor(SECONDS, apiPlayers, api)), load };
  for (const k of ['baseline', 'noSession', ...(APP_SQL ? ['appSql'] : []), 'api']) {
    runs.interrupted += runs[k].interrupted;
    check(
      runs[k].interrupted === 0,
      `${label} ${k}: ${runs[k].interrupted} rounds interrupted (${runs[k].errors.join(' | ')})`,
    );
  }
  return runs;
}

function printGame(title, unit, runs) {
  const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '-');
  const row = (run, r) => ({
    run,
    [`${unit}/s`]: Math.round(r.rps),
    'requests/s': Math.round(r.reqps),
    'p50 ms': ms(r.p50),
    'p99 ms': ms(r.p99),
    [`${unit.replace(/s$/, '')} p50 ms`]: ms(r.roundP50),
    [`${unit.replace(/s$/, '')} p99 ms`]: ms(r.roundP99),
    'vs baseline': `${((r.rps / runs.baseline.rps) * 100).toFixed(0)} %`,
    'load avg': r.load,
  });
  printTable(title, [
    row(`baseline (raw SQL, same statements, ${AS_APP ? "drizzle's unnamed as the app" : 'prepared'})`, runs.baseline),
    row('  the same without the per-request session read', runs.noSession),
    ...(runs.appSql ? [row("the app's own statements (ADR 077), raw", runs.appSql)] : []),
    row('API', runs.api),
  ]);
  if (runs.appSql)
    console.log(`API / the app's own statements raw: ${((runs.api.rps / runs.appSql.rps) * 100).toFixed(0)} %`);
  const share = (runs.api.rps / runs.baseline.rps) * 100;
  console.log(
    `outcomes: baseline ${JSON.stringify(runs.baseline.outcomes)}; API ${JSON.stringify(runs.api.outcomes)}\n` +
      `goal: API >= ${GOAL_PCT} % of the baseline at ${PLAYERS} players: ${share >= GOAL_PCT ? 'met' : 'NOT met'} (${share.toFixed(0)} %); ` +
      `API p99 per request < ${GOAL_P99_MS} ms: ${runs.api.p99 < GOAL_P99_MS ? 'met' : 'NOT met'} (${runs.api.p99.toFixed(1)} ms)`,
  );
}

/** Accounts with START points, their seed ledger row and a session each. */
async function makeAccounts(pool, prefix) {
  const ids = (
    await pool.query(
      `insert into users (login, display_name, points) select '${prefix}' || g, '${prefix} ' || g, ${START} from generate_series(1, ${PLAYERS}) g returning id`,
    )
  ).rows.map((r) => r.id);
  await pool.query(
    `insert into points_ledger (user_id, delta, balance_after, reason) select id, points, points, 'demo_seed' from users where id = any($1)`,
    [ids],
  );
  return ids;
}

/** Sum of balances = start − staked + paid, nonces = games, for one side's accounts. */
async function sideChecks(pool, label, ids) {
  const [m] = (
    await pool.query(
      `select (select coalesce(sum(points), 0) from users where id = any($1))::int8 as balances,
              (select coalesce(sum(total_bet), 0) from games where user_id = any($1))::int8 as staked,
              (select coalesce(sum(payout), 0) from games where user_id = any($1))::int8 as paid,
              (select count(*) from games where user_id = any($1))::int as games,
              (select count(*) from games where user_id = any($1) and status = 'active')::int as active,
              (select count(*) from fairness_seeds f where f.user_id = any($1)
                 and f.nonce <> (select count(*) from games g where g.user_id = f.user_id))::int as "nonce off"`,
      [ids],
    )
  ).rows;
  const expected = ids.length * START - m.staked + m.paid;
  check(m.balances === expected, `${label}: sum of balances ${m.balances}, start - staked + paid = ${expected}`);
  check(m['nonce off'] === 0, `${label}: ${m['nonce off']} fairness pairs whose nonce is not the user's game count`);
  return { side: label, ...m, 'balances = start - staked + paid': m.balances === expected };
}

/** The newest finished game that paid, of each kind and side, and its ledger rows: the same null columns, state keys, reasons. */
async function rowComparison(pool, apiIds, rawIds) {
  const shape = async (ids, kind) => {
    const g = (
      await pool.query(
        `select * from games where user_id = any($1) and kind = $2 and status = 'finished' and payout > 0
         order by created_at desc limit 1`,
        [ids, kind],
      )
    ).rows[0];
    if (!g) return null;
    const ledger = (
      await pool.query(`select reason, ref_type, delta from points_ledger where ref_id = $1 order by seq`, [g.id])
    ).rows;
    return {
      nulls:
        Object.keys(g)
          .filter((k) => g[k] === null)
          .join(',') || '-',
      stateKeys: Object.keys(g.state).sort().join(','),
      ledger: ledger.map((l) => `${l.reason}/${l.ref_type}`).join(' + '),
      ledgerSum: ledger.reduce((s, l) => s + Number(l.delta), 0) === Number(g.payout) - Number(g.total_bet),
    };
  };
  const rows = [];
  for (const kind of ['mines', 'blackjack']) {
    const a = await shape(apiIds, kind);
    const b = await shape(rawIds, kind);
    const same =
      a &&
      b &&
      a.nulls === b.nulls &&
      a.stateKeys === b.stateKeys &&
      a.ledger === b.ledger &&
      a.ledgerSum &&
      b.ledgerSum;
    check(same, `${kind}: a finished games row of the API and of the baseline differ (${JSON.stringify({ a, b })})`);
    rows.push({ kind, side: 'API', ...a }, { kind, side: 'baseline', ...b });
  }
  return rows;
}

const DB = process.env.BENCH_DB ?? 'bench_games';
const dbUrl = await freshDatabase(DB);
if (env('BENCH_LOG_STATEMENTS', 0) === 1) {
  // Every statement of both sides in the server's log, to compare them (set before any connection opens).
  const admin = new pg.Client({ connectionString: dbUrl });
  await admin.connect();
  await admin.query(`alter database ${DB} set log_statement = 'all'`);
  await admin.end();
}
const servers = [];
const results = {};
await withServers(servers, async () => {
  servers.push(
    startServer({
      port: PORT,
      dataDir: tempDataDir('games'),
      env: {
        DATABASE_URL: dbUrl,
        SESSION_SECRET: BENCH_SECRET,
        SEED_DEMO: 'false',
        EARNING_JOB: 'false',
        RATE_LIMIT_BETS_PER_MINUTE: '100000000',
      },
    }),
  );
  await waitFor200(`${BASE}/api/health`, performance.now());
  const pool = new pg.Pool({ connectionString: dbUrl, max: POOL });
  const apiIds = await makeAccounts(pool, 'api');
  const rawIds = await makeAccounts(pool, 'base');
  const appIds = APP_SQL ? await makeAccounts(pool, 'appsql') : [];
  const apiPlayers = await Promise.all(apiIds.map((id) => sessionCookie(pool, id)));
  const withSessions = (ids) =>
    Promise.all(
      ids.map(async (id) => {
        const { rows } = await pool.query(
          "insert into sessions (user_id, expires_at) values ($1, now() + interval '1 hour') returning id",
          [id],
        );
        return { id, sessionId: rows[0].id };
      }),
    );
  const rawPlayers = await withSessions(rawIds);
  const appPlayers = await withSessions(appIds);
  await pool.query('analyze');
  const outbox = createOutbox(dbUrl);
  const sides = { apiPlayers, rawPlayers, appPlayers, ctx: { pool, outbox, withSession: true } };
  results.mines = await benchGame('Mines', { api: apiMinesRound, raw: rawMinesRound, app: appMinesRound }, sides);
  results.blackjack = await benchGame(
    'Blackjack',
    { api: apiBlackjackHand, raw: rawBlackjackHand, app: appBlackjackHand },
    sides,
  );
  await outbox.end();

  const interrupted = results.mines.interrupted + results.blackjack.interrupted;
  results.violations = await ledgerViolations(pool);
  check(results.violations === 0, `ledger check: ${results.violations} users off`);
  results.sides = [
    await sideChecks(pool, 'API accounts', apiIds),
    await sideChecks(pool, 'baseline accounts', rawIds),
    ...(APP_SQL ? [await sideChecks(pool, "app statements' accounts", appIds)] : []),
  ];
  const active = results.sides.reduce((s, r) => s + r.active, 0);
  check(active <= interrupted, `${active} active games left, ${interrupted} rounds interrupted`);
  results.rows = await rowComparison(pool, apiIds, rawIds);
  await pool.end();
});
agent.destroy();

console.log(
  `\n${PLAYERS} players a side, baseline pool ${POOL} (the API's pool: 20), ${SECONDS} s measured per run after ${WARMUP} s of warm-up a side.`,
);
printGame(
  `Mines round (bet ${BET}, ${MINES} mine, up to 3 reveals, cashout), ${PLAYERS} players`,
  'rounds',
  results.mines,
);
printGame(`Blackjack hand (bet ${BET}, hit, stand), ${PLAYERS} players`, 'hands', results.blackjack);
printTable('Checks after the run', results.sides);
console.log(
  `ledger check (users with points <> sum(ledger), or negative): ${results.violations}; ` +
    `API answers: ${apiStats.answers}, not 2xx: ${apiStats.non2xx}${apiStats.samples.length ? ` (${apiStats.samples.join(' | ')})` : ''}`,
);
check(apiStats.non2xx === 0, `${apiStats.non2xx} API answers not 2xx`);
printTable('A finished games row of each side (columns that are null, state keys, its ledger rows)', results.rows);

if (failures.length) {
  console.error(`\nFAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nOK: every answer 2xx, ledger 0, no game left active, balances and nonces add up on both sides.');
