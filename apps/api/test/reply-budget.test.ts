import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { createReplyBudget } from '../src/features/chat-commands/reply-budget';
import { openTestDatabase, resetDatabase } from './helpers/database';

// The chat reply budget shared by instances (chat_reply_sends, database clock): claims. Two budgets on
// one database stand for two instances; windows are short here.

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

describe('reply budget claims', () => {
  it('claims until the limit, then refuses with the wait until the oldest line leaves the window', async () => {
    const budget = budgetOf('kick', 3, 30);
    expect(await budget.available()).toEqual({ budget: 3, retryInMs: 0 });
    expect(await budget.claim()).toEqual({ claimed: true, remaining: 2 });
    expect(await budget.claim()).toEqual({ claimed: true, remaining: 1 });
    expect(await budget.claim()).toEqual({ claimed: true, remaining: 0 });
    const refused = await budget.claim();
    expect(refused.claimed).toBe(false);
    if (!refused.claimed) expect(refused.retryInMs).toBeGreaterThan(29_000);
    expect((await budget.available()).budget).toBe(0);
    expect(await rows('kick')).toHaveLength(3);
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
