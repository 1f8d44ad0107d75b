import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { AppError } from './app-error';

/** One open event-stream response. */
export type SseClient = {
  readonly res: ServerResponse;
  readonly ip: string;
  /** The signed-in user of the connection (per-user events go only to these), else null. */
  readonly userId: string | null;
  write(frame: string): void;
  /** Runs once when the connection closes (client gone or server closing). */
  onClose(listener: () => void): void;
};

export type SseLimits = {
  /** Open connections one client address may hold on this instance. */
  perIp: number;
  /** Open connections one signed-in user may hold on this instance. */
  perUser: number;
  /** Open connections this instance holds in all. */
  total: number;
};

/**
 * The event-stream connections of one API instance: admission under the caps (per address, per
 * signed-in user, in total; a refusal is a 429 in the error shape, decided before the response is
 * taken over), the comment heartbeat, the index by user for per-user events, and the release of the
 * slot when the connection closes. What is written on a connection is up to its topics (hunt, balance).
 */
export function createSseHub(opts: { limits: SseLimits; heartbeatMs: number }) {
  const { limits } = opts;
  const clients = new Set<SseClient>();
  const perIp = new Map<string, number>();
  const byUser = new Map<string, Set<SseClient>>();

  const refusal = (ip: string, userId: string | null): AppError | null => {
    if (clients.size >= limits.total)
      return new AppError(
        'RATE_LIMITED',
        'The server holds as many live connections as it can; the page refreshes on its own instead.',
      );
    if ((perIp.get(ip) ?? 0) >= limits.perIp)
      return new AppError('RATE_LIMITED', 'Too many live connections from this address; close some tabs and reload.');
    if (userId && (byUser.get(userId)?.size ?? 0) >= limits.perUser)
      return new AppError('RATE_LIMITED', 'Too many live connections for this account; close some tabs and reload.');
    return null;
  };

  const heartbeat = setInterval(() => {
    for (const c of clients) c.write(': heartbeat\n\n');
  }, opts.heartbeatMs);
  heartbeat.unref();

  return {
    /**
     * Admits a connection or throws RATE_LIMITED (429) before anything is written. Admission and
     * registration happen in one synchronous step, so concurrent requests cannot pass a cap together.
     */
    open(reply: FastifyReply, who: { ip: string; userId: string | null }): SseClient {
      const refused = refusal(who.ip, who.userId);
      if (refused) throw refused;
      reply.hijack();
      const res = reply.raw;
      const closeListeners: Array<() => void> = [];
      const client: SseClient = {
        res,
        ip: who.ip,
        userId: who.userId,
        write: (frame) => {
          if (!res.writableEnded && !res.destroyed) res.write(frame);
        },
        onClose: (listener) => closeListeners.push(listener),
      };
      clients.add(client);
      perIp.set(who.ip, (perIp.get(who.ip) ?? 0) + 1);
      if (who.userId) {
        const set = byUser.get(who.userId) ?? new Set<SseClient>();
        set.add(client);
        byUser.set(who.userId, set);
      }
      let released = false;
      res.on('close', () => {
        if (released) return;
        released = true;
        clients.delete(client);
        const n = (perIp.get(who.ip) ?? 1) - 1;
        if (n > 0) perIp.set(who.ip, n);
        else perIp.delete(who.ip);
        if (who.userId) {
          const set = byUser.get(who.userId);
          set?.delete(client);
          if (set?.size === 0) byUser.delete(who.userId);
        }
        for (const listener of closeListeners) listener();
      });
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');
      return client;
    },
    /** Writes one frame to every open connection of this instance (site-wide events). */
    broadcast(frame: string): void {
      for (const c of clients) c.write(frame);
    },
    /** The open connections of a signed-in user. */
    clientsOf: (userId: string): Iterable<SseClient> => byUser.get(userId) ?? [],
    /** Every signed-in user with an open connection here. */
    userIds: (): string[] => [...byUser.keys()],
    get size() {
      return clients.size;
    },
    close(): void {
      clearInterval(heartbeat);
      for (const c of clients) c.res.end();
    },
  };
}

export type SseHub = ReturnType<typeof createSseHub>;
