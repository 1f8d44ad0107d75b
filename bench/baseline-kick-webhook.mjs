// The baseline of bench/kick.mjs: a minimal Fastify handler doing what the Kick webhook must do
// and nothing else: read the raw body, check the age of the timestamp, verify the RSA signature
// over `messageId.timestamp.rawBody` with the public key, and record the message id and the
// sender's presence in one statement (the same SQL shape as the app), then answer 200.
import { createPublicKey, verify } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const key = createPublicKey(process.env.PUBLIC_KEY);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`
  create table if not exists kick_event_messages (message_id text primary key, received_at timestamptz not null default now());
  create table if not exists kick_chatters (kick_user_id text primary key, username text not null,
    subscriber boolean not null default false, last_seen_at timestamptz not null);`);

const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
app.removeContentTypeParser('application/json');
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
app.post('/webhook', async (request, reply) => {
  const id = request.headers['kick-event-message-id'];
  const ts = request.headers['kick-event-message-timestamp'];
  const sig = request.headers['kick-event-signature'];
  if (!id || !ts || !sig || Math.abs(Date.now() - Date.parse(ts)) > 600_000) return reply.status(403).send();
  if (!verify('sha256', Buffer.from(`${id}.${ts}.${request.body}`), key, Buffer.from(sig, 'base64')))
    return reply.status(403).send();
  const event = JSON.parse(request.body);
  await pool.query(
    `with m as (insert into kick_event_messages (message_id) values ($1) on conflict do nothing returning message_id),
     c as (insert into kick_chatters (kick_user_id, username, subscriber, last_seen_at)
           select $2, $3, $4, now() from m
           on conflict (kick_user_id) do update set username = excluded.username, subscriber = excluded.subscriber,
             last_seen_at = greatest(kick_chatters.last_seen_at, excluded.last_seen_at) returning 1)
     select (select count(*) from m)::int as fresh`,
    [id, String(event.sender.user_id), event.sender.username, false],
  );
  return reply.status(200).send();
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => Promise.all([app.close(), pool.end()]).then(() => process.exit(0)));
