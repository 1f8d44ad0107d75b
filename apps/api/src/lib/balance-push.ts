import type { AppBus, BalanceChange } from './event-bus';
import type { SseClient, SseHub } from './sse-hub';

/** The `balance` event: the new balance alone, to the user's own connections only. */
export const balanceFrame = (balance: number) => `event: balance\ndata: ${JSON.stringify({ balance })}\n\n`;

/**
 * Pushes every balance change heard on the bus (from any instance, once committed) to the open
 * connections of that user on this instance. A connection skips a change older than the last it was
 * sent (ledger seq), so a repeat, or two instances' notes arriving out of commit order, never moves
 * the header back. After the bus's listener reconnected
 * (`resync`), the balances of the connected users are read again and sent.
 */
export function createBalancePush(deps: {
  bus: Pick<AppBus, 'subscribeBalances'>;
  hub: SseHub;
  /** Current balances of these users (the points service). */
  loadBalances: (userIds: string[]) => Promise<Array<{ userId: string; balance: number }>>;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const sentSeq = new WeakMap<SseClient, number>();

  const deliver = (client: SseClient, change: BalanceChange) => {
    if (change.seq <= (sentSeq.get(client) ?? 0)) return;
    sentSeq.set(client, change.seq);
    client.write(balanceFrame(change.balance));
  };

  const resync = async () => {
    const ids = deps.hub.userIds();
    if (ids.length === 0) return;
    try {
      for (const { userId, balance } of await deps.loadBalances(ids)) {
        for (const c of deps.hub.clientsOf(userId)) c.write(balanceFrame(balance));
      }
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'balance resync failed');
    }
  };

  return deps.bus.subscribeBalances((change) => {
    if (change === 'resync') return void resync();
    if (change.userId === '*') {
      for (const id of deps.hub.userIds()) for (const c of deps.hub.clientsOf(id)) deliver(c, change);
      return;
    }
    for (const c of deps.hub.clientsOf(change.userId)) deliver(c, change);
  });
}
