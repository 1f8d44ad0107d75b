import { sql } from 'drizzle-orm';
import { CHAT_RATE_LIMITS, type ChatRateLimit } from '@app/chat';
import type { Platform } from '@app/contracts';
import { queryRows, type Db, type Executor } from '../../db/client';

/** What the window holds now: how many lines may go, and when the next slot frees if none may. */
export type BudgetView = {
  /** The platform's limit less the lines every instance sent in the window (never below 0). */
  budget: number;
  /** With no budget: milliseconds (database clock) until a line leaves the window; 0 otherwise. */
  retryInMs: number;
};

/** A claimed send slot (the caller sends its line now), or when to try again. */
export type Claim = { claimed: true; remaining: number; slotId?: number } | { claimed: false; retryInMs: number };

/**
 * The send budget of one platform's chat shared by every instance, kept in `chat_reply_sends` on the
 * database clock: a line may go only after a slot is claimed, so all instances together send at most
 * `limit.messages` lines in any `limit.perSeconds` window. A claim runs in one transaction under a
 * per-platform transaction advisory lock (PGlite grants it at once: its transactions already run one
 * at a time); rows older than the window are pruned now and then inside a claim.
 */
export function createReplyBudget(opts: {
  db: Db;
  platform: Platform;
  /** Tests only: a smaller limit or a shorter window. */
  limit?: ChatRateLimit;
}) {
  const { db, platform } = opts;
  const limit = opts.limit ?? CHAT_RATE_LIMITS[platform];
  const windowMs = limit.perSeconds * 1000;
  if (!Number.isInteger(limit.messages) || limit.messages < 1 || !(windowMs > 0))
    throw new Error(`a rate limit needs whole messages >= 1 and perSeconds > 0, got ${JSON.stringify(limit)}`);
  const lockKey = `chat-reply-sends:${platform}`;
  let lastPruneAt = 0;

  /** Milliseconds until each line of the window leaves it, oldest first (as many rows as lines, ~limit). */
  async function window(executor: Executor): Promise<number[]> {
    const rows = await queryRows<{ leaves_in_ms: number }>(
      executor,
      sql`select ceil(extract(epoch from (s.sent_at + ${windowMs}::integer * interval '1 millisecond' - c.t)) * 1000)::integer as leaves_in_ms
          from chat_reply_sends s cross join (select clock_timestamp() as t) c
          where s.platform = ${platform} and s.sent_at > c.t - ${windowMs}::integer * interval '1 millisecond'
          order by s.sent_at`,
    );
    return rows.map((r) => Math.max(1, Number(r.leaves_in_ms)));
  }

  /** With `leaves` (oldest first) in the window: the wait until one fewer than the limit remain. */
  const retryIn = (leaves: number[]) => leaves[leaves.length - limit.messages] ?? 0;

  return {
    platform,
    limit,
    /** The shared budget now (a read, no lock): the queue sizes its lines by it. */
    async available(): Promise<BudgetView> {
      const leaves = await window(db);
      const budget = Math.max(0, limit.messages - leaves.length);
      return { budget, retryInMs: budget > 0 ? 0 : retryIn(leaves) };
    },
    /** Claims one send slot if the window has room (a row stamped with the database's clock). */
    claim(): Promise<Claim> {
      return db.transaction(async (tx) => {
        // First statement of the transaction: a claim holds no table lock while it waits here.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
        // clock_timestamp(), not now(): now() is when the transaction began, before the wait for the lock.
        const leaves = await window(tx);
        if (leaves.length >= limit.messages) return { claimed: false as const, retryInMs: retryIn(leaves) };
        const [slot] = await queryRows<{ id: number }>(
          tx,
          sql`insert into chat_reply_sends (platform, sent_at) values (${platform}, clock_timestamp()) returning id`,
        );
        // Prune at most once a window per instance: a short index range under the lock already held.
        if (Date.now() - lastPruneAt >= windowMs) {
          lastPruneAt = Date.now();
          await tx.execute(
            sql`delete from chat_reply_sends where platform = ${platform}
                and sent_at <= clock_timestamp() - ${windowMs}::integer * interval '1 millisecond'`,
          );
        }
        return { claimed: true as const, remaining: limit.messages - leaves.length - 1, slotId: Number(slot!.id) };
      });
    },
    /**
     * The line of a claimed slot went out (or failed): its row is stamped again with the time the send
     * finished. The platform counts the line from when it arrived, somewhere between the claim and now,
     * so the later stamp keeps every instance on the safe side of the platform's window even when a
     * send is slow (under a burst, the bench saw 21 lines in a platform's 30 s with claim-time stamps).
     */
    async sent(slotId: number): Promise<void> {
      await db.execute(sql`update chat_reply_sends set sent_at = clock_timestamp() where id = ${slotId}`);
    },
  };
}

export type ReplyBudget = ReturnType<typeof createReplyBudget>;
