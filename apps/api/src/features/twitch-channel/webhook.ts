import { createHmac, timingSafeEqual } from 'node:crypto';
import { createOnceRecorder } from '../../lib/batcher';
import { chatMessage, looksLikeCommand, type ChatMessageIn } from '../../lib/chat-inbox';
import * as repo from './repository';
import type { TwitchChannelContext } from './service';
import { readTwitchSupportEvent } from './support-events';

/** EventSub deliveries older than this are refused (docs/integrations.md#eventsub-webhook). */
const EVENTSUB_MAX_AGE_MS = 10 * 60_000;

type Headers = Record<string, string | string[] | undefined>;

/** A channel-point custom reward redemption (`channel.channel_points_custom_reward_redemption.add`). */
export type TwitchRewardRedemption = {
  redemptionId: string;
  rewardId: string;
  broadcasterId: string;
  userId: string;
  userLogin: string;
  status: string;
};

const REDEMPTION_ADD = 'channel.channel_points_custom_reward_redemption.add';

/** The parts of an EventSub delivery's JSON body the handler reads (each checked before use). */
type EventSubBody = {
  challenge?: string;
  subscription?: { type?: string };
  event?: {
    broadcaster_user_login?: string;
    broadcaster_user_id?: string;
    chatter_user_id?: string;
    chatter_user_login?: string;
    chatter_user_name?: string;
    message_id?: string;
    message?: { text?: string };
    badges?: Array<{ set_id?: string }>;
    id?: string;
    user_id?: string;
    user_login?: string;
    status?: string;
    reward?: { id?: string };
  };
};

/** An EventSub delivery's signature (HMAC over id + timestamp + body) and age, before anything is read from it. */
function verifyEventSub(
  secret: string | undefined,
  now: () => number,
  headers: Headers,
  rawBody: string,
): { ok: true } | { ok: false; status: 403 | 400; why: string } {
  const h = (name: string) => {
    const v = headers[name];
    return typeof v === 'string' ? v : undefined;
  };
  const id = h('twitch-eventsub-message-id');
  const timestamp = h('twitch-eventsub-message-timestamp');
  const signature = h('twitch-eventsub-message-signature');
  if (!secret) return { ok: false, status: 403, why: 'EventSub is not configured' };
  if (!id || !timestamp || !signature) return { ok: false, status: 403, why: 'missing EventSub headers' };
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret)
      .update(id + timestamp + rawBody)
      .digest('hex')}`,
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, status: 403, why: 'bad signature' };
  const at = Date.parse(timestamp);
  if (!Number.isFinite(at) || now() - at > EVENTSUB_MAX_AGE_MS || at - now() > EVENTSUB_MAX_AGE_MS)
    return { ok: false, status: 403, why: 'timestamp too old' };
  return { ok: true };
}

/** A `channel.chat.message` notification as the chat commands read it, or null for any other delivery. */
function chatMessageOf(body: EventSubBody): ChatMessageIn | null {
  const e = body.event;
  if (
    body.subscription?.type !== 'channel.chat.message' ||
    typeof e?.message_id !== 'string' ||
    typeof e.chatter_user_id !== 'string' ||
    typeof e.message?.text !== 'string'
  )
    return null;
  const broadcasterId = String(e.broadcaster_user_id ?? '');
  return chatMessage({
    platform: 'twitch',
    messageId: e.message_id,
    chatterId: e.chatter_user_id,
    chatterLogin: String(e.chatter_user_login ?? '').toLowerCase(),
    chatterName: String(e.chatter_user_name ?? e.chatter_user_login ?? ''),
    badges: Array.isArray(e.badges) ? e.badges.map((b) => String(b?.set_id ?? '')).filter(Boolean) : [],
    isBroadcaster: broadcasterId !== '' && e.chatter_user_id === broadcasterId,
    content: e.message.text.slice(0, 1000),
    receivedAt: new Date(),
  });
}

/**
 * The EventSub webhook: a delivery is checked (HMAC signature, age), deduplicated by message id, and
 * a stream.online / stream.offline of the channel pushes the live state into the stream feature. A
 * channel-point redemption goes to the channel rewards' handler before the answer (deduplicated there
 * by the redemption id).
 */
export function createTwitchWebhook(
  deps: TwitchChannelContext,
  chat: { dispatch: (m: ChatMessageIn) => Promise<void> },
) {
  const { now } = deps;
  /**
   * Records a delivery's message id on the webhooks' lane, in batches during a burst (ADR 078):
   * resolves true when the id was new on every instance.
   */
  const remember = createOnceRecorder<repo.EventSubRecord>({
    idOf: (r) => r.id,
    write: (records) => repo.rememberMessages(deps.intake, records),
    maxBatch: 200,
    maxInFlight: 4,
  });
  /** The channel rewards feature's handler; it applies a redemption once by its own key. */
  let onRedemption: ((r: TwitchRewardRedemption) => Promise<void>) | null = null;

  return {
    /** Handles one EventSub webhook delivery; returns the HTTP answer. */
    async handle(
      headers: Headers,
      rawBody: string,
    ): Promise<{ status: number; text?: string; why?: string; after?: () => Promise<void> }> {
      const verdict = verifyEventSub(deps.eventsubSecret, now, headers, rawBody);
      if (!verdict.ok) {
        deps.log.warn({ why: verdict.why }, 'eventsub delivery refused');
        return { status: verdict.status, why: verdict.why };
      }
      let body: EventSubBody;
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        return { status: 400 };
      }
      if (!body || typeof body !== 'object') return { status: 400 };
      const type = headers['twitch-eventsub-message-type'];
      // The challenge is answered every time (Twitch may retry it); notifications are deduped by id.
      if (type === 'webhook_callback_verification') return { status: 200, text: String(body.challenge ?? '') };
      // A redemption is applied once by its own key (channel-rewards), before the answer: a failure
      // answers 500 and Twitch delivers it again, so its message id is not remembered here.
      if (type === 'notification' && body.subscription?.type === REDEMPTION_ADD) return redemption(body.event);
      const id = headers['twitch-eventsub-message-id'] as string;
      const ours =
        type === 'notification' && body.event?.broadcaster_user_login?.toLowerCase() === deps.channel.toLowerCase();
      // A support event is applied (once, by its own key) before the id is remembered and the answer
      // sent: a failure answers 500, so Twitch delivers it again.
      const support = ours ? readTwitchSupportEvent(body.subscription?.type, body.event, id) : null;
      if (support) {
        try {
          await deps.onSupportEvent(support);
        } catch (err) {
          deps.log.error({ err, kind: support.kind }, 'eventsub support event not applied');
          return { status: 500, why: 'support event not applied' };
        }
      }
      const message = ours ? chatMessageOf(body) : null;
      // A command is kept in the chat inbox by the same statement as the id (ADR 079).
      const inbox = message && looksLikeCommand(message.content) ? message : null;
      if (!(await remember({ id, inbox }))) return { status: 204, why: 'duplicate' };
      if (type === 'revocation') {
        deps.log.warn({ subscription: body.subscription?.type }, 'eventsub subscription revoked');
        return { status: 204 };
      }
      if (ours) {
        if (body.subscription?.type === 'stream.online') deps.onLiveStatus(true);
        if (body.subscription?.type === 'stream.offline') deps.onLiveStatus(false);
        if (message) return { status: 204, after: () => chat.dispatch(message) };
      }
      return { status: 204 };
    },

    /** Sets the handler of the channel's reward redemptions (the channel rewards feature). */
    onRewardRedemption(handler: (r: TwitchRewardRedemption) => Promise<void>) {
      onRedemption = handler;
    },
  };

  async function redemption(e: EventSubBody['event']): Promise<{ status: number; why?: string }> {
    if (e?.broadcaster_user_login?.toLowerCase() !== deps.channel.toLowerCase())
      return { status: 204, why: 'another channel' };
    if (typeof e.id !== 'string' || typeof e.user_id !== 'string' || typeof e.reward?.id !== 'string')
      return { status: 400, why: 'redemption without ids' };
    if (!onRedemption) return { status: 204, why: 'channel rewards not loaded' };
    try {
      await onRedemption({
        redemptionId: e.id,
        rewardId: e.reward.id,
        broadcasterId: String(e.broadcaster_user_id ?? ''),
        userId: e.user_id,
        userLogin: String(e.user_login ?? '').toLowerCase(),
        status: String(e.status ?? ''),
      });
      return { status: 204 };
    } catch (err) {
      deps.log.error({ err: (err as Error).message }, 'channel reward redemption failed; Twitch will deliver it again');
      return { status: 500, why: 'redemption not applied' };
    }
  }
}
