import type { Db, Executor } from '../db/client';
import { AppError } from './app-error';

/** The platform as the audit log and the messages name it. */
export type PlatformName = 'Twitch' | 'Kick';

/** Who was connected; what the audit log records of a connection (never its tokens). */
type ConnectedAccount = { login: string; scopes: string[] };

/** The audit entry of a connection made or removed (the audit service's `recordConnection`). */
export type RecordConnection<Actor> = (
  tx: Executor,
  actor: Actor,
  entry: {
    action: string;
    targetId: string;
    platform: string;
    before: ConnectedAccount | null | undefined;
    after: ConnectedAccount | null;
  },
) => Promise<void>;

/** The refusal of a connect or a call on a platform the server has no credentials for. */
export function notConfigured(platform: PlatformName): AppError {
  return new AppError('PLATFORM_NOT_CONFIGURED', `${platform} is not configured on this server.`);
}

/**
 * The broadcaster's stored connection to one platform (one row per platform), shared by the Twitch
 * and Kick channel features: the OAuth code exchange with its refusals worded alike, and the row saved
 * or deleted together with its audit entry in one transaction.
 */
export function platformConnection<Row extends ConnectedAccount, Actor>(opts: {
  db: Db;
  platform: PlatformName;
  /** The audit actions' prefix (`earning` for Twitch, kept from before the Twitch channel feature; `kick`). */
  auditPrefix: string;
  /** The audit entry's target id (`twitch_broadcaster`, `kick_broadcaster`). */
  targetId: string;
  /** Reads the stored row inside the transaction, before it changes. */
  read: (tx: Executor) => Promise<Row | null>;
  remove: (tx: Executor) => Promise<void>;
  record: RecordConnection<Actor>;
}) {
  const { platform } = opts;
  return {
    /**
     * Exchanges the callback's code: a refused code or an unreachable platform is `EARNING_CONNECT_FAILED`
     * (`badCode` tells which of the two an error is).
     */
    async exchange<T>(exchangeCode: () => Promise<T>, badCode: (err: unknown) => boolean): Promise<T> {
      try {
        return await exchangeCode();
      } catch (err) {
        throw new AppError(
          'EARNING_CONNECT_FAILED',
          badCode(err) ? `${platform} did not accept the code.` : `${platform} could not be reached.`,
        );
      }
    },

    /** Stores the connection made by `actor` (`save` writes the row) and records it in the audit log. */
    store: (actor: Actor, after: ConnectedAccount, save: (tx: Executor) => Promise<void>) =>
      opts.db.transaction(async (tx) => {
        const before = await opts.read(tx);
        await save(tx);
        await opts.record(tx, actor, {
          action: `${opts.auditPrefix}.connect`,
          targetId: opts.targetId,
          platform,
          before,
          after,
        });
      }),

    /** Deletes the connection and records who removed it. */
    disconnect: (actor: Actor) =>
      opts.db.transaction(async (tx) => {
        const before = await opts.read(tx);
        await opts.remove(tx);
        await opts.record(tx, actor, {
          action: `${opts.auditPrefix}.disconnect`,
          targetId: opts.targetId,
          platform,
          before,
          after: null,
        });
      }),
  };
}
