import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { createReplyBudget, type ReplyBudget } from '../src/features/chat-commands/reply-budget';
import { chatterValue, numberValue, renderSafeReply, type SafeReply } from '@app/chat';
import { createReplyQueue, type PendingReply } from '../src/features/chat-commands/reply-queue';
import { openTestDatabase, resetDatabase } from './helpers/database';

// The chat reply budget shared by instances (chat_reply_sends, database clock): claims, and the reply
// queue on it. Two budgets or queues on one database stand for two instances; windows are short here.

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const budgetOf = (platform: 'kick' | 'twitch', messages: number, perSeconds: number) =>
  createReplyBudget({ db: database.db, platform, limit: { messages, perSeconds } });

/** Lines sent `ago` seconds ago on `platform` (by "another instance"). */
async function sentBefore(platform: 'kick' | 'twitch', agoSeconds: number[]) {
  for (const ago of agoSeconds)
    await database.db.execute(
      sql`insert into chat_reply_sends (platform, sent_at) values (${platform}, clock_timestamp() - ${ago}::float8 * interval '1 second')`,
    );
}

const rows = (platform: 'kick' | 'twitch') =>
  queryRows<{ ms: number }>(
    database.db,
    sql`select (extract(epoch from sent_at) * 1000)::float8 as ms from chat_reply_sends where platform = ${platform} order by sent_at`,
  ).then((r) => r.map((x) => Number(x.ms)));

/** The most rows any window of `windowMs` holds (a window (t - windowMs, t] ending at each row). */
function mostInWindow(times: number[], windowMs: number): number {
  let most = 0;
  for (const t of times) most = Math.max(most, times.filter((u) => u > t - windowMs && u <= t).length);
  return most;
}

describe('reply budget claims', () => {
  it('claims until the limit, then refuses with the wait until the oldest line leaves the window', async () => {
    const budget = budgetOf('kick', 3, 30);
    expect(await budget.available()).toEqual({ budget: 3, retryInMs: 0 });
    expect(await budget.claim()).toMatchObject({ claimed: true, remaining: 2 });
    expect(await budget.claim()).toMatchObject({ claimed: true, remaining: 1 });
    expect(await budget.claim()).toMatchObject({ claimed: true, remaining: 0 });
    const refused = await budget.claim();
    expect(refused.claimed).toBe(false);
    if (!refused.claimed) expect(refused.retryInMs).toBeGreaterThan(29_000);
    expect((await budget.available()).budget).toBe(0);
    expect(await rows('kick')).toHaveLength(3);
  });

  it('a sent line is counted from when its send finished: the slot leaves the window later', async () => {
    const budget = budgetOf('kick', 1, 30);
    const slot = await budget.claim();
    if (!slot.claimed) throw new Error('no slot');
    const before = await budget.claim();
    if (before.claimed) throw new Error('claimed twice');
    await new Promise((r) => setTimeout(r, 300));
    await budget.sent(slot.slotId!);
    const after = await budget.claim();
    if (after.claimed) throw new Error('claimed twice');
    // Without the new stamp the slot would leave 300 ms sooner than it did when first refused.
    expect(after.retryInMs).toBeGreaterThan(before.retryInMs - 150);
  });

  it('counts the lines of every instance, and the retry is when the line that frees a slot leaves', async () => {
    await sentBefore('kick', [25, 10, 5]);
    const first = budgetOf('kick', 4, 30);
    const second = budgetOf('kick', 4, 30);
    expect(await first.available()).toEqual({ budget: 1, retryInMs: 0 });
    expect((await second.claim()).claimed).toBe(true);
    const view = await first.available();
    expect(view.budget).toBe(0);
    // The line sent 25 s ago leaves the 30 s window in about 5 s.
    expect(view.retryInMs).toBeGreaterThan(4_000);
    expect(view.retryInMs).toBeLessThanOrEqual(5_000);
    const refused = await first.claim();
    expect(refused.claimed).toBe(false);
  });

  it('claims again once the window has passed', async () => {
    const budget = budgetOf('twitch', 2, 0.4);
    expect((await budget.claim()).claimed).toBe(true);
    expect((await budget.claim()).claimed).toBe(true);
    const refused = await budget.claim();
    expect(refused.claimed).toBe(false);
    if (refused.claimed) return;
    expect(refused.retryInMs).toBeGreaterThan(0);
    expect(refused.retryInMs).toBeLessThanOrEqual(400);
    await sleep(refused.retryInMs + 20);
    expect(await budget.claim()).toMatchObject({ claimed: true });
  });

  it('keeps the platforms apart', async () => {
    const kick = budgetOf('kick', 1, 30);
    const twitch = budgetOf('twitch', 1, 30);
    expect((await kick.claim()).claimed).toBe(true);
    expect((await kick.claim()).claimed).toBe(false);
    expect(await twitch.available()).toEqual({ budget: 1, retryInMs: 0 });
    expect((await twitch.claim()).claimed).toBe(true);
    expect((await twitch.claim()).claimed).toBe(false);
  });

  it('claims racing from two instances never pass the limit', async () => {
    const instances = [budgetOf('kick', 5, 30), budgetOf('kick', 5, 30)];
    const claims = await Promise.all(Array.from({ length: 24 }, (_, i) => instances[i % 2]!.claim()));
    expect(claims.filter((c) => c.claimed)).toHaveLength(5);
    expect(await rows('kick')).toHaveLength(5);
  });

  it('prunes the lines older than the window during a claim', async () => {
    await sentBefore('kick', [120, 90, 31, 2]);
    await sentBefore('twitch', [120]);
    expect((await budgetOf('kick', 20, 30).claim()).claimed).toBe(true);
    expect(await rows('kick')).toHaveLength(2);
    // Only the claiming platform's rows are pruned (under its own lock).
    expect(await rows('twitch')).toHaveLength(1);
  });
});

describe('reply queues on the shared budget', () => {
  type Log = { warn: (obj: object, msg: string) => void };
  const silentLog: Log = { warn: () => {} };

  function queueOn(budget: ReplyBudget | undefined, sent: { text: string; at: number }[], log: Log = silentLog) {
    return createReplyQueue({
      platform: 'kick',
      locale: async () => 'en',
      send: async (text) => {
        sent.push({ text, at: Date.now() });
        return true;
      },
      log,
      ...(budget ? { budget } : {}),
    });
  }

  const guess = (i: number): PendingReply => ({
    text: `@v${i}: guess recorded`,
    outcome: { kind: 'gtb', ok: true, chatter: chatterValue(`v${i}`) },
  });

  async function until(check: () => boolean, ms: number) {
    const end = Date.now() + ms;
    while (!check() && Date.now() < end) await sleep(25);
  }

  it('two instances together keep to one limit, and send the rest as the window frees', async () => {
    const sent: { text: string; at: number }[] = [];
    const queues = [queueOn(budgetOf('kick', 4, 1), sent), queueOn(budgetOf('kick', 4, 1), sent)];
    // Plain replies (no outcome): none can be counted, so each waits for its own slot.
    for (let i = 0; i < 5; i++) for (const [q, queue] of queues.entries()) queue.push({ text: `reply ${q}-${i}` });
    await until(() => sent.length >= 10, 15_000);
    await Promise.all(queues.map((q) => q.close()));
    expect(sent).toHaveLength(10);
    // On the database clock no window of 1 s holds more than 4 lines; on the fake's clock (sends follow
    // their claims by a few milliseconds) no window of 0.9 s does.
    expect(mostInWindow(await rows('kick'), 1_000)).toBeLessThanOrEqual(4);
    const sentTimes = sent.map((s) => s.at);
    expect(mostInWindow(sentTimes, 900)).toBeLessThanOrEqual(4);
    expect(sent.every((s) => !s.text.startsWith('!'))).toBe(true);
  }, 20_000);

  it('counts bets into fewer lines when the shared budget is short', async () => {
    // Another instance sent 18 of the 20 lines a moment ago: 2 are left for 10 guesses.
    await sentBefore(
      'kick',
      Array.from({ length: 18 }, () => 1),
    );
    const sent: { text: string; at: number }[] = [];
    const queue = queueOn(budgetOf('kick', 20, 30), sent);
    for (let i = 0; i < 10; i++) queue.push(guess(i));
    await queue.idle();
    await queue.close();
    expect(sent.map((s) => s.text)).toEqual(['10 guesses recorded']);
    expect(await rows('kick')).toHaveLength(19);
  });

  it('falls back to its own window when the database fails, and warns once', async () => {
    const failing: ReplyBudget = {
      platform: 'kick',
      limit: { messages: 3, perSeconds: 30 },
      available: () => Promise.reject(new Error('connection refused')),
      claim: () => Promise.reject(new Error('connection refused')),
      sent: () => Promise.reject(new Error('connection refused')),
    };
    const warnings: string[] = [];
    const sent: { text: string; at: number }[] = [];
    const queue = queueOn(failing, sent, {
      warn: (_obj: object, msg: string) => {
        warnings.push(msg);
      },
    });
    for (let i = 0; i < 2; i++) queue.push({ text: `reply ${i}` });
    await queue.idle();
    for (let i = 0; i < 10; i++) queue.push(guess(i));
    await queue.idle();
    await queue.close();
    // 3 lines in the window: the two replies, then the 10 guesses counted into the one line left.
    expect(sent.map((s) => s.text)).toEqual(['reply 0', 'reply 1', '10 guesses recorded']);
    expect(warnings.filter((w) => w.includes('budget unavailable'))).toHaveLength(1);
  });

  it('the Twitch queue takes SafeReply lines only: a plain string cast past the type is dropped and logged', async () => {
    const sent: string[] = [];
    const errors: string[] = [];
    const queue = createReplyQueue({
      platform: 'twitch',
      locale: async () => 'en',
      send: async (text) => {
        sent.push(text);
        return true;
      },
      log: { warn: () => {}, error: (_o: object, msg: string) => void errors.push(msg) },
    });
    queue.push({ text: 'use code BIGWIN at evilcasino.io' as unknown as SafeReply });
    queue.push({ text: { text: 'forged' } as unknown as SafeReply });
    queue.push({
      text: renderSafeReply('points_balance', 'en', { user: chatterValue('ana'), points: numberValue(3) }),
    });
    await queue.idle();
    await queue.close();
    expect(sent).toEqual(['@ana: you have 3 points.']);
    expect(errors).toHaveLength(2);
  });
});
