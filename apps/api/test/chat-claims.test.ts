import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { takeRuns, type RunRequest } from '../src/features/chat-commands/repository';
import { useKickChat } from './helpers/kick-chat';
import { namedStatements, statementsDuring } from './helpers/statements';

// Chat messages claimed in batches (ADR 080): one statement claims every message that came while
// others were being claimed, with the rules of one message at a time, in the order they came.

const h = useKickChat();

let n = 0;
const request = (over: Partial<RunRequest> = {}): RunRequest => ({
  platform: 'kick',
  messageId: `m-${n++}`,
  chatterId: '501',
  chatterLogin: 'ana',
  command: 'gtb',
  input: '!gtb 1',
  globalKey: 'kick:gtb',
  globalSeconds: 0,
  userKey: 'kick:gtb:501',
  userSeconds: 5,
  retryAfterSeconds: null,
  ...over,
});
const pick = (r: { claimed: boolean; free: boolean }) => [r.claimed, r.free];

describe('chat claims in one statement', () => {
  it('in one batch: the first message of a chatter takes the cooldown, the next finds it taken; one id twice is claimed once', async () => {
    const ana = await h.kickViewer('ana', 501);
    const twice = request({ chatterId: '502', userKey: 'kick:gtb:502' });
    const intakes = await takeRuns(h.database.db, [
      request(),
      request(),
      twice,
      { ...twice },
      request({ chatterId: '503', userKey: 'kick:gtb:503', userSeconds: 0 }),
    ]);
    expect(intakes.map(pick)).toEqual([
      [true, true],
      [true, false],
      [true, true],
      [false, false],
      [true, true],
    ]);
    // The chatter's account is read with the claim; a chatter with none has none.
    expect(intakes.map((i) => i.userId)).toEqual([ana.id, ana.id, null, null, null]);
    // The second of the same id is not a finished run's duplicate: the first holds the claim.
    expect(intakes[3]!.finishedBefore).toBe(false);
    // The next batch finds the cooldown taken by the first.
    expect((await takeRuns(h.database.db, [request()])).map(pick)).toEqual([[true, false]]);
  });

  it('a global cooldown: the first claimed message takes it, and only it may take its chatter’s own', async () => {
    const global = { globalSeconds: 30 };
    const intakes = await takeRuns(h.database.db, [
      request({ ...global, chatterId: '601', userKey: 'kick:gtb:601' }),
      request({ ...global, chatterId: '602', userKey: 'kick:gtb:602' }),
    ]);
    expect(intakes.map(pick)).toEqual([
      [true, true],
      [true, false],
    ]);
    const stamped = await queryRows<{ key: string }>(h.database.db, sql`select key from chat_cooldowns order by key`);
    expect(stamped.map((r) => r.key)).toEqual(['kick:gtb', 'kick:gtb:601']);
  });

  it('two instances claiming the same messages in opposite orders: each claimed once, no deadlock', async () => {
    const batch = Array.from({ length: 40 }, (_, i) =>
      request({ chatterId: String(700 + i), userKey: `kick:gtb:${700 + i}`, messageId: `both-${i}` }),
    );
    for (let round = 0; round < 5; round++) {
      const ids = batch.map((r) => ({ ...r, messageId: `${r.messageId}-${round}` }));
      const [a, b] = await Promise.all([takeRuns(h.database.db, ids), takeRuns(h.database.db, [...ids].reverse())]);
      const claimedA = a.filter((x) => x.claimed).length;
      const claimedB = b.filter((x) => x.claimed).length;
      expect(claimedA + claimedB).toBe(40);
    }
    const runs = await queryRows<{ n: number }>(h.database.db, sql`select count(*)::int as n from chat_command_runs`);
    expect(runs[0]!.n).toBe(200);
  });

  it('a burst of chat commands on one instance is claimed in fewer statements than messages', async () => {
    if (h.database.kind !== 'postgres') return; // PGlite answers each statement before the next message reaches it
    await h.liveHunt({ gtb: true });
    const deliveries = Array.from({ length: 60 }, (_, i) => h.chat({ user_id: 900 + i, username: `v${i}` }, '!points'));
    const burst = await statementsDuring(async () => {
      await Promise.all(
        deliveries.map((d) => h.app.inject({ method: 'POST', url: h.WEBHOOK, headers: d.headers, payload: d.body })),
      );
      await h.settled();
    });
    const claims = namedStatements(burst.sent).filter((s) => s === 'chat_take_run').length;
    expect(claims).toBeGreaterThanOrEqual(1);
    expect(claims).toBeLessThan(60);
    const runs = await queryRows<{ n: number }>(h.database.db, sql`select count(*)::int as n from chat_command_runs`);
    expect(runs[0]!.n).toBe(60);
  });
});
