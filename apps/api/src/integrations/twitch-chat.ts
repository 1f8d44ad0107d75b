import { createServiceHttp, PlatformError, type PlatformAppOptions } from './http';

/** Gives a user access token; `refresh` true forces a refresh (after a 401). */
export type ChatTokenSource = (refresh: boolean) => Promise<string>;

export class TwitchChatError extends PlatformError {}

/** Twitch's chat message event type and version (docs/integrations.md#twitch-chat). */
export const CHAT_MESSAGE_EVENT = { type: 'channel.chat.message', version: '1' } as const;

/**
 * The Twitch calls of the chat bot (docs/integrations.md#twitch-chat): the EventSub subscription of
 * `channel.chat.message` with an app token (webhook transport), and `POST /helix/chat/messages` with
 * the bot's user token (`user:write:chat`). Every call has the app's timeout.
 */
export function createTwitchChatClient(opts: PlatformAppOptions) {
  const { callWithToken, postTokenForm, readJson } = createServiceHttp({
    service: 'Twitch',
    ...opts,
    unavailable: (message) => new TwitchChatError('unavailable', message),
  });
  let appToken: { token: string; until: number } | null = null;

  async function app(refresh: boolean): Promise<string> {
    if (!refresh && appToken && Date.now() < appToken.until) return appToken.token;
    const res = await postTokenForm(`${opts.authUrl}/token`, opts, { grant_type: 'client_credentials' }, 'app token');
    if (!res.ok) throw new TwitchChatError('unavailable', `Twitch app token answered ${res.status}`);
    const body = await readJson<{ access_token?: string; expires_in?: number }>(res, 'app token');
    if (!body.access_token) throw new TwitchChatError('unavailable', 'Twitch returned no app token');
    appToken = { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return appToken.token;
  }

  /** A Helix call with a token source: a 401 asks for a fresh token once. */
  async function helix(path: string, init: RequestInit, token: ChatTokenSource, what: string): Promise<Response> {
    return callWithToken(`${opts.apiUrl}${path}`, init, token, what, { 'client-id': opts.clientId });
  }

  async function subscribe(input: {
    type: string;
    version: string;
    condition: Record<string, string>;
    callback: string;
    secret: string;
  }): Promise<{ created: boolean }> {
    const res = await helix(
      '/eventsub/subscriptions',
      {
        method: 'POST',
        body: JSON.stringify({
          type: input.type,
          version: input.version,
          condition: input.condition,
          transport: { method: 'webhook', callback: input.callback, secret: input.secret },
        }),
      },
      app,
      'eventsub subscribe',
    );
    if (res.status === 409) return { created: false };
    if (!res.ok)
      throw new TwitchChatError('unavailable', `Twitch eventsub subscribe ${input.type} answered ${res.status}`);
    return { created: true };
  }

  return {
    /** The app's `channel.chat.message` subscriptions: their id, status and condition. */
    async chatSubscriptions(): Promise<Array<{ id: string; status: string; broadcasterId: string; userId: string }>> {
      const res = await helix(`/eventsub/subscriptions?type=${CHAT_MESSAGE_EVENT.type}`, {}, app, 'eventsub list');
      if (!res.ok) throw new TwitchChatError('unavailable', `Twitch eventsub list answered ${res.status}`);
      const body = await readJson<{
        data?: Array<{ id?: string; status?: string; condition?: { broadcaster_user_id?: string; user_id?: string } }>;
      }>(res, 'eventsub list');
      return (body.data ?? []).map((s) => ({
        id: String(s.id ?? ''),
        status: String(s.status ?? ''),
        broadcasterId: String(s.condition?.broadcaster_user_id ?? ''),
        userId: String(s.condition?.user_id ?? ''),
      }));
    },

    /** Subscribes the webhook to the channel's chat as read by the bot user; 409 (exists) is success. */
    subscribeChat: (input: { broadcasterId: string; botUserId: string; callback: string; secret: string }) =>
      subscribe({
        ...CHAT_MESSAGE_EVENT,
        condition: { broadcaster_user_id: input.broadcasterId, user_id: input.botUserId },
        callback: input.callback,
        secret: input.secret,
      }),

    /** Subscribes the webhook to any EventSub type with the app token; 409 (exists) is success. */
    subscribe,

    /** The app's EventSub subscriptions of every type (first page): type, status and condition. */
    async eventSubscriptions(): Promise<Array<{ type: string; status: string; condition: Record<string, string> }>> {
      const res = await helix('/eventsub/subscriptions', {}, app, 'eventsub list');
      if (!res.ok) throw new TwitchChatError('unavailable', `Twitch eventsub list answered ${res.status}`);
      const body = await readJson<{
        data?: Array<{ type?: string; status?: string; condition?: Record<string, string> }>;
      }>(res, 'eventsub list');
      return (body.data ?? []).map((s) => ({
        type: String(s.type ?? ''),
        status: String(s.status ?? ''),
        condition: s.condition ?? {},
      }));
    },

    /** Sends one chat line as the bot (`sender_id`), within 500 characters. */
    async sendMessage(
      token: ChatTokenSource,
      input: { broadcasterId: string; senderId: string; message: string },
    ): Promise<boolean> {
      const res = await helix(
        '/chat/messages',
        {
          method: 'POST',
          body: JSON.stringify({
            broadcaster_id: input.broadcasterId,
            sender_id: input.senderId,
            message: input.message.slice(0, 500),
          }),
        },
        token,
        'chat message',
      );
      if (!res.ok) throw new TwitchChatError('unavailable', `Twitch chat message answered ${res.status}`);
      const body = await readJson<{ data?: Array<{ is_sent?: boolean }> }>(res, 'chat message');
      return Boolean(body.data?.[0]?.is_sent);
    },
  };
}

export type TwitchChatClient = ReturnType<typeof createTwitchChatClient>;
