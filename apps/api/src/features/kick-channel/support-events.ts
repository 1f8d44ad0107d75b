import type { SupportEvent } from '../../lib/support-events';

type User = { user_id?: unknown; username?: unknown; is_anonymous?: unknown } | null | undefined;
type Event = {
  broadcaster?: { channel_slug?: unknown; username?: unknown };
  subscriber?: User;
  gifter?: User;
  giftees?: unknown;
  sender?: User;
  gift?: { amount?: unknown } | null;
  follower?: User;
};

const idOf = (v: unknown): string | null =>
  typeof v === 'number' && Number.isSafeInteger(v)
    ? String(v)
    : typeof v === 'string' && v && v.length <= 100
      ? v
      : null;
const person = (u: User): SupportEvent['giver'] => {
  if (!u || typeof u !== 'object' || u.is_anonymous === true) return null;
  const id = idOf(u.user_id);
  return id ? { platformUserId: id, login: (typeof u.username === 'string' ? u.username : '').toLowerCase() } : null;
};
const count = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0);

/**
 * A support event of a Kick webhook delivery of the channel `channel`, or null when the delivery is
 * not one (another type, another channel). An anonymous gifter (or a null one) is no giver; the
 * giftees of a gift earn nothing (the gifter earns per sub given).
 */
export function readKickSupportEvent(
  type: string | undefined,
  body: unknown,
  messageId: string,
  channel: string,
): SupportEvent | null {
  if (!body || typeof body !== 'object') return null;
  const e = body as Event;
  const slug = String(e.broadcaster?.channel_slug ?? e.broadcaster?.username ?? '').toLowerCase();
  if (slug !== channel) return null;
  const of = (kind: SupportEvent['kind'], giver: SupportEvent['giver'], amount: number): SupportEvent => ({
    platform: 'kick',
    messageId,
    kind,
    giver,
    amount,
  });
  switch (type) {
    case 'channel.subscription.new':
      return of('sub', person(e.subscriber), 1);
    case 'channel.subscription.renewal':
      return of('resub', person(e.subscriber), 1);
    case 'channel.subscription.gifts':
      return of('gift', person(e.gifter), Array.isArray(e.giftees) ? e.giftees.length : 0);
    case 'kicks.gifted':
      return of('kicks', person(e.sender), count(e.gift?.amount));
    case 'channel.followed':
      return of('follow', person(e.follower), 1);
    default:
      return null;
  }
}
