import type { FastifyBaseLogger } from 'fastify';

/** A message as Discord's "Execute Webhook" takes it (the parts used here). */
export type DiscordMessage = {
  content: string;
  embeds?: Array<{
    title?: string;
    /** A link on the title. */
    url?: string;
    description?: string;
    color?: number;
    fields?: Array<{ name: string; value: string; inline?: boolean }>;
    timestamp?: string;
  }>;
  /** Always sent empty: text from users (names, item names) never pings @everyone or a role. */
  allowed_mentions: { parse: [] };
};

/**
 * Discord's webhook endpoint: POST {baseUrl}/api/webhooks/{id}/{token} with a JSON message; 204 when
 * delivered (without `?wait=true`). The base is configuration (DISCORD_API_URL), and the id and token
 * are the only parts an admin supplies, so the server only ever calls Discord (or the tests' fake).
 * Never throws: a failure or a timeout is logged and reported as false.
 */
export function createDiscordWebhookClient(opts: {
  baseUrl: string;
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  fetch?: typeof fetch;
}) {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');
  return {
    async send(webhook: { id: string; token: string }, message: DiscordMessage): Promise<boolean> {
      const url = `${base}/api/webhooks/${encodeURIComponent(webhook.id)}/${encodeURIComponent(webhook.token)}`;
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(opts.timeoutMs),
          redirect: 'error',
        });
        await res.body?.cancel();
        if (res.ok) return true;
        // The webhook id only: the token is a credential and stays out of the log.
        opts.log.warn({ status: res.status, webhookId: webhook.id }, 'discord webhook refused the message');
      } catch (err) {
        opts.log.warn({ err: (err as Error).message, webhookId: webhook.id }, 'discord webhook unreachable');
      }
      return false;
    },
  };
}

export type DiscordWebhookClient = ReturnType<typeof createDiscordWebhookClient>;
