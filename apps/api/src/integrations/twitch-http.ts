import type { FastifyBaseLogger } from 'fastify';

/**
 * The transport both Twitch clients share: every request with a timeout, a network failure or an
 * unreadable body turned into the caller's own "unavailable" error (with what was being asked).
 */
export function createTwitchHttp(opts: {
  fetch?: typeof fetch;
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  unavailable: (message: string) => Error;
}) {
  const doFetch = opts.fetch ?? fetch;
  return {
    async call(url: string, init: RequestInit, what: string): Promise<Response> {
      try {
        return await doFetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
      } catch (err) {
        opts.log.warn({ err: (err as Error).message, what }, 'twitch request failed');
        throw opts.unavailable(`Twitch ${what} failed: ${(err as Error).message}`);
      }
    },
    async readJson<T>(res: Response, what: string): Promise<T> {
      try {
        return (await res.json()) as T;
      } catch {
        throw opts.unavailable(`Twitch ${what} answered with invalid JSON`);
      }
    },
  };
}
