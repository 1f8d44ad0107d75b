import { vi } from 'vitest';

/** One request the page made: its method, its path under /api/v1 (query included) and its JSON body. */
export type FakeCall = { method: string; path: string; body: unknown };
/** What the fake server answers: a status (200 by default) and a JSON body (none for 204). */
export type FakeReply = { status?: number; body?: unknown };
type Handler = FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>);

/** A 200 answer with this JSON body. */
export const ok = (body: unknown): FakeReply => ({ status: 200, body });
/** An error answer in the API's one shape (`{error: {code, message}}`). */
export const refuse = (status: number, code: string, message: string): FakeReply => ({
  status,
  body: { error: { code, message } },
});

/**
 * Fakes the API at the fetch level, so the feature's real api/ files and lib/api-client run: `routes`
 * maps 'METHOD /path' (the path under /api/v1, query included) to an answer or a function of the call
 * (which may return a promise, to hold an answer back). Every call is recorded; a call without a route
 * answers 501 NOT_FAKED, so a test that checks `calls` sees it.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = input.replace(/^\/api\/v1/, '');
      const method = init.method ?? 'GET';
      const call: FakeCall = {
        method,
        path,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const handler = routes[`${method} ${path}`];
      const reply = handler
        ? typeof handler === 'function'
          ? await handler(call)
          : handler
        : refuse(501, 'NOT_FAKED', `${method} ${path}`);
      const status = reply.status ?? 200;
      return status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(reply.body ?? null), {
            status,
            headers: { 'content-type': 'application/json' },
          });
    }),
  );
  return {
    calls,
    /** The calls that change something (every method but GET). */
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}

/** A promise the test settles by hand: holds a fake answer back to look at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
