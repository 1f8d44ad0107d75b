import type { Db } from '../../db/client';
import type { HuntBus } from './bus';
import * as repo from './repository';
import type { PublicHuntView } from './service';
import { buildHunt } from './view';

/**
 * The public view (what every visitor sees) behind a derived cache; see below.
 */
export function createPublicView(db: Db, bus: Pick<HuntBus, 'subscribe'>): () => Promise<PublicHuntView> {
  /**
   * A derived cache of the public view (docs/design.md#caches-in-process-memory: process memory may
   * hold public data, invalidated by the change events the live pages use). Every change heard on the
   * bus, from any instance, and a 'resync' after the listener reconnected, drop it; a load that started
   * before a change is used by the requests that awaited it but never stored. Never a source of truth:
   * bets and settlement read the database in their transactions.
   */
  let snapshot: PublicHuntView | null = null;
  let generation = 0;
  let loading: { generation: number; view: Promise<PublicHuntView> } | null = null;
  bus.subscribe(() => {
    snapshot = null;
    generation += 1;
  });

  return function publicView(): Promise<PublicHuntView> {
    if (snapshot) return Promise.resolve(snapshot);
    if (loading?.generation === generation) return loading.view;
    const started = generation;
    const view = (async () => {
      const eventId = await repo.lastEventSeq(db);
      const hunt = await repo.findCurrent(db);
      return { eventId, hunt: hunt ? await buildHunt(db, hunt) : null };
    })();
    loading = { generation: started, view };
    view
      .then(
        (v) => {
          if (generation === started) snapshot = v;
        },
        () => {},
      )
      .finally(() => {
        if (loading?.view === view) loading = null;
      });
    return view;
  };
}
