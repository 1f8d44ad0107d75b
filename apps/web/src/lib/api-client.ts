import type { ErrorBody } from '@app/contracts';

/** A failed API call: the server's stable code and message, or a network failure. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The browser cache mode; 'no-cache' asks the server even for a public answer the browser may keep. */
  cache?: RequestCache;
};

/** Every call of the web goes through here: /api/v1, cookies, JSON, one error shape. */
export async function api<T>(path: string, { method = 'GET', body, signal, cache }: Options = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      cache,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.');
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    // The shape is checked by hand: pulling zod into the first chunk would cost more than the page itself.
    const error = (data as Partial<ErrorBody> | null)?.error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string')
      throw new ApiError(res.status, error.code, error.message, error.fields);
    throw new ApiError(res.status, 'HTTP_ERROR', `Request failed (${res.status}).`);
  }
  return data as T;
}
