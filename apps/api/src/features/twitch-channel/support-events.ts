import type { SupportEvent } from '../../lib/support-events';

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
