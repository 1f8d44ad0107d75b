import type { LiveHunt } from '@app/contracts';
import type { SseClient } from '../../lib/sse-hub';
import type { HuntBus, HuntChange } from './bus';

type Client = { conn: SseClient; lastId: number };

export type HuntStreamDeps = {
  bus: HuntBus;
  /** The last event sequence and the current public hunt, read from the database. */
  load: () => Promise<{ seq: number; hunt: LiveHunt | null }>;
  log: { warn: (obj: object, msg: string) => void };
};

/**
 * The SSE fan-out of one API instance. A change heard on the bus reloads the public hunt ONCE per
 * instance (reloads coalesce while one is running) and writes the same serialised event to every
 * open connection. Each event carries the whole public hunt, so a client that missed events needs
 * only the latest one: on (re)connection a client whose Last-Event-ID is behind gets it at once.
 * Connections (admission, caps, heartbeat) belong to the app's SSE hub (lib/sse-hub.ts); this module
 * only writes the `hunt` events on the connections that asked for them.
 */
export function createHuntStream(deps: HuntStreamDeps) {
  const clients = new Set<Client>();
  let latest: { seq: number; frame: string } | null = null;
  let loading: Promise<void> | null = null;
  let again = false;
  let lastKind = 'snapshot';

  const frame = (seq: number, kind: string, hunt: LiveHunt | null) =>
    `id: ${seq}\nevent: hunt\ndata: ${JSON.stringify({ eventId: seq, kind, hunt })}\n\n`;

  const send = (client: Client) => {
    if (!latest || client.lastId >= latest.seq) return;
    client.lastId = latest.seq;
    client.conn.write(latest.frame);
  };

  const reload = (): Promise<void> => {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      do {
        again = false;
        try {
          const { seq, hunt } = await deps.load();
          // Loads run one at a time, so the last one read is the newest state.
          latest = { seq, frame: frame(seq, lastKind, hunt) };
          for (const c of clients) send(c);
        } catch (err) {
          deps.log.warn({ err: (err as Error).message }, 'live hunt reload failed');
        }
      } while (again);
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  const unsubscribe = deps.bus.subscribe((change: HuntChange | 'resync') => {
    // Nobody listening here: forget the cached state, the next connection reads it fresh.
    if (clients.size === 0) {
      latest = null;
      return;
    }
    if (change !== 'resync') {
      if (latest && change.seq <= latest.seq) return;
      lastKind = change.kind;
    }
    void reload();
  });

  return {
    /** Follows the hunt on an admitted connection: the current state at once if the client is behind. */
    async connect(conn: SseClient, lastEventId: number | null): Promise<void> {
      const client: Client = { conn, lastId: lastEventId ?? -1 };
      clients.add(client);
      conn.onClose(() => clients.delete(client));
      if (!latest) await reload();
      // An id from the future (another database, a reset) cannot be trusted: send the state.
      if (latest && client.lastId > latest.seq) client.lastId = -1;
      send(client);
    },
    get size() {
      return clients.size;
    },
    async close(): Promise<void> {
      unsubscribe();
      clients.clear();
      await loading;
    },
  };
}

export type HuntStream = ReturnType<typeof createHuntStream>;
