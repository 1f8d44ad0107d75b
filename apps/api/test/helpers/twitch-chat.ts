import { createHmac, randomUUID } from 'node:crypto';

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
  const body = JSON.stringify({
    subscription: { type: 'channel.chat.message', version: '1' },
    event: {
      broadcaster_user_id: '9',
      broadcaster_user_login: 'bigstreamer',
      chatter_user_id: chatter.id,
      chatter_user_login: chatter.login,
      chatter_user_name: chatter.login,
      message_id: opts.chatMessageId ?? randomUUID(),
      message: { text, fragments: [] },
      badges: (opts.badges ?? []).map((set_id) => ({ set_id, id: '1', info: '' })),
      message_type: 'text',
    },
  });
  const id = randomUUID();
  const timestamp = new Date().toISOString();
  const signature = `sha256=${createHmac('sha256', secret)
    .update(id + timestamp + body)
    .digest('hex')}`;
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'twitch-eventsub-message-id': id,
      'twitch-eventsub-message-timestamp': timestamp,
      'twitch-eventsub-message-signature': signature,
      'twitch-eventsub-message-type': 'notification',
      'twitch-eventsub-subscription-type': 'channel.chat.message',
    },
  };
}
