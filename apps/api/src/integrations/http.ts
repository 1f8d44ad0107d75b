import type { FastifyBaseLogger } from 'fastify';

/** A platform call that failed: the platform refused a code or token (`bad_code`), or could not answer. */
export class PlatformError extends Error {
  constructor(
    readonly kind: 'bad_code' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A platform app (Twitch, Kick): its credentials, base URLs and the timeout of every call. */
export type PlatformAppOptions = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  apiUrl: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
};

/** A token endpoint's refusal of the code, refresh token or credentials sent (as opposed to an outage). */
export const isTokenRefusal = (status: number) => status === 400 || status === 401 || status === 403;

/**
 * The transport of the platform clients (Twitch, Kick): every request with a timeout, a network
 * failure or an unreadable body turned into the caller's own "unavailable" error (with what was being asked).
 */
export function createServiceHttp(opts: {
  /** The service's name in log lines and messages ("Twitch", "Kick"). */
  service: string;
  fetch?: typeof fetch;
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  unavailable: (message: string) => Error;
}) {
  const doFetch = opts.fetch ?? fetch;
  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs) });
    } catch (err) {
      opts.log.warn({ err: (err as Error).message, what }, `${opts.service.toLowerCase()} request failed`);
      throw opts.unavailable(`${opts.service} ${what} failed: ${(err as Error).message}`);
    }
  }
  /**
   * A call with a bearer token from `token(refresh)` (a JSON body gets its content type): a 401 asks
   * for a fresh token once and sends again. The answer is the caller's to read, whatever its status.
   */
  async function callWithToken(
    url: string,
    init: RequestInit,
    token: (refresh: boolean) => Promise<string>,
    what: string,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const send = async (refresh: boolean) =>
      call(
        url,
        {
          ...init,
          headers: {
            ...headers,
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            authorization: `Bearer ${await token(refresh)}`,
          },
        },
        what,
      );
    const res = await send(false);
    return res.status === 401 ? send(true) : res;
  }
  return {
    call,
    callWithToken,
    /**
     * An OAuth token request (RFC 6749 section 4): a form-encoded POST to the token endpoint carrying
     * the app's `client_id` and `client_secret` and the grant's fields. The caller reads the answer.
     */
    postTokenForm(
      url: string,
      app: Pick<PlatformAppOptions, 'clientId' | 'clientSecret'>,
      grant: Record<string, string>,
      what: string,
    ): Promise<Response> {
      return call(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: app.clientId, client_secret: app.clientSecret, ...grant }),
        },
        what,
      );
    },
    async readJson<T>(res: Response, what: string): Promise<T> {
      try {
        return (await res.json()) as T;
      } catch {
        throw opts.unavailable(`${opts.service} ${what} answered with invalid JSON`);
      }
    },
  };
}
