import { randomUUID } from 'node:crypto';
import { signedEventSub } from '../fakes/fake-twitch';

/**
 * A channel.chat.message notification of the channel `bigstreamer` (broadcaster id 9) as Twitch
 * signs it for the EventSub webhook: HMAC-SHA256 with `secret` over message id + timestamp + body.
 */
export function twitchChatNotification(
  secret: string,
  chatter: { id: string; login: string },
  text: string,
  opts: { chatMessageId?: string; badges?: string[] } = {},
) {
  const { headers, body } = signedEventSub(secret, 'channel.chat.message', {
    chatter_user_id: chatter.id,
    chatter_user_login: chatter.login,
    chatter_user_name: chatter.login,
    message_id: opts.chatMessageId ?? randomUUID(),
    message: { text, fragments: [] },
    badges: (opts.badges ?? []).map((set_id) => ({ set_id, id: '1', info: '' })),
    message_type: 'text',
  });
  return { headers, body };
}
