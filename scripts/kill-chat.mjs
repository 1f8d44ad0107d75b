// kill -9 in the middle of a chat burst (ADR 079), on PostgreSQL with two API instances:
//  - KILL_CHAT_MESSAGES (default 3,000) `!gtb <amount>` chat messages from as many linked viewers
//    (half Kick, half Twitch), each signed as its platform signs it, delivered to instance A at 20
//    connections; A is killed with SIGKILL once half of them are answered, while its commands still
//    wait their turn (the webhooks answer ahead of the command work, ADR 078);
//  - the platforms deliver again what A never answered, to instance B (a delivery A recorded before
//    it died is a duplicate there); B's sweep (CHAT_INBOX_SWEEP_SECONDS=5) runs what A answered and
//    never ran, and takes over the runs A claimed and never finished;
//  - then, in SQL: every message left exactly one guess with its amount, no run is left running,
//    the chat inbox is empty, and the ledger check is 0.
// Exits non-zero on any of those, or when the kill found nothing pending (the case was not made).
//
//   npm run kill:chat            (DATABASE_URL: a PostgreSQL server; default 127.0.0.1:5432/test)
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import { chatEnv, connectBots, linkedViewers, signChat, startChatFakes, webhookJob } from '../bench/lib-chat.mjs';
import { freshDatabase, ledgerViolations, sessionCookie } from '../bench/lib-pg.mjs';
import { request, root, startServer, tempDataDir, waitFor200, withServers } from '../bench/lib.mjs';

const MESSAGES = Number(process.env.KILL_CHAT_MESSAGES ?? 3_000);
const CONNECTIONS = 20;
const PORTS = [3733, 3734];
const BASES = PORTS.map((p) => `http://127.0.0.1:${p}`);
const START_CENTS = 100_000;
const SETTLE_TIMEOUT_MS = 120_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

console.log('kill:chat: building the API…');
const build = spawnSync('npm', ['run', 'build', '-w', '@app/api'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const fakes = await startChatFakes();
const dbUrl = await freshDatabase('kill_chat');
const env = chatEnv(dbUrl, fakes, { CHAT_INBOX_SWEEP_SECONDS: '5' });
const failures = [];
const servers = [];

await withServers(servers, async () => {
  for (const [i, port] of PORTS.entries()) {
    servers.push(startServer({ port, dataDir: tempDataDir(`kill-chat-${i}`), env }));
    await waitFor200(`${BASES[i]}/api/health`, performance.now());
  }
  const [a] = servers;
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  await linkedViewers(pool, 'chat', 'Chat', MESSAGES, 500_000, 80_000_000);
  await pool.query(`insert into users (login, display_name, role) values ('killadmin', 'Kill Admin', 'Admin')`);
  const admin = (await pool.query(`select id from users where login = 'killadmin'`)).rows[0].id;
  const adminCookie = await sessionCookie(pool, admin, 'Admin');
  await connectBots(BASES[1], adminCookie);
  const adminCall = async (p, body) => {
    const res = await fetch(`${BASES[1]}/api/v1${p}`, {
      method: 'POST',
      headers: { origin: BASES[1], cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const hunt = await adminCall('/admin/live-hunt', { start: START_CENTS });
  await adminCall('/admin/live-hunt/gtb', { status: 'opened' });

  // One valid guess per viewer, its amount known: i + 1 dollars.
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({
    i,
    platform: i % 2 === 0 ? 'kick' : 'twitch',
    content: `!gtb ${i + 1}`,
    cents: (i + 1) * 100,
    target: 0,
  }));
  for (const m of messages) signChat(fakes.kick, m, 500_000, 80_000_000, 'Chat');

  // ---- the burst to A, killed at half ----
  console.log(`kill:chat: ${MESSAGES.toLocaleString()} chat deliveries to A at ${CONNECTIONS} connections…`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const answered = new Array(MESSAGES).fill(false);
  let answers = 0;
  let next = 0;
  let killedAt = null;
  const pending = { inbox: 0, running: 0 };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < MESSAGES && killedAt === null) {
        const m = messages[next++];
        const res = await request(BASES[0], agent, webhookJob(m));
        if (res.status >= 200 && res.status < 300) {
          answered[m.i] = true;
          answers++;
        }
        if (answers >= MESSAGES / 2 && killedAt === null) {
          killedAt = answers;
          process.kill(a.child.pid, 'SIGKILL');
        }
      }
    }),
  );
  agent.destroy();
  // A is gone: nothing to stop at the end.
  if (a.child.exitCode === null && a.child.signalCode === null) await new Promise((r) => a.child.once('exit', r));
  servers[0] = { stop: async () => {} };
  const at = (
    await pool.query(
      `select (select count(*)::int from chat_inbox) as inbox,
              (select count(*)::int from chat_command_runs where outcome = 'running') as running`,
    )
  ).rows[0];
  Object.assign(pending, at);
  console.log(
    `kill:chat: SIGKILL of A after ${killedAt} answers; at the kill ${pending.inbox} answered command(s) were in the inbox, ` +
      `${pending.running} of them claimed and unfinished`,
  );
  if (pending.inbox === 0) failures.push('the kill found no command pending: the case was not made');

  // ---- the platforms deliver again what A never answered, to B ----
  const again = messages.filter((m) => !answered[m.i]).map((m) => ({ ...m, target: 0 }));
  const agentB = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let k = 0;
  const statuses = {};
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (k < again.length) {
        const res = await request(BASES[1], agentB, webhookJob(again[k++]));
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  agentB.destroy();
  console.log(`kill:chat: ${again.length} deliveries again to B, answered ${JSON.stringify(statuses)}`);
  if (Object.keys(statuses).some((s) => Number(s) < 200 || Number(s) >= 300))
    failures.push(`deliveries to B not all answered 2xx: ${JSON.stringify(statuses)}`);

  // ---- B runs its own and sweeps A's: wait for an empty inbox and no run running ----
  const t0 = performance.now();
  let state;
  for (;;) {
    state = (
      await pool.query(
        `select (select count(*)::int from chat_inbox) as inbox,
                (select count(*)::int from chat_command_runs where outcome = 'running') as running,
                (select count(*)::int from live_hunt_gtb_guesses) as guesses`,
      )
    ).rows[0];
    if (state.inbox === 0 && state.running === 0) break;
    if (performance.now() - t0 > SETTLE_TIMEOUT_MS) {
      failures.push(`after ${SETTLE_TIMEOUT_MS / 1000} s: ${state.inbox} in the inbox, ${state.running} running`);
      break;
    }
    await sleep(250);
  }
  if (state.inbox === 0 && state.running === 0)
    console.log(
      `kill:chat: inbox empty and no run running ${((performance.now() - t0) / 1000).toFixed(1)} s after the redeliveries`,
    );

  // ---- the books ----
  const guesses = (
    await pool.query(
      `select u.login, g.guess_cents::int8 as cents from live_hunt_gtb_guesses g join users u on u.id = g.user_id
        where g.hunt_id = $1`,
      [hunt._id],
    )
  ).rows;
  const byLogin = new Map();
  for (const g of guesses) byLogin.set(g.login, [...(byLogin.get(g.login) ?? []), Number(g.cents)]);
  let lost = 0;
  let doubled = 0;
  let wrong = 0;
  for (const m of messages) {
    const got = byLogin.get(`chat${m.i}`) ?? [];
    if (got.length === 0) lost++;
    else if (got.length > 1) doubled++;
    else if (got[0] !== m.cents) wrong++;
  }
  const outcomes = (
    await pool.query(`select outcome, code, count(*)::int as n from chat_command_runs group by 1, 2 order by 3 desc`)
  ).rows;
  console.log(
    `kill:chat: ${guesses.length} guesses for ${MESSAGES} messages: ${lost} lost, ${doubled} doubled, ${wrong} with another amount`,
  );
  console.log(
    'kill:chat: runs by outcome:',
    outcomes.map((r) => `${r.outcome}${r.code ? ` ${r.code}` : ''}: ${r.n}`).join('; '),
  );
  if (lost || doubled || wrong || guesses.length !== MESSAGES)
    failures.push(`guesses: ${lost} lost, ${doubled} doubled, ${wrong} wrong amount, ${guesses.length} rows`);
  const ledger = await ledgerViolations(pool);
  console.log(`kill:chat: ledger check (users with points <> sum(ledger)): ${ledger}`);
  if (ledger !== 0) failures.push(`ledger check ${ledger}`);
  await pool.end();
});
await fakes.kick.close();
await fakes.twitch.close();

if (failures.length) {
  console.error(`kill:chat FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  'kill:chat OK: every message answered before or after the kill left exactly one guess; inbox empty; ledger 0',
);
