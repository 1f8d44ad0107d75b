import type { SupportEvent } from '../../lib/support-events';
import { EVENTSUB_PATH } from './paths';
import * as repo from './repository';
import type { TwitchChannelContext } from './service';

/** The EventSub support subscriptions (docs/integrations.md#support-events) and the scopes they need. */
export const TWITCH_SUPPORT_EVENTS = [
  { type: 'channel.subscribe', version: '1' },
  { type: 'channel.subscription.message', version: '1' },
  { type: 'channel.subscription.gift', version: '1' },
  { type: 'channel.cheer', version: '1' },
  { type: 'channel.follow', version: '2' },
] as const;

type Event = {
  user_id?: unknown;
  user_login?: unknown;
  is_anonymous?: unknown;
  is_gift?: unknown;
  total?: unknown;
  bits?: unknown;
};

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : null);
const count = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);

/**
 * A support event of an EventSub notification, or null when the notification is not one (another
 * type, a sub received as a gift: the gifter earns for it through `channel.subscription.gift`).
 * An anonymous gift or cheer has no giver.
 */
export function readTwitchSupportEvent(
  subscriptionType: string | undefined,
  body: unknown,
  messageId: string,
): SupportEvent | null {
  if (!body || typeof body !== 'object') return null;
  const event = body as Event;
  const giver =
    event.is_anonymous === true || !text(event.user_id)
      ? null
      : { platformUserId: text(event.user_id)!, login: (text(event.user_login) ?? '').toLowerCase() };
  const of = (kind: SupportEvent['kind'], amount: number): SupportEvent => ({
    platform: 'twitch',
    messageId,
    kind,
    giver,
    amount,
  });
  switch (subscriptionType) {
    case 'channel.subscribe':
      return event.is_gift === true ? null : of('sub', 1);
    case 'channel.subscription.message':
      return of('resub', 1);
    case 'channel.subscription.gift':
      return of('gift', count(event.total));
    case 'channel.cheer':
      return of('cheer', count(event.bits));
    case 'channel.follow':
      return of('follow', 1);
    default:
      return null;
  }
}

/**
 * Keeps the support events' EventSub subscriptions in place (app token, webhook transport): after a
 * connect and with the hourly chat check, subscribes what the connection's scopes allow and Twitch
 * does not hold. Subs, gifts and cheers need the broadcaster's own connection; follows (v2) a
 * moderator's or the broadcaster's, named in the condition. Answers the types created.
 */
export async function checkTwitchSupportSubscriptions(deps: TwitchChannelContext): Promise<string[]> {
  const row = await repo.getConnection(deps.db);
  const chat = deps.chat;
  if (!chat || !row || !deps.eventsubSecret) return [];
  const own = row.twitchUserId === row.broadcasterId;
  const has = (scope: string) => row.scopes.includes(scope);
  const wanted = TWITCH_SUPPORT_EVENTS.filter((e) =>
    e.type === 'channel.follow'
      ? has('moderator:read:followers')
      : e.type === 'channel.cheer'
        ? own && has('bits:read')
        : own && has('channel:read:subscriptions'),
  );
  if (!wanted.length) return [];
  const held = await chat.eventSubscriptions();
  const created: string[] = [];
  for (const e of wanted) {
    const condition: Record<string, string> =
      e.type === 'channel.follow'
        ? { broadcaster_user_id: row.broadcasterId, moderator_user_id: row.twitchUserId }
        : { broadcaster_user_id: row.broadcasterId };
    const there = held.some(
      (s) => s.type === e.type && s.condition.broadcaster_user_id === row.broadcasterId && s.status === 'enabled',
    );
    if (there) continue;
    const result = await chat.subscribe({
      type: e.type,
      version: e.version,
      condition,
      callback: new URL(EVENTSUB_PATH, deps.publicUrl).toString(),
      secret: deps.eventsubSecret,
    });
    if (result.created) created.push(e.type);
  }
  if (created.length) deps.log.info({ created }, 'twitch: support event subscriptions created');
  return created;
}
