import {
  coalesceReplies,
  nextSendAt,
  sanitizeForTwitch,
  CHAT_RATE_LIMITS,
  type ChatLang,
  type ChatOutcome,
} from '@app/chat';
import type { Platform } from '@app/contracts';

/** A reply waiting to go out: its text, and for bets and entries the outcome that can be counted with others. */
export type PendingReply = { text: string; outcome?: ChatOutcome };

/** How often a queue looks at what waits. */
const TICK_MS = 1_500;

/**
 * The bot's replies on one platform: queued, never awaited by the webhook, sent within the platform's
 * chat limit (20 messages per 30 s). When more wait than the budget allows, bet and entry outcomes are
 * joined into counted lines ("12 guesses recorded, 3 refused: already guessed") and the rest waits.
 * Every line bound for Twitch passes the Twitch guard last (no link, no casino word, no code).
 */
export function createReplyQueue(opts: {
  platform: Platform;
  lang: ChatLang;
  /** Sends one line; false or a throw when the platform refused it. */
  send: (text: string) => Promise<boolean>;
  /** The offer codes and hosts, kept off Twitch. */
  extraForbiddenWords?: () => readonly string[];
  log: { warn: (obj: object, msg: string) => void };
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const limit = CHAT_RATE_LIMITS[opts.platform];
  let pending: PendingReply[] = [];
  const sentAt: number[] = [];
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> | null = null;

  async function sendLine(text: string) {
    // A reply never starts with the command prefix, so the bot (which may be the broadcaster's own
    // account, whose messages come back through the webhook) never runs its own replies.
    const plain = text.replace(/^[\s!！]+/, '');
    const line =
      opts.platform === 'twitch' ? sanitizeForTwitch(plain, { extraWords: opts.extraForbiddenWords?.() }) : plain;
    if (!line) return;
    sentAt.push(now());
    try {
      if (!(await opts.send(line))) opts.log.warn({ platform: opts.platform }, 'chat reply not sent');
    } catch (err) {
      opts.log.warn({ platform: opts.platform, err: (err as Error).message }, 'chat reply failed');
    }
  }

  async function drain() {
    while (pending.length > 0) {
      const t = now();
      while (sentAt.length && sentAt[0]! <= t - limit.perSeconds * 1000) sentAt.shift();
      const budget = limit.messages - sentAt.length;
      if (budget <= 0 || nextSendAt(sentAt, t, limit) > t) return;
      if (pending.length <= budget) {
        const next = pending.shift()!;
        await sendLine(next.text);
        continue;
      }
      // More wait than the budget: count the bets and entries together, keep the others for later.
      const counted = pending.filter((p) => p.outcome);
      const rest = pending.filter((p) => !p.outcome);
      pending = rest;
      const lines = coalesceReplies(
        counted.map((p) => p.outcome!),
        opts.lang,
        { maxLines: Math.max(1, Math.min(3, budget)) },
      );
      for (const line of lines) await sendLine(line);
      if (counted.length === 0) {
        // Only plain replies wait: the oldest go, the newest wait for the budget.
        await sendLine(pending.shift()!.text);
      }
    }
  }

  function kick() {
    sending ??= drain().finally(() => {
      sending = null;
    });
  }

  return {
    /** Queues a reply; it goes out within the platform's limit, after the webhook has answered. */
    push(reply: PendingReply) {
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
      kick();
      await sending;
    },
    /** Waits until everything queued is sent or waits for budget (tests). */
    idle: () => sending ?? Promise.resolve(),
  };
}

export type ReplyQueue = ReturnType<typeof createReplyQueue>;
