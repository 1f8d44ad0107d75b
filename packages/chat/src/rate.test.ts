import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMITS, nextSendAt, replyQueuePlan, sendBudget, type ChatRateLimit } from './rate';

const twitch = CHAT_RATE_LIMITS.twitch;
const countIn = (sentAt: readonly number[], at: number, limit: ChatRateLimit) =>
  sentAt.filter((t) => t > at - limit.perSeconds * 1000 && t <= at).length;

describe('reply rate', () => {
  it('Twitch allows 20 messages per 30 s', () => {
    expect(twitch).toEqual({ messages: 20, perSeconds: 30 });
  });

  it('sends at once while the window has room', () => {
    expect(nextSendAt([], 1_000)).toBe(1_000);
    expect(
      nextSendAt(
        Array.from({ length: 19 }, (_, i) => i * 100),
        5_000,
      ),
    ).toBe(5_000);
    expect(
      sendBudget(
        Array.from({ length: 19 }, (_, i) => i * 100),
        5_000,
      ),
    ).toBe(1);
  });

  it('waits until the oldest send of a full window leaves it', () => {
    const sent = Array.from({ length: 20 }, (_, i) => 1_000 + i * 100);
    expect(nextSendAt(sent, 5_000)).toBe(31_000);
    expect(sendBudget(sent, 5_000)).toBe(0);
    expect(nextSendAt(sent, 31_000)).toBe(31_000);
    expect(sendBudget(sent, 31_000)).toBe(1);
  });

  it('copes with more sends than the limit (another instance) and any order', () => {
    const sent = [3_000, 1_000, 2_000];
    const limit = { messages: 2, perSeconds: 10 };
    expect(nextSendAt(sent, 4_000, limit)).toBe(12_000);
  });

  it('ignores sends older than the window', () => {
    expect(
      nextSendAt(
        Array.from({ length: 50 }, () => 0),
        30_000,
      ),
    ).toBe(30_000);
  });

  it('binds a plan to a limit, and refuses a limit that makes no sense', () => {
    const plan = replyQueuePlan({ messages: 1, perSeconds: 1 });
    expect(plan.nextSendAt([500], 1_000)).toBe(1_500);
    expect(plan.sendBudget([500], 1_000)).toBe(0);
    expect(() => replyQueuePlan({ messages: 0, perSeconds: 30 })).toThrow();
    expect(() => replyQueuePlan({ messages: 1.5, perSeconds: 30 })).toThrow();
    expect(() => nextSendAt([], 0, { messages: 1, perSeconds: 0 })).toThrow();
  });

  it('property: the answer is the earliest time at or after now with room in its window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.record({ messages: fc.integer({ min: 1, max: 25 }), perSeconds: fc.integer({ min: 1, max: 60 }) }),
        (all, now, limit) => {
          const sent = all.filter((t) => t <= now);
          const at = nextSendAt(sent, now, limit);
          expect(at).toBeGreaterThanOrEqual(now);
          expect(countIn(sent, at, limit)).toBeLessThan(limit.messages);
          if (at > now) expect(countIn(sent, at - 1, limit)).toBeGreaterThanOrEqual(limit.messages);
          expect(sendBudget(sent, now, limit) > 0).toBe(at === now);
        },
      ),
    );
  });

  it('property: a sender that always waits for nextSendAt never exceeds the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 80 }),
        fc.record({ messages: fc.integer({ min: 1, max: 20 }), perSeconds: fc.integer({ min: 1, max: 30 }) }),
        (gaps, limit) => {
          const sent: number[] = [];
          let now = 0;
          for (const gap of gaps) {
            now = nextSendAt(sent, now + gap, limit);
            sent.push(now);
          }
          for (const t of sent) expect(countIn(sent, t, limit)).toBeLessThanOrEqual(limit.messages);
        },
      ),
    );
  });
});
