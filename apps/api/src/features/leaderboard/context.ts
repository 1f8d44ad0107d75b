import type { Db } from '../../db/client';
import type { JobLogger } from '../../lib/jobs';
import type { MonthWindow } from '../../lib/lisbon-months';
import type { createRefreshingCache } from '../../lib/refreshing-cache';
import type { SecretBox } from '../../lib/secret-box';
import type { FetchResult } from './adapters';
import type * as repo from './repository';

/** What the leaderboard's use cases share: the database, the clock, the read cache, the fetch, the listeners. */
export type LeaderboardContext = {
  db: Db;
  secrets: SecretBox;
  log: JobLogger & { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
  now: () => Date;
  /** Prepared bodies per (sponsor, month), at most `cacheMs` old. */
  cache: ReturnType<typeof createRefreshingCache<string, { body: string; etag: string; frozen: boolean }>>;
  /** One month of an API sponsor's rows (throws for a CSV sponsor or missing credentials). */
  fetchFor: (s: repo.SponsorRow, window: MonthWindow) => Promise<FetchResult>;
  /** Tells the standings' listeners (the casino accounts) that a month was written. */
  standingsWritten: (sponsorId: string, period: string) => Promise<void>;
};
