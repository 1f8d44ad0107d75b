import type { Platform } from '@app/contracts';

/** A chat's send limit: at most `messages` in any `perSeconds` window. */
export type ChatRateLimit = { messages: number; perSeconds: number };

/**
 * Send limits per platform. Twitch: about 20 messages per 30 s for a bot that is not a moderator
 * (docs/integrations.md#twitch-chat-the-chat-bot). Kick publishes none; the same figure is assumed.
 */
export const CHAT_RATE_LIMITS: Record<Platform, ChatRateLimit> = {
  twitch: { messages: 20, perSeconds: 30 },
  kick: { messages: 20, perSeconds: 30 },
};

function windowOf(limit: ChatRateLimit): number {
  if (!Number.isInteger(limit.messages) || limit.messages < 1 || !(limit.perSeconds > 0))
    throw new Error(`a rate limit needs whole messages >= 1 and perSeconds > 0, got ${JSON.stringify(limit)}`);
  return limit.perSeconds * 1000;
}

const inWindow = (sentAt: readonly number[], now: number, windowMs: number) =>
  sentAt.filter((t) => t > now - windowMs).sort((a, b) => a - b);

/**
 * The earliest time (epoch ms, never before `now`) the next message may go so that no window of
 * `perSeconds` holds more than `messages` sends; `sentAt` are the times already sent (any order).
 */
export function nextSendAt(
  sentAt: readonly number[],
  now: number,
  limit: ChatRateLimit = CHAT_RATE_LIMITS.twitch,
): number {
  const windowMs = windowOf(limit);
  const recent = inWindow(sentAt, now, windowMs);
  if (recent.length < limit.messages) return now;
  return Math.max(now, recent[recent.length - limit.messages]! + windowMs);
}

/** How many messages may go right now (0 when the window is full). */
export function sendBudget(
  sentAt: readonly number[],
  now: number,
  limit: ChatRateLimit = CHAT_RATE_LIMITS.twitch,
): number {
  const windowMs = windowOf(limit);
  return Math.max(0, limit.messages - inWindow(sentAt, now, windowMs).length);
}

/** The outbox sender's plan for one chat: its limit and the two questions it asks before sending. */
export type ReplyQueuePlan = {
  limit: ChatRateLimit;
  nextSendAt: (sentAt: readonly number[], now: number) => number;
  sendBudget: (sentAt: readonly number[], now: number) => number;
};

/** A plan bound to one limit (e.g. `replyQueuePlan(CHAT_RATE_LIMITS.twitch)`). */
export function replyQueuePlan(limit: ChatRateLimit): ReplyQueuePlan {
  windowOf(limit);
  return {
    limit,
    nextSendAt: (sentAt, now) => nextSendAt(sentAt, now, limit),
    sendBudget: (sentAt, now) => sendBudget(sentAt, now, limit),
  };
}
