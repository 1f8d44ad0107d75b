// The baseline of bench/channel-rewards.ts: a bare Fastify route doing the same work as the app's
// EventSub redemption handling and nothing else: read the raw body, check the HMAC-SHA256 signature
// over id + timestamp + body and the age, then in one transaction insert the redemption under its
// UNIQUE key (ON CONFLICT DO NOTHING) and, when fresh, credit the viewer (balance + ledger row) in raw
// SQL; after the commit, the same Helix PATCH (FULFILLED) to the fake, then answer 204.
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const secret = process.env.EVENTSUB_SECRET;
const helix = process.env.HELIX_URL;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`
  create table if not exists viewers (platform_user_id text primary key, points bigint not null default 0);
  create table if not exists ledger (id bigserial primary key, user_id text not null, delta int not null, balance_after bigint not null, reason text not null, ref_id text);
  create table if not exists redemptions (platform text not null, redemption_id text not null, user_id text, outcome text not null,
    platform_status text not null default 'pending', primary key (platform, redemption_id));`);

const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
app.removeContentTypeParser('application/json');
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
app.post('/webhook', async (request, reply) => {
  const id = request.headers['twitch-eventsub-message-id'];
  const ts = request.headers['twitch-eventsub-message-timestamp'];
  const sig = request.headers['twitch-eventsub-message-signature'];
  if (!id || !ts || !sig || Math.abs(Date.now() - Date.parse(ts)) > 600_000) return reply.status(403).send();
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret)
      .update(id + ts + request.body)
      .digest('hex')}`,
  );
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.status(403).send();
  const e = JSON.parse(request.body).event;
  const client = await pool.connect();
  let fresh;
  try {
    await client.query('begin');
    const ins = await client.query(
      `insert into redemptions (platform, redemption_id, user_id, outcome) values ('twitch', $1, $2, 'credited')
       on conflict do nothing returning redemption_id`,
      [e.id, e.user_id],
    );
    fresh = ins.rowCount === 1;
    if (fresh)
      await client.query(
        `with moved as (update viewers set points = points + 10 where platform_user_id = $1 returning platform_user_id, points)
         insert into ledger (user_id, delta, balance_after, reason, ref_id) select platform_user_id, 10, points, 'channel_reward', $2 from moved`,
        [e.user_id, e.id],
      );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
  if (fresh) {
    const qs = new URLSearchParams({ broadcaster_id: '9', reward_id: e.reward.id, id: e.id });
    const res = await fetch(`${helix}/channel_points/custom_rewards/redemptions?${qs}`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer user-bench-base', 'client-id': 'bench', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'FULFILLED' }),
    });
    if (res.ok)
      await pool.query(
        `update redemptions set platform_status = 'done' where platform = 'twitch' and redemption_id = $1`,
        [e.id],
      );
  }
  return reply.status(204).send();
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => Promise.all([app.close(), pool.end()]).then(() => process.exit(0)));
