// The chat pieces bench:chat-burst and kill:chat share: the fake Kick and Twitch, the instances'
// environment pointed at them, linked chat viewers, the bots' connect round trips, and chat
// deliveries signed as each platform signs them.
import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { BENCH_SECRET } from './lib-pg.mjs';
import { root } from './lib.mjs';

register();
const imp = (p) => import(pathToFileURL(path.join(root, p)).href);
const { startFakeKick, kickChatEvent } = await imp('apps/api/test/fakes/fake-kick.ts');
const { startFakeTwitch } = await imp('apps/api/test/fakes/fake-twitch.ts');

export const EVENTSUB_SECRET = 'bench-eventsub-secret-0123456789';
export const KICK_WEBHOOK = '/api/v1/webhooks/kick';
export const TWITCH_WEBHOOK = '/api/v1/webhooks/twitch/eventsub';

/** The fake Kick and Twitch (real HTTP servers in this process), with the channel `bigstreamer`. */
export async function startChatFakes() {
  const kick = await startFakeKick({ clientId: 'bench-kick', clientSecret: 'bench-kick-secret' });
  kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: true });
  kick.state.consentUser = { user_id: 77, name: 'BigStreamer', email: '', profile_picture: '' };
  const twitch = await startFakeTwitch({ clientId: 'bench-twitch', clientSecret: 'bench-twitch-secret' });
  twitch.state.consentUser = { id: '9', login: 'bigstreamer', display_name: 'BigStreamer', profile_image_url: '' };
  return { kick, twitch };
}

/** An instance's environment: the database, both platforms pointed at the fakes, no watch-time tick. */
export function chatEnv(dbUrl, { kick, twitch }, extra = {}) {
  return {
    DATABASE_URL: dbUrl,
    SESSION_SECRET: BENCH_SECRET,
    SECRETS_KEY: 'bench-secrets-key-bench-secrets-key-0123',
    SEED_DEMO: 'false',
    RATE_LIMIT_BETS_PER_MINUTE: '100000000',
    KICK_CLIENT_ID: 'bench-kick',
    KICK_CLIENT_SECRET: 'bench-kick-secret',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_CHANNEL: 'bigstreamer',
    TWITCH_CLIENT_ID: 'bench-twitch',
    TWITCH_CLIENT_SECRET: 'bench-twitch-secret',
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_CHANNEL: 'bigstreamer',
    TWITCH_EVENTSUB_SECRET: EVENTSUB_SECRET,
    // No watch-time tick in the middle of the measurement (it would credit the Kick chatters).
    EARNING_JOB: 'false',
    ...extra,
  };
}

/** Accounts <prefix><i> (i < count), linked to Kick user kickBase+i (even i) or Twitch user twitchBase+i (odd i). */
export async function linkedViewers(pool, prefix, label, count, kickBase, twitchBase) {
  await pool.query(
    `insert into users (login, display_name) select '${prefix}' || g, '${label} ' || g from generate_series(0, ${count - 1}) g`,
  );
  await pool.query(
    `insert into user_identities (user_id, platform, platform_user_id, login, display_name)
     select id, case when n % 2 = 0 then 'kick' else 'twitch' end,
            case when n % 2 = 0 then (${kickBase} + n)::text else (${twitchBase} + n)::text end, login, display_name
     from (select id, login, display_name, substr(login, ${prefix.length + 1})::int as n from users where login like '${prefix}%') u`,
  );
}

/** The bot accounts of both platforms, connected by the admin's round trips through the fakes (start, consent, callback). */
export async function connectBots(base, adminCookie) {
  for (const [start, expected] of [
    ['/api/v1/admin/kick/connect', '/admin/earning?kick=ok'],
    ['/api/v1/admin/earning/connect', '/admin/earning?connect=ok'],
  ]) {
    const begin = await fetch(`${base}${start}`, { headers: { cookie: adminCookie }, redirect: 'manual' });
    const state = begin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const consent = await fetch(begin.headers.get('location'), { redirect: 'manual' });
    const back = consent.headers.get('location');
    const done = await fetch(back, { headers: { cookie: `${adminCookie}; ${state}` }, redirect: 'manual' });
    if (done.headers.get('location') !== expected)
      throw new Error(`${start}: ended at ${done.headers.get('location')}, expected ${expected}`);
  }
}

/** A channel.chat.message notification signed as Twitch signs it (HMAC over id + timestamp + body). */
export function twitchDelivery(event, eventsubId = randomUUID()) {
  const body = JSON.stringify({ subscription: { type: 'channel.chat.message', version: '1' }, event });
  const timestamp = new Date().toISOString();
  const signature = `sha256=${createHmac('sha256', EVENTSUB_SECRET)
    .update(eventsubId + timestamp + body)
    .digest('hex')}`;
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'twitch-eventsub-message-id': eventsubId,
      'twitch-eventsub-message-timestamp': timestamp,
      'twitch-eventsub-message-signature': signature,
      'twitch-eventsub-message-type': 'notification',
      'twitch-eventsub-subscription-type': 'channel.chat.message',
      'twitch-eventsub-subscription-version': '1',
    },
  };
}

/**
 * Signs chat message `m` ({ i, platform, content }) of a chatter numbered from `kickBase` (Kick) or
 * `twitchBase` (Twitch): sets `m.event` (the platform's event) and `m.delivery` ({ headers, body }).
 */
export function signChat(kick, m, kickBase, twitchBase, prefix) {
  if (m.platform === 'kick') {
    m.event = kickChatEvent({
      broadcaster: { user_id: 77, username: 'bigstreamer' },
      sender: { user_id: kickBase + m.i, username: `K${prefix}${m.i}` },
      content: m.content,
      messageId: `kick-${prefix}-${m.i}`,
    });
    m.delivery = kick.sign({ type: 'chat.message.sent', event: m.event });
  } else {
    m.event = {
      broadcaster_user_id: '9',
      broadcaster_user_login: 'bigstreamer',
      broadcaster_user_name: 'BigStreamer',
      chatter_user_id: String(twitchBase + m.i),
      chatter_user_login: `t${prefix.toLowerCase()}${m.i}`,
      chatter_user_name: `T${prefix}${m.i}`,
      message_id: randomUUID(),
      message: { text: m.content, fragments: [{ type: 'text', text: m.content }] },
      badges: [],
      message_type: 'text',
    };
    m.delivery = twitchDelivery(m.event);
  }
}

/** A chat message's delivery as a webhook request job. */
export const webhookJob = (m) => ({
  target: m.target,
  method: 'POST',
  path: m.platform === 'kick' ? KICK_WEBHOOK : TWITCH_WEBHOOK,
  headers: m.delivery.headers,
  body: m.delivery.body,
  tag: m.platform,
});
