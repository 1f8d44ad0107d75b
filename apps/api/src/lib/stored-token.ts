import { timingSafeEqual } from 'node:crypto';
import type { PlatformIssue } from '@app/contracts';
import type { Db, Executor } from '../db/client';
import type { SecretBox } from './secret-box';

/** Whether two secrets (an OAuth state and its cookie copy) are equal, compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A stored platform connection: sealed tokens, their expiry and scopes. */
export type StoredTokens = { accessTokenSealed: string; refreshTokenSealed: string; expiresAt: Date; scopes: string[] };

/** Gives a token; `refresh` true forces a refresh (after a 401). */
export type TokenSource = (refresh: boolean) => Promise<string>;

/**
 * The access token of a stored connection (one row per platform: Twitch earning, the Kick channel),
 * refreshed `earlyMs` before it expires or when forced after a 401. A refresh runs in a transaction
 * holding the row lock, so one instance refreshes at a time; an instance that waited on the lock
 * finds the new token and uses it instead of spending the refresh token again (it may be single-use:
 * Kick's rotate). The new pair is stored in that same transaction; a failure is recorded on the row.
 */
export function storedTokenSource<Row extends StoredTokens>(opts: {
  db: Db;
  secrets: SecretBox;
  now: () => number;
  earlyMs: number;
  /** Reads the row, `lock` = select … for update inside the transaction. */
  read: (db: Executor, lock: boolean) => Promise<Row | null>;
  notConnected: () => Error;
  refresh: (
    refreshToken: string,
  ) => Promise<{ accessToken: string; refreshToken: string; expiresIn: number; scopes: string[] }>;
  save: (tx: Executor, tokens: StoredTokens) => Promise<void>;
  /** Records why a refresh failed (shown to the admin). */
  recordError: (issue: PlatformIssue) => Promise<void>;
  /** A refresh failure as a code and its figures (the web words it for the admin). */
  describe: (err: unknown) => PlatformIssue;
  onRefreshed: () => void;
}) {
  const { now } = opts;

  async function accessToken(force: boolean, failed?: string): Promise<string> {
    const row = await opts.read(opts.db, false);
    if (!row) throw opts.notConnected();
    const current = opts.secrets.open(row.accessTokenSealed);
    if (!force && row.expiresAt.getTime() - now() > opts.earlyMs) return current;
    const outcome = await opts.db.transaction(async (tx): Promise<{ token: string } | { error: unknown }> => {
      const locked = await opts.read(tx, true);
      if (!locked) throw opts.notConnected();
      const lockedToken = opts.secrets.open(locked.accessTokenSealed);
      // Another instance refreshed while this one waited for the lock: use its token.
      if (force ? lockedToken !== failed : locked.expiresAt.getTime() - now() > opts.earlyMs)
        return { token: lockedToken };
      try {
        const t = await opts.refresh(opts.secrets.open(locked.refreshTokenSealed));
        await opts.save(tx, {
          accessTokenSealed: opts.secrets.seal(t.accessToken),
          // The refresh token given is spent where tokens rotate: keep the new one (or the old if none came).
          refreshTokenSealed: t.refreshToken ? opts.secrets.seal(t.refreshToken) : locked.refreshTokenSealed,
          expiresAt: new Date(now() + t.expiresIn * 1000),
          scopes: t.scopes.length ? t.scopes : locked.scopes,
        });
        opts.onRefreshed();
        return { token: t.accessToken };
      } catch (error) {
        return { error };
      }
    });
    if ('token' in outcome) return outcome.token;
    await opts.recordError(opts.describe(outcome.error));
    throw outcome.error;
  }

  return {
    /** A token source for one run of calls: its token is reused unless a 401 forces a refresh. */
    source(): TokenSource {
      let last: string | undefined;
      return async (force) => {
        if (last && !force) return last;
        last = await accessToken(force, last);
        return last;
      };
    },
  };
}
