// Chat-command burst at the close of GTB (issue 22), on PostgreSQL with TWO API instances:
//  - BENCH_VIEWERS (default 5,000) `!gtb <amount>` chat messages from as many distinct linked viewers
//    (half Kick, half Twitch), each delivery signed as the platform signs it (Kick: RSA through the
//    fake Kick's key; Twitch: EventSub HMAC), spread over both instances at 50 connections; a few
//    hundred redeliveries (same Kick / EventSub delivery, or the same chat message id under a new
//    delivery id, to the other instance), out-of-range amounts and garbage arguments among them.
//    GTB is opened before the burst and closed through the admin API as soon as the last delivery
//    is answered; the commands run after the webhook's answer, so the script then polls
//    chat_command_runs until none is 'running' and checks that every valid message left exactly one
//    guess (and nothing else did);
//  - beside it, the same number of guesses through the site (PUT /api/v1/bonustracker/{id}/gtb, one
//    session per user) at 50 connections on the same two instances, on a fresh hunt;
//  - the bot's replies as the fake Kick and the fake Twitch received them, per 30 s window, beside
//    the queue's limit (20 lines per 30 s per platform, shared by the instances); the ledger check.
// Both sides are warmed up first, on a hunt of their own: BENCH_WARMUP (default 2,000, at most
// BENCH_VIEWERS) valid chat messages from other linked viewers, then as many site guesses, so the
// measured runs start on compiled code, open pool connections and a warm database cache.
// The fakes are real HTTP servers in this process; both instances point at them by KICK_* and
// TWITCH_* URLs, and the bot accounts are connected through the admin connect round trips.
// Exits non-zero when a guess is lost, doubled or recorded for an invalid message, when a delivery
// or a site guess is not answered 2xx, when a platform received more than 2 x 20 lines in a 30 s
// window (then one instance sent more than its 20), or when the ledger check fails.
// Usage: npm run build && npm run bench:chat-burst   (BENCH_VIEWERS=500 for a quick run;
//        DATABASE_URL = a PostgreSQL server you may create databases on, default postgres://postgres@127.0.0.1:5432/test)
import http from 'node:http';
import pg from 'pg';
import {
  chatEnv,
  connectBots,
  KICK_WEBHOOK,
  linkedViewers,
  signChat,
  startChatFakes,
  twitchDelivery,
  TWITCH_WEBHOOK,
  webhookJob,
} from './lib-chat.mjs';
import { freshDatabase, ledgerViolations, sessionCookie } from './lib-pg.mjs';
import { printTable, request, startServer, tempDataDir, waitFor200, withServers } from './lib.mjs';

const DB = process.env.BENCH_DB ?? 'bench_chat_burst';
const PORTS = [3940, 3941];
const BASES = PORTS.map((p) => `http://127.0.0.1:${p}`);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 5_000);
const WARMUP = Math.min(VIEWERS, Number(process.env.BENCH_WARMUP ?? 2_000));
const CONNECTIONS = 50;
const OUT_OF_RANGE = Math.round(VIEWERS * 0.03);
const GARBAGE = Math.round(VIEWERS * 0.03);
const REDELIVERIES = Math.round(VIEWERS * 0.06);
/** The reply queue's limit (packages/chat CHAT_RATE_LIMITS): per platform, shared by every instance (chat_reply_sends). */
const REPLY_LIMIT = { messages: 20, seconds: 30 };
const START_CENTS = 100_000; // GTB range: $1 to 15 x start = $15,000

// A seeded generator: the same messages every run.
let seed = 0x5eed1234;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const randInt = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const shuffle = (a) => {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The keep-alive connections to each instance, opened by the warm-up and kept for the measured runs:
 * a platform delivers its webhooks over connections it keeps open, and a browser keeps its own.
 */
const AGENTS = BASES.map(() => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS / BASES.length }));

/**
 * Runs every job at `connections` concurrent keep-alive connections, half on each instance (a job
 * names its instance); returns each job's status and latency, and the wall time.
 */
async function runLoad(jobs, connections) {
  const per = connections / BASES.length;
  const agents = AGENTS;
  const results = new Array(jobs.length);
  const queues = BASES.map((_, t) => jobs.map((j, i) => [j, i]).filter(([j]) => j.target === t));
  const t0 = performance.now();
  const startedAt = Date.now();
  await Promise.all(
    queues.flatMap((queue, t) => {
      let next = 0;
      return Array.from({ length: per }, async () => {
        while (next < queue.length) {
          const [job, i] = queue[next++];
          results[i] = { tag: job.tag, ...(await request(BASES[t], agents[t], job)) };
        }
      });
    }),
  );
  const wallMs = performance.now() - t0;
  return { results, wallMs, startedAt };
}

function summary(results, wallMs, ok) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    requests: results.length,
    rps: results.length / (wallMs / 1000),
    p50: pct(ms, 0.5),
    p99: pct(ms, 0.99),
    bad: results.filter((r) => !ok(r.status)),
  };
}

/** Largest number of sends in any `windowMs` (sliding), and the counts per fixed window from the first. */
function windows(times, windowMs) {
  const t = [...times].sort((a, b) => a - b);
  let max = 0;
  for (let i = 0, j = 0; i < t.length; i++) {
    while (t[j] <= t[i] - windowMs) j++;
    max = Math.max(max, i - j + 1);
  }
  const buckets = [];
  for (const x of t) {
    const b = Math.floor((x - t[0]) / windowMs);
    buckets[b] = (buckets[b] ?? 0) + 1;
  }
  return { max, buckets: Array.from(buckets, (n) => n ?? 0) };
}

// ---- the fakes, and the two instances pointed at them ----
const { kick, twitch } = await startChatFakes();
// When each reply line reached a fake (the fakes keep the lines, not their times).
const replyTimes = { kick: [], twitch: [] };
for (const [platform, lines] of [
  ['kick', kick.state.chat],
  ['twitch', twitch.state.chatMessages],
]) {
  const push = lines.push;
  lines.push = function (...items) {
    for (let i = 0; i < items.length; i++) replyTimes[platform].push(performance.now());
    return push.apply(this, items);
  };
}

const dbUrl = await freshDatabase(DB);
const env = chatEnv(dbUrl, { kick, twitch });

const failures = [];
const servers = [];
await withServers(servers, async () => {
  servers.push(startServer({ port: PORTS[0], dataDir: tempDataDir('chat-a'), env }));
  await waitFor200(`${BASES[0]}/api/health`, performance.now());
  servers.push(startServer({ port: PORTS[1], dataDir: tempDataDir('chat-b'), env }));
  await waitFor200(`${BASES[1]}/api/health`, performance.now());

  const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
  // Chat viewers: account chat<i>, linked to Kick user 500000+i (even i) or Twitch user 80000000+i (odd i).
  // Site users: account site<i>, a session each.
  console.log(`creating ${VIEWERS.toLocaleString()} linked chat viewers and ${VIEWERS.toLocaleString()} site users…`);
  await linkedViewers(pool, 'chat', 'Chat', VIEWERS, 500_000, 80_000_000);
  // The warm-up's chatters, on accounts of their own.
  await linkedViewers(pool, 'warm', 'Warm', WARMUP, 600_000, 90_000_000);
  await pool.query(
    `insert into users (login, display_name) select 'site' || g, 'Site ' || g from generate_series(0, ${VIEWERS - 1}) g`,
  );
  await pool.query(`insert into users (login, display_name, role) values ('benchadmin', 'Bench Admin', 'Admin')`);
  await pool.query('analyze');
  const idOf = new Map((await pool.query(`select id, login from users`)).rows.map((r) => [r.login, r.id]));
  const adminCookie = await sessionCookie(pool, idOf.get('benchadmin'), 'Admin');
  const siteCookies = [];
  for (let i = 0; i < VIEWERS; i += 200)
    siteCookies.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(200, VIEWERS - i) }, (_, j) => sessionCookie(pool, idOf.get(`site${i + j}`))),
      )),
    );

  const adminCall = async (p, body, method = 'POST') => {
    const res = await fetch(`${BASES[0]}/api/v1${p}`, {
      method,
      headers: { origin: BASES[0], cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  // The bot accounts: the admin's connect round trips through the fakes (start, consent, callback).
  await connectBots(BASES[0], adminCookie);
  const chatState = await (
    await fetch(`${BASES[1]}/api/v1/admin/chat-commands`, { headers: { cookie: adminCookie } })
  ).json();
  console.log('bot connections as instance B sees them:', JSON.stringify(chatState.connections));

  // ---- 1. the chat burst ----
  // One message per viewer: mostly valid amounts in every accepted form, some out of range, some garbage.
  const kinds = shuffle([
    ...Array(OUT_OF_RANGE).fill('range'),
    ...Array(GARBAGE).fill('garbage'),
    ...Array(VIEWERS - OUT_OF_RANGE - GARBAGE).fill('valid'),
  ]);
  const rangeTexts = ['0', '0.50', '15000.01', '20000', '999999', '$0.99'];
  const garbageTexts = ['abc', '12 34', '', '1e5', '-5', '1.234.5', '١٢٣', '1,000.00', '$', 'NaN'];
  const messages = kinds.map((kind, i) => {
    const platform = i % 2 === 0 ? 'kick' : 'twitch';
    let text;
    let cents = null;
    if (kind === 'valid') {
      // Every accepted form: 1234, $1234, 1234.56, 1234,56, $1234.56.
      const dollars = randInt(1, (START_CENTS * 15) / 100 - 1);
      const c = String(randInt(0, 99)).padStart(2, '0');
      const form = i % 5;
      cents = form < 2 ? dollars * 100 : dollars * 100 + Number(c);
      text = [`${dollars}`, `$${dollars}`, `${dollars}.${c}`, `${dollars},${c}`, `$${dollars}.${c}`][form];
    } else text = kind === 'range' ? rangeTexts[i % rangeTexts.length] : garbageTexts[i % garbageTexts.length];
    return { i, platform, kind, cents, content: text === '' ? '!gtb' : `!gtb ${text}`, target: (i >> 1) % 2 };
  });

  console.log(`signing ${VIEWERS.toLocaleString()} chat deliveries and ${REDELIVERIES} redeliveries…`);
  const sign = (m, kickBase, twitchBase, prefix) => signChat(kick, m, kickBase, twitchBase, prefix);
  for (const m of messages) sign(m, 500_000, 80_000_000, 'Chat');
  const jobOf = webhookJob;
  // The warm-up's messages: all valid, from the warm-up chatters.
  const warmMessages = Array.from({ length: WARMUP }, (_, i) => ({
    i,
    platform: i % 2 === 0 ? 'kick' : 'twitch',
    content: `!gtb ${randInt(1, (START_CENTS * 15) / 100 - 1)}`,
    target: (i >> 1) % 2,
  }));
  for (const m of warmMessages) sign(m, 600_000, 90_000_000, 'Warm');
  // Deliveries in a shuffled order; each redelivery (half the same delivery again, half the same chat
  // message under a new delivery id) somewhere after its original, to the other instance.
  const order = shuffle(messages.map((m) => m.i));
  const position = new Map(order.map((i, k) => [i, k]));
  const keyed = order.map((i, k) => ({ key: k, job: { ...messages[i], redelivery: null } }));
  for (let r = 0; r < REDELIVERIES; r++) {
    const m = messages[randInt(0, VIEWERS - 1)];
    const sameDelivery = r % 2 === 0;
    const delivery = sameDelivery
      ? m.delivery
      : m.platform === 'kick'
        ? kick.sign({ type: 'chat.message.sent', event: m.event })
        : twitchDelivery(m.event);
    const from = position.get(m.i);
    keyed.push({
      key: from + 0.5 + rand() * (VIEWERS - from),
      job: { ...m, delivery, target: 1 - m.target, redelivery: sameDelivery ? 'same delivery' : 'new delivery id' },
    });
  }
  keyed.sort((a, b) => a.key - b.key);
  const chatJobs = keyed.map(({ job }) => jobOf(job));
  const siteJobsFor = (huntId, cents) =>
    cents.map((c, i) => ({
      target: i % 2,
      method: 'PUT',
      path: `/api/v1/bonustracker/${huntId}/gtb`,
      headers: { cookie: siteCookies[i], origin: BASES[i % 2], 'content-type': 'application/json' },
      body: JSON.stringify({ guess: c }),
      tag: 'site',
    }));

  /** Waits until chat_command_runs since `since` number `count`, none running; false after 15 s without a change. */
  async function runsSettled(since, count) {
    let runs = { total: 0, running: 0 };
    let lastChange = performance.now();
    for (;;) {
      const { rows } = await pool.query(
        `select count(*)::int as total, count(*) filter (where outcome = 'running')::int as running
         from chat_command_runs where created_at >= $1`,
        [since],
      );
      if (rows[0].total !== runs.total || rows[0].running !== runs.running) lastChange = performance.now();
      runs = rows[0];
      if (runs.total >= count && runs.running === 0) return true;
      if (performance.now() - lastChange > 15_000) {
        failures.push(`commands stopped at ${runs.total} runs (${runs.running} running), expected ${count}`);
        return false;
      }
      await sleep(100);
    }
  }
  const dbNow = async () => (await pool.query('select now() as t')).rows[0].t;

  // ---- 0. the warm-up, on a hunt of its own: chat, then the site ----
  if (WARMUP > 0) {
    console.log(`warm-up: ${WARMUP.toLocaleString()} chat messages, then ${WARMUP.toLocaleString()} site guesses…`);
    const warmHunt = await adminCall('/admin/live-hunt', { start: START_CENTS });
    await adminCall('/admin/live-hunt/gtb', { status: 'opened' });
    const since = await dbNow();
    const warmChat = await runLoad(warmMessages.map(jobOf), CONNECTIONS);
    await runsSettled(since, WARMUP);
    const warmSite = await runLoad(
      siteJobsFor(
        warmHunt._id,
        Array.from({ length: WARMUP }, () => randInt(100, START_CENTS * 15)),
      ),
      CONNECTIONS,
    );
    for (const [name, run] of [
      ['chat', warmChat],
      ['site', warmSite],
    ])
      if (run.results.some((r) => r.status < 200 || r.status > 299)) failures.push(`warm-up ${name}: answers not 2xx`);
    await adminCall('/admin/live-hunt/gtb', { status: 'closed' });
    await adminCall('/admin/live-hunt/cancel');
  }

  const hunt1 = await adminCall('/admin/live-hunt', { start: START_CENTS });
  await adminCall('/admin/live-hunt/gtb', { status: 'opened' });
  await sleep(500);
  console.log(
    `burst: ${chatJobs.length.toLocaleString()} deliveries (${VIEWERS.toLocaleString()} messages + ${REDELIVERIES} redeliveries) at ${CONNECTIONS} connections on 2 instances, GTB closed right after…`,
  );
  const burstSince = await dbNow();
  const burstT0 = performance.now();
  const burst = await runLoad(chatJobs, CONNECTIONS);
  await adminCall('/admin/live-hunt/gtb', { status: 'closed' });
  const closedAfterMs = performance.now() - burstT0;

  // The commands run after the answers: wait until each message's run is finished (or nothing moves for 15 s).
  await runsSettled(burstSince, VIEWERS);
  const commandsDoneMs = performance.now() - burstT0;

  // Every valid message: exactly one guess for its account, of its amount; nothing for the others.
  const expected = new Map(
    messages.filter((m) => m.kind === 'valid').map((m) => [idOf.get(`chat${m.i}`), { cents: m.cents, m }]),
  );
  const { rows: guessRows } = await pool.query(
    `select user_id, count(*)::int as n, min(guess_cents)::bigint as cents,
            (extract(epoch from max(created_at)) * 1000)::float8 as at
     from live_hunt_gtb_guesses where hunt_id = $1 group by user_id`,
    [hunt1._id],
  );
  const recorded = { kick: 0, twitch: 0 };
  const expectedBy = { kick: 0, twitch: 0 };
  for (const { m } of expected.values()) expectedBy[m.platform]++;
  let doubled = 0;
  let unexpected = 0;
  let wrongAmount = 0;
  let lastGuessAt = 0;
  for (const g of guessRows) {
    lastGuessAt = Math.max(lastGuessAt, g.at);
    const want = expected.get(g.user_id);
    if (!want) {
      unexpected++;
      continue;
    }
    recorded[want.m.platform]++;
    if (g.n !== 1) doubled++;
    if (Number(g.cents) !== want.cents) wrongAmount++;
  }
  const guessRowsTotal = guessRows.reduce((s, g) => s + g.n, 0);
  const lost = expected.size - (recorded.kick + recorded.twitch);
  const { rows: outcomeRows } = await pool.query(
    `select platform, outcome, coalesce(code, '') as code, count(*)::int as n
     from chat_command_runs where created_at >= $1 group by 1, 2, 3 order by 1, 4 desc`,
    [burstSince],
  );
  const lostRuns = (
    await pool.query(
      `select r.platform, r.outcome, coalesce(r.code, '') as code, count(*)::int as n
       from chat_command_runs r join user_identities i on i.platform = r.platform and i.platform_user_id = r.chatter_id
       where i.user_id = any($1::uuid[])
         and not exists (select 1 from live_hunt_gtb_guesses g where g.hunt_id = $2 and g.user_id = i.user_id)
       group by 1, 2, 3 order by 4 desc`,
      [[...expected.keys()], hunt1._id],
    )
  ).rows;
  console.log(
    `chat: expected ${expected.size} guesses (${expectedBy.kick} Kick, ${expectedBy.twitch} Twitch), recorded ${guessRowsTotal} rows` +
      ` for ${guessRows.length} accounts: ${lost} lost, ${doubled} doubled, ${unexpected} for invalid messages, ${wrongAmount} with another amount`,
  );
  console.log(
    `chat: last answer at ${(burst.wallMs / 1000).toFixed(1)} s, GTB closed at ${(closedAfterMs / 1000).toFixed(1)} s, ` +
      `last guess recorded at ${((lastGuessAt - burst.startedAt) / 1000).toFixed(1)} s, every run finished by ${(commandsDoneMs / 1000).toFixed(1)} s`,
  );
  console.log(
    'chat command runs by outcome:',
    outcomeRows.map((r) => `${r.platform} ${r.outcome}${r.code ? ` ${r.code}` : ''}: ${r.n}`).join('; '),
  );
  // Every command done leaves the chat inbox with its outcome (ADR 079): none may stay behind.
  const kept = (await pool.query('select count(*)::int as n from chat_inbox')).rows[0].n;
  console.log(`chat inbox after the runs: ${kept} message(s) left`);
  if (kept !== 0) failures.push(`chat inbox: ${kept} message(s) left after every run finished`);
  if (lost > 0)
    console.log(
      'valid messages without a guess, by outcome:',
      lostRuns.map((r) => `${r.platform} ${r.outcome}${r.code ? ` ${r.code}` : ''}: ${r.n}`).join('; ') || 'no run',
    );
  if (lost !== 0 || doubled !== 0 || unexpected !== 0 || wrongAmount !== 0 || guessRowsTotal !== expected.size)
    failures.push(
      `chat guesses: expected ${expected.size}, recorded ${guessRowsTotal} (${lost} lost, ${doubled} doubled, ${unexpected} unexpected, ${wrongAmount} wrong amount)`,
    );

  // ---- 2. the same number of guesses through the site, on a fresh hunt ----
  await adminCall('/admin/live-hunt/cancel');
  const hunt2 = await adminCall('/admin/live-hunt', { start: START_CENTS });
  await adminCall('/admin/live-hunt/gtb', { status: 'opened' });
  const siteCents = Array.from({ length: VIEWERS }, () => randInt(100, START_CENTS * 15));
  const siteJobs = siteJobsFor(hunt2._id, siteCents);
  await sleep(500);
  console.log(`site: ${VIEWERS.toLocaleString()} guesses through PUT /api/v1/bonustracker/{id}/gtb…`);
  const site = await runLoad(siteJobs, CONNECTIONS);
  await adminCall('/admin/live-hunt/gtb', { status: 'closed' });
  const siteRecorded = (
    await pool.query(
      `select count(*)::int as n, count(distinct user_id)::int as users from live_hunt_gtb_guesses where hunt_id = $1`,
      [hunt2._id],
    )
  ).rows[0];
  if (siteRecorded.n !== VIEWERS || siteRecorded.users !== VIEWERS)
    failures.push(`site guesses: expected ${VIEWERS}, recorded ${siteRecorded.n} for ${siteRecorded.users} users`);

  // ---- 3. the replies: wait until every queue is empty (a queue holding lines sends one within 31.5 s:
  // its 30 s window, then its 1.5 s tick) ----
  const lastReply = () => Math.max(0, ...replyTimes.kick, ...replyTimes.twitch);
  console.log('waiting for the reply queues to empty (35 s without a line)…');
  while (performance.now() - Math.max(lastReply(), burstT0 + commandsDoneMs) < 35_000) await sleep(500);

  const violations = await ledgerViolations(pool);
  if (violations !== 0) failures.push(`ledger check: ${violations} users with points <> sum(ledger)`);
  await pool.end();

  // ---- the tables ----
  const ok2xx = (s) => s >= 200 && s < 300;
  const byTag = (tag) => burst.results.filter((r) => r.tag === tag);
  const all = summary(burst.results, burst.wallMs, ok2xx);
  const k = summary(byTag('kick'), burst.wallMs, ok2xx);
  const t = summary(byTag('twitch'), burst.wallMs, ok2xx);
  const s = summary(site.results, site.wallMs, (st) => st === 200);
  for (const [name, x] of [
    ['chat deliveries', all],
    ['site guesses', s],
  ])
    if (x.bad.length)
      failures.push(
        `${name}: ${x.bad.length} answers not 2xx (${[...new Set(x.bad.map((b) => b.status || b.error))].join(', ')})`,
      );
  const row = (p, x, rec, exp) => ({
    path: p,
    requests: x.requests,
    'req/s': Math.round(x.rps),
    'p50 ms': x.p50.toFixed(1),
    'p99 ms': x.p99.toFixed(1),
    'recorded / expected': `${rec} / ${exp}`,
  });
  printTable(
    `GTB guesses at the close: ${VIEWERS.toLocaleString()} chat messages vs ${VIEWERS.toLocaleString()} site guesses, ${CONNECTIONS} connections over 2 instances, one PostgreSQL`,
    [
      row(`chat webhook, Kick   (POST ${KICK_WEBHOOK}, RSA)`, k, recorded.kick, expectedBy.kick),
      row(`chat webhook, Twitch (POST ${TWITCH_WEBHOOK}, HMAC)`, t, recorded.twitch, expectedBy.twitch),
      row('chat webhook, both (answer before the command runs)', all, recorded.kick + recorded.twitch, expected.size),
      row('site API (PUT /api/v1/bonustracker/{id}/gtb)', s, siteRecorded.n, VIEWERS),
    ],
  );
  console.log(
    `chat: ${VIEWERS} messages (${expected.size} valid, ${OUT_OF_RANGE} out of range, ${GARBAGE} garbage) + ${REDELIVERIES} redeliveries;` +
      ` req/s of a platform = its deliveries / the whole burst's time; commands all finished ${(commandsDoneMs / 1000).toFixed(1)} s after the burst began` +
      ` (site: ${(site.wallMs / 1000).toFixed(1)} s)`,
  );

  const replyRow = (platform, times) => {
    const w = windows(times, REPLY_LIMIT.seconds * 1000);
    return {
      platform,
      'lines sent': times.length,
      'per 30 s window from the first line': w.buckets.join(', ') || '-',
      'max in any 30 s': w.max,
      limit: `${REPLY_LIMIT.messages} / ${REPLY_LIMIT.seconds} s for all instances together`,
    };
  };
  printTable('Bot replies captured by the fakes during the burst', [
    replyRow('Kick (fake POST /public/v1/chat)', replyTimes.kick),
    replyRow('Twitch (fake POST /helix/chat/messages)', replyTimes.twitch),
  ]);
  for (const [platform, times] of Object.entries(replyTimes))
    if (windows(times, REPLY_LIMIT.seconds * 1000).max > REPLY_LIMIT.messages)
      failures.push(
        `${platform} replies: more than ${REPLY_LIMIT.messages} lines in a 30 s window (the instances share one budget)`,
      );
  const sample = (lines) => [...new Set(lines)].slice(0, 4).map((l) => `    ${l}`);
  console.log('some Kick lines:\n' + sample(kick.state.chat.map((c) => c.content)).join('\n'));
  console.log('some Twitch lines:\n' + sample(twitch.state.chatMessages.map((c) => c.message)).join('\n'));
  console.log(`ledger check (users with points <> sum(ledger)): ${violations}`);
});
for (const a of AGENTS) a.destroy();
await kick.close();
await twitch.close();

if (failures.length) {
  console.error(`\nFAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nOK: every valid chat message left exactly one guess; the site guesses all recorded; ledger 0.');
