import { messageFromInbox, type ChatMessageIn } from '../../lib/chat-inbox';
import type { Retry } from './handle';
import * as repo from './repository';
import type { ChatCommandsDeps, CommandResult } from './types';

/** A message still in the chat inbox this long after it came (or after a sweep last took it) is swept. */
export const SWEEP_AFTER_SECONDS = 60;
/** Messages taken by one statement; a sweep takes batches until one comes back short. */
const SWEEP_BATCH = 200;
/** Batches one sweep takes at most (10,000 messages); the next sweep takes the rest. */
const MAX_BATCHES = 50;
/** A message swept this many times without leaving the inbox is given up (logged, its run marked). */
const MAX_ATTEMPTS = 5;
/**
 * Commands that must not run twice: `!join` buys tickets each time. Every other command is one per
 * account by its own rule (a GTB guess, an AVG bet, an open slot request, a prediction) or only
 * reads, so its second run after a stop mid-command adds nothing that the first made.
 */
const NOT_REPEATABLE: ReadonlySet<string> = new Set(['join']);

/** What a sweep did with the messages it took. */
export type SweepResult = {
  /** Never claimed: run now, as the webhook's instance would have. */
  ran: number;
  /** Claimed and never finished, taken over and run again. */
  retried: number;
  /** Claimed and never finished, not repeatable: marked `error` (INTERRUPTED), not run again. */
  interrupted: number;
  /** Finished already, or given up after MAX_ATTEMPTS: let go. */
  dropped: number;
  /** Failed again: left for the next sweep. */
  failed: number;
};

/**
 * The chat inbox's sweep (ADR 079), run by every instance's job: a message the webhook answered and
 * kept, but whose command never finished (its instance was killed, or the database failed), is run
 * from the inbox with the time it came (a GTB guess received before the close still counts). Its run
 * is claimed by message id as always, so a message runs once on any number of instances; a run claimed
 * and never finished is taken over only when a second run cannot repeat what the first did.
 */
export function createInboxSweep(
  deps: Pick<ChatCommandsDeps, 'db' | 'log'>,
  handle: (msg: ChatMessageIn, retry?: Retry) => Promise<CommandResult>,
) {
  /** One batch: the messages let go in one statement, the others run at once (in the commands' turns). */
  async function sweepBatch(olderThanSeconds: number, result: SweepResult): Promise<number> {
    const taken = await repo.takeStaleInbox(deps.db, olderThanSeconds, SWEEP_BATCH);
    const letGo: repo.Settled[] = [];
    const runs: Promise<void>[] = [];
    const interrupted = { outcome: 'error', code: 'INTERRUPTED', reply: null, userId: null };
    for (const stale of taken) {
      const msg = messageFromInbox(stale.message);
      const key = { platform: msg.platform, messageId: msg.messageId };
      const unfinished = stale.runOutcome === 'running';
      if (stale.attempts > MAX_ATTEMPTS) {
        deps.log.error({ ...key, attempts: stale.attempts }, 'chat inbox: message given up after repeated failures');
        letGo.push({ ...key, run: unfinished ? interrupted : null });
        result.dropped++;
      } else if (stale.runOutcome !== null && !unfinished) {
        letGo.push({ ...key, run: null });
        result.dropped++;
      } else if (unfinished && NOT_REPEATABLE.has(stale.runCommand ?? '')) {
        // Claimed recently: its instance may still be running it; a later sweep looks again.
        if (!stale.runStale) continue;
        deps.log.warn({ ...key, command: stale.runCommand }, 'chat inbox: a command stopped mid-run is not run again');
        letGo.push({ ...key, run: interrupted });
        result.interrupted++;
      } else {
        const retry = unfinished ? { afterSeconds: olderThanSeconds } : undefined;
        runs.push(
          handle(msg, retry).then(
            (done) => {
              if (done.outcome !== 'duplicate') result[unfinished ? 'retried' : 'ran']++;
            },
            (err: unknown) => {
              deps.log.warn({ ...key, err: (err as Error).message }, 'chat inbox: sweep of a message failed');
              result.failed++;
            },
          ),
        );
      }
    }
    await Promise.all([repo.settleRuns(deps.db, letGo), ...runs]);
    return taken.length;
  }

  /** Sweeps the inbox: every message left in it at least `olderThanSeconds` (tests pass 0). */
  return async function sweepInbox(olderThanSeconds = SWEEP_AFTER_SECONDS): Promise<SweepResult> {
    const result: SweepResult = { ran: 0, retried: 0, interrupted: 0, dropped: 0, failed: 0 };
    for (let i = 0; i < MAX_BATCHES && (await sweepBatch(olderThanSeconds, result)) === SWEEP_BATCH; i++);
    if (result.ran + result.retried + result.interrupted + result.dropped + result.failed > 0)
      deps.log.info(result, 'chat inbox swept');
    return result;
  };
}
