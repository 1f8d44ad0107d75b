import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { BoundedMap } from '../../lib/bounded-map';
import { buildCatalogueIndex, toSlot, type CatalogueIndex } from './catalogue-index';
import * as repo from './repository';

/** How long an instance may answer from its catalogue snapshot before asking the database whether it changed. */
export const CATALOGUE_RECHECK_MS = 5_000;
/** Search answers kept per instance (most recent first out): the usual queries of a stream repeat. */
const SEARCH_CACHE_SIZE = 500;

export type Snapshot = {
  version: string;
  popularity: string;
  checkedAt: number;
  index: CatalogueIndex;
  etag: string;
  body: string;
  answers: BoundedMap<string, string>;
};

/**
 * The catalogue snapshot an instance answers reads from (a derived cache, never a source of truth;
 * docs/architecture.md): the full list as one prepared body with its ETag, the search index and the
 * recent search answers. `current()` asks the database for the catalogue's version at most every
 * CATALOGUE_RECHECK_MS and rebuilds when it changed (only the popularity figures are patched in when
 * only they moved); `changed()` makes the next read ask at once (this instance's own writes).
 */
export function createCatalogueSnapshot(db: Db, now: () => number) {
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;

  const load = async (): Promise<Snapshot> => {
    const { content: version, popularity } = await repo.version(db);
    if (snapshot?.version === version) {
      if (snapshot.popularity !== popularity) {
        // Only figures moved (hunts picked slots): patch them in, the rows and the full list stay.
        snapshot.index.setPopularity(await repo.listPopularity(db));
        snapshot.popularity = popularity;
        snapshot.answers.clear();
      }
      snapshot.checkedAt = now();
      return snapshot;
    }
    const rows = await repo.listAll(db);
    const body = JSON.stringify(rows.map(toSlot));
    snapshot = {
      version,
      popularity,
      checkedAt: now(),
      index: buildCatalogueIndex(rows),
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      answers: new BoundedMap(SEARCH_CACHE_SIZE),
    };
    return snapshot;
  };
  /** The current snapshot; one load at a time however many requests wait for it. */
  const current = async (): Promise<Snapshot> => {
    if (snapshot && now() - snapshot.checkedAt < CATALOGUE_RECHECK_MS) return snapshot;
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };
  const changed = () => {
    if (snapshot) snapshot.checkedAt = -Infinity;
  };

  return { current, changed };
}
