import {
  coalesceReplies,
  isSafeReply,
  sanitizeForTwitch,
  sendBudget,
  nextSendAt,
  CHAT_RATE_LIMITS,
  type ChatOutcome,
  type SafeReply,
} from '@app/chat';
import type { Locale, Platform } from '@app/contracts';
import type { BudgetView, Claim, ReplyBudget } from './reply-budget';

/**
 * A reply waiting to go out: its line, and for bets and entries the outcome that can be counted with
 * others. On Kick a line may be plain text; on Twitch only a SafeReply (a template filled with safe
 * values, never a chatter's typed text: ADR 054).
 */
export type PendingReply = { text: SafeReply | string; outcome?: ChatOutcome };
export type TwitchPendingReply = { text: SafeReply; outcome?: ChatOutcome };
/** What a platform's queue takes. */
export type PendingReplyOn<P extends Platform> = P extends 'twitch' ? TwitchPendingReply : PendingReply;

/** How often a queue looks at what waits. */
const TICK_MS = 1_500;
/**
 * A shared budget that has not answered in this long counts as unavailable (the local window decides
 * that line). Generous: a busy database is not a lost one, and a line sent on the local window while
 * the shared one is merely slow may go over the shared limit.
 */
const BUDGET_TIMEOUT_MS = 10_000;
/** After the shared budget failed, the local window alone decides this long before the database is asked again. */
const DEGRADED_MS = 10_000;

/**
 * The bot's replies on one platform: queued, never awaited by the webhook, sent within the platform's
 * chat limit (20 messages per 30 s). With `budget` the limit is shared by every instance through the
 * database (reply-budget.ts): the queue sizes its lines by the shared budget and claims a slot before
 * each line; when the database fails it falls back to this instance's own window (and warns). When
 * more wait than the budget allows, bet and entry outcomes are joined into counted lines ("12 guesses
 * recorded, 3 refused: already guessed") and the rest waits. The Twitch queue takes SafeReply lines
 * only (by type, and checked again when queued and when sent: anything else is dropped and logged),
 * and every line bound for Twitch still passes the Twitch guard last (no link, no casino word, no code).
 */
export function createReplyQueue<P extends Platform>(opts: {
  platform: P;
  /**
   * The language of the counted lines (the site default): a line that counts many chatters is
   * written in one language, whatever each of them chose.
   */
  locale: () => Promise<Locale>;
  /** Sends one line; false or a throw when the platform refused it. */
  send: (text: string) => Promise<boolean>;
  /** The offer codes and hosts, kept off Twitch. */
  extraForbiddenWords?: () => readonly string[];
  log: { warn: (obj: object, msg: string) => void; error?: (obj: object, msg: string) => void };
  /** The platform's budget shared by every instance; without it the queue keeps its own window only. */
  budget?: ReplyBudget;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const limit = opts.budget?.limit ?? CHAT_RATE_LIMITS[opts.platform];
  let pending: PendingReply[] = [];
  /** This instance's own sends: the window used alone without a shared budget or when the database fails. */
  const sentAt: number[] = [];
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> | null = null;
  /** No slot is free before this time (local clock): ticks until then do not ask the database. */
  let notBefore = 0;
  /** The shared budget failed: until this time (local clock) the local window alone decides. */
  let degradedUntil = 0;
  let warned = false;

  function localView(): BudgetView {
    const t = now();
    while (sentAt.length && sentAt[0]! <= t - limit.perSeconds * 1000) sentAt.shift();
    const budget = sendBudget(sentAt, t, limit);
    return { budget, retryInMs: budget > 0 ? 0 : nextSendAt(sentAt, t, limit) - t };
  }

  /** The shared budget, or this instance's window when there is none or the database fails. */
  async function shared<T>(ask: (budget: ReplyBudget) => Promise<T>, local: () => T): Promise<T> {
    if (!opts.budget || now() < degradedUntil) return local();
    let timeout: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        ask(opts.budget),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(() => reject(new Error('timed out')), BUDGET_TIMEOUT_MS);
        }),
      ]);
      warned = false;
      return answer;
    } catch (err) {
      // A claim that times out may still commit later: its row only makes the shared window stricter.
      if (!warned)
        opts.log.warn(
          { platform: opts.platform, err: (err as Error).message },
          'chat reply budget unavailable: this instance keeps its own window',
        );
      warned = true;
      degradedUntil = now() + DEGRADED_MS;
      return local();
    } finally {
      clearTimeout(timeout);
    }
  }

  const available = () => shared((b) => b.available(), localView);
  const claim = () =>
    shared<Claim>(
      (b) => b.claim(),
      () => {
        const view = localView();
        return view.budget > 0
          ? { claimed: true, remaining: view.budget - 1 }
          : { claimed: false, retryInMs: view.retryInMs };
      },
    );

  /**
   * Sends one line once a slot is claimed: true when it went (or had nothing left to send), false when
   * no slot was free (the caller keeps the reply; the queue tries again when one frees).
   */
  async function sendLine(reply: SafeReply | string): Promise<boolean> {
    if (opts.platform === 'twitch' && !isSafeReply(reply)) {
      refuseUnsafe();
      return true;
    }
    const text = typeof reply === 'string' ? reply : reply.text;
    // A reply never starts with the command prefix, so the bot (which may be the broadcaster's own
    // account, whose messages come back through the webhook) never runs its own replies.
    const plain = text.replace(/^[\s!！]+/, '');
    const line =
      opts.platform === 'twitch' ? sanitizeForTwitch(plain, { extraWords: opts.extraForbiddenWords?.() }) : plain;
    if (!line) return true;
    const slot = await claim();
    if (!slot.claimed) {
      notBefore = now() + slot.retryInMs;
      return false;
    }
    try {
      if (!(await opts.send(line))) opts.log.warn({ platform: opts.platform }, 'chat reply not sent');
    } catch (err) {
      opts.log.warn({ platform: opts.platform, err: (err as Error).message }, 'chat reply failed');
    }
    // Counted from when the send finished (the platform saw the line by then at the latest).
    sentAt.push(now());
    if (slot.slotId !== undefined && opts.budget)
      await opts.budget
        .sent(slot.slotId)
        .catch((err: Error) =>
          opts.log.warn({ platform: opts.platform, err: err.message }, 'chat reply budget: send time not kept'),
        );
    return true;
  }

  async function drain() {
    while (pending.length > 0) {
      const { budget, retryInMs } = await available();
      if (budget <= 0) {
        notBefore = now() + retryInMs;
        return;
      }
      if (pending.length <= budget) {
        const next = pending.shift()!;
        if (!(await sendLine(next.text))) {
          pending.unshift(next);
          return;
        }
        continue;
      }
      // More wait than the budget: count the bets and entries together, keep the others for later.
      const counted = pending.filter((p) => p.outcome);
      const rest = pending.filter((p) => !p.outcome);
      pending = rest;
      const lines = coalesceReplies(
        counted.map((p) => p.outcome!),
        await countedLocale(),
        { maxLines: Math.max(1, Math.min(3, budget)) },
      );
      for (const [i, line] of lines.entries()) {
        // Another instance took the slot meanwhile: the counted lines not sent wait as they are.
        if (!(await sendLine(line))) {
          pending.unshift(...lines.slice(i).map((text) => ({ text })));
          return;
        }
      }
      if (counted.length === 0) {
        // Only plain replies wait: the oldest go, the newest wait for the budget.
        const next = pending.shift()!;
        if (!(await sendLine(next.text))) {
          pending.unshift(next);
          return;
        }
      }
    }
  }

  /** The counted lines' language; English when it cannot be read (the lines still go). */
  async function countedLocale(): Promise<Locale> {
    try {
      return await opts.locale();
    } catch (err) {
      opts.log.warn({ platform: opts.platform, err: (err as Error).message }, 'chat reply language unreadable');
      return 'en';
    }
  }

  /** A line that is not a SafeReply never goes to Twitch: dropped, and logged as the bug it is. */
  function refuseUnsafe() {
    (opts.log.error ?? opts.log.warn)(
      { platform: opts.platform },
      'chat reply dropped: a Twitch reply must be built from a template and safe values',
    );
  }

  function kick() {
    if (now() < notBefore) return;
    sending ??= drain().finally(() => {
      sending = null;
    });
  }

  return {
    /** Queues a reply; it goes out within the platform's limit, after the webhook has answered. */
    push(reply: PendingReplyOn<P>) {
      if (opts.platform === 'twitch' && !isSafeReply(reply.text)) {
        refuseUnsafe();
        return;
      }
      pending.push(reply);
      kick();
      timer ??= setInterval(() => {
        if (pending.length === 0 && timer) {
          clearInterval(timer);
          timer = null;
          return;
        }
        kick();
      }, TICK_MS);
      timer.unref();
    },
    /** Sends what can go now and stops the timer (shutdown). */
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      notBefore = 0;
      kick();
      await sending;
    },
    /** Waits until everything queued is sent or waits for budget (tests). */
    idle: () => sending ?? Promise.resolve(),
  };
}

export type ReplyQueue = ReturnType<typeof createReplyQueue>;
