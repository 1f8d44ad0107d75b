import { isSubscriber } from '@app/chat';
import { chatMessage, looksLikeCommand, type ChatMessageIn } from '../../lib/chat-inbox';
import type { KickKeyStore } from './public-key';
import { createChatRecorder } from './chat-recorder';
import * as repo from './repository';
import type { KickChannelContext } from './service';
import { readKickSupportEvent } from './support-events';

/** Deliveries older (or further in the future) than this are refused (docs/integrations.md#kick-webhooks). */
export const KICK_MAX_AGE_MS = 10 * 60_000;

type Headers = Record<string, string | string[] | undefined>;

/** The webhook's answer, and the work that waits until it is sent. */
export type KickWebhookAnswer = { status: 200 | 400 | 403 | 500 | 503; why?: string; after?: () => Promise<void> };

/** A channel reward redemption (`channel.reward.redemption.updated`) with its status (pending, accepted, rejected). */
export type KickRewardRedemption = {
  redemptionId: string;
  rewardId: string;
  userId: string;
  userLogin: string;
  status: string;
};
type RedemptionEvent = {
  id?: unknown;
  status?: unknown;
  reward?: { id?: unknown };
  redeemer?: { user_id?: unknown; username?: unknown };
  broadcaster?: { channel_slug?: unknown; username?: unknown };
};

type Badge = { type?: unknown };
type ChatEvent = {
  message_id?: unknown;
  broadcaster?: { channel_slug?: unknown; username?: unknown; user_id?: unknown };
  sender?: { user_id?: unknown; username?: unknown; identity?: { badges?: unknown } | null };
  content?: unknown;
};
type LiveEvent = {
  broadcaster?: { channel_slug?: unknown; username?: unknown };
  is_live?: unknown;
  title?: unknown;
  started_at?: unknown;
};

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const id = (v: unknown): string | undefined =>
  typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' && v ? v : undefined;
const slugOf = (b: { channel_slug?: unknown; username?: unknown } | undefined) =>
  (str(b?.channel_slug) ?? str(b?.username) ?? '').toLowerCase();

/**
 * `POST /api/v1/webhooks/kick`: a delivery is checked (signature with Kick's public key, age) before
 * anything else, then recorded by its message id so it has its effect once however often it comes
 * and on however many instances. Chat messages mark their sender present in the same statement as
 * the message id (batched with the deliveries that arrive meanwhile: chat-recorder.ts), then go to
 * the chat listeners after the answer; live status changes go to the stream feature after the
 * answer. Unknown event types are recorded and answered 200 with no effect.
 */
export function createKickWebhook(deps: KickChannelContext, keys: KickKeyStore) {
  const { now } = deps;
  const chatListeners = new Set<(message: ChatMessageIn) => Promise<void> | void>();
  const channel = deps.channel.toLowerCase();
  const recorder = createChatRecorder(deps.intake);
  /** The channel rewards feature's handler; it applies a redemption once by its own key. */
  let onRedemption: ((r: KickRewardRedemption) => Promise<void>) | null = null;

  /** Applied before the answer by the redemption's own key; a failure answers 500 and Kick delivers again. */
  async function redemption(e: RedemptionEvent): Promise<KickWebhookAnswer> {
    if (slugOf(e.broadcaster) !== channel) return { status: 200, why: 'another channel' };
    const redemptionId = id(e.id);
    const rewardId = id(e.reward?.id);
    const userId = id(e.redeemer?.user_id);
    if (!redemptionId || !rewardId || !userId) return { status: 400, why: 'redemption without ids' };
    if (!onRedemption) return { status: 200, why: 'channel rewards not loaded' };
    try {
      await onRedemption({
        redemptionId,
        rewardId,
        userId,
        userLogin: (str(e.redeemer?.username) ?? '').toLowerCase(),
        status: str(e.status) ?? '',
      });
      return { status: 200 };
    } catch (err) {
      deps.log.error({ err: (err as Error).message }, 'kick reward redemption failed; Kick will deliver it again');
      return { status: 500, why: 'redemption not applied' };
    }
  }

  async function handle(headers: Headers, rawBody: string): Promise<KickWebhookAnswer> {
    const h = (name: string) => {
      const v = headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    const messageId = h('kick-event-message-id');
    const timestamp = h('kick-event-message-timestamp');
    const signature = h('kick-event-signature');
    const type = h('kick-event-type');
    if (!messageId || !timestamp || !signature || messageId.length > 100 || timestamp.length > 64)
      return { status: 403, why: 'missing or oversized Kick headers' };
    const at = Date.parse(timestamp);
    if (!Number.isFinite(at) || Math.abs(now() - at) > KICK_MAX_AGE_MS)
      return { status: 403, why: 'timestamp outside 10 minutes' };
    const verdict = await keys.verify(`${messageId}.${timestamp}.${rawBody}`, signature);
    // Without Kick's key nothing can be trusted; a 503 makes Kick deliver again later.
    if (verdict === 'unavailable') return { status: 503, why: 'Kick public key unavailable' };
    if (verdict === 'invalid') return { status: 403, why: 'bad signature' };

    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return { status: 400, why: 'body is not JSON' };
    }
    if (!body || typeof body !== 'object') return { status: 400, why: 'body is not an object' };

    if (type === 'chat.message.sent') {
      const e = body as ChatEvent;
      const senderId = id(e.sender?.user_id);
      const senderName = str(e.sender?.username);
      const content = str(e.content) ?? '';
      if (!senderId || !senderName) return { status: 400, why: 'chat message without a sender' };
      const badgeList = Array.isArray(e.sender?.identity?.badges) ? (e.sender.identity.badges as Badge[]) : [];
      const badges = badgeList.map((b) => str(b?.type)).filter((b): b is string => Boolean(b));
      const ours = slugOf(e.broadcaster) === channel;
      if (!ours) {
        // Another channel's chat (a subscription left from an old channel): recorded, no effect.
        await repo.rememberMessage(deps.intake, messageId);
        return { status: 200, why: 'another channel' };
      }
      const broadcasterId = id(e.broadcaster?.user_id) ?? '';
      const message = chatMessage({
        platform: 'kick',
        messageId: str(e.message_id) ?? messageId,
        chatterId: senderId,
        chatterLogin: senderName.toLowerCase(),
        chatterName: senderName,
        badges,
        isBroadcaster: broadcasterId !== '' && senderId === broadcasterId,
        content: content.slice(0, 1000),
        receivedAt: new Date(now()),
      });
      // A command is kept in the chat inbox by the same statement (ADR 079): answered, it is not lost.
      const fresh = await recorder.record({
        messageId,
        kickUserId: senderId,
        username: senderName,
        subscriber: isSubscriber(badges, 'kick'),
        at: message.receivedAt,
        inbox: looksLikeCommand(message.content) ? message : null,
      });
      if (!fresh) return { status: 200, why: 'duplicate' };
      return {
        status: 200,
        after: async () => {
          for (const listener of chatListeners) await listener(message);
        },
      };
    }

    if (type === 'channel.reward.redemption.updated') return redemption(body as RedemptionEvent);

    // A support event is applied (once, by its own key) before the id is remembered and the answer
    // sent: a failure answers 503, so Kick delivers it again.
    const support = readKickSupportEvent(type, body, messageId, channel);
    if (support) {
      try {
        await deps.onSupportEvent(support);
      } catch (err) {
        deps.log.error({ err, kind: support.kind }, 'kick support event not applied');
        return { status: 503, why: 'support event not applied' };
      }
    }
    if (!(await repo.rememberMessage(deps.intake, messageId))) return { status: 200, why: 'duplicate' };

    if (type === 'livestream.status.updated') {
      const e = body as LiveEvent;
      if (slugOf(e.broadcaster) !== channel || typeof e.is_live !== 'boolean')
        return { status: 200, why: 'another channel' };
      const live = e.is_live;
      const started = str(e.started_at);
      const title = str(e.title);
      return {
        status: 200,
        after: async () =>
          deps.onLiveStatus(live, {
            ...(title !== undefined ? { title } : {}),
            ...(live && started && Date.parse(started) > 0 ? { startedAt: new Date(started).toISOString() } : {}),
          }),
      };
    }
    return { status: 200, why: 'event type not used' };
  }

  return {
    handle,
    /** Sets the handler of the channel's reward redemptions (the channel rewards feature). */
    onRewardRedemption(handler: (r: KickRewardRedemption) => Promise<void>) {
      onRedemption = handler;
    },
    /** Adds a listener of the channel's chat messages (each message once, after the webhook's answer). */
    onChatMessage(listener: (message: ChatMessageIn) => Promise<void> | void): () => void {
      chatListeners.add(listener);
      return () => chatListeners.delete(listener);
    },
  };
}
