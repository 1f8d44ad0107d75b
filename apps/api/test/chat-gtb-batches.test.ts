import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { call } from './helpers/call';
import { expectLedgerInvariant, type TestUser } from './helpers/factories';
import { useKickChat } from './helpers/kick-chat';
import { namedStatements, statementsDuring } from './helpers/statements';

// Chat's GTB guesses in batches (issue 37 item 3): the guesses that arrive while earlier ones are
// being written go together in one transaction, each by the site's rules, each once.

const h = useKickChat();
const { kickViewer, liveHunt, adminCall } = h;

const guessRows = () =>
  queryRows<{ user_id: string; guess_cents: number }>(
    h.database.db,
    sql`select user_id, guess_cents::int8 as guess_cents from live_hunt_gtb_guesses order by seq`,
  );
const outcomeOf = (p: Promise<void>) =>
  p.then(
    () => 'ok',
    (err: { code?: string }) => err.code ?? String(err),
  );

describe('chat GTB guesses in batches', () => {
  it('a burst is written in a few transactions; each guess gets the site rule’s answer, in the order typed', async () => {
    const viewers: TestUser[] = [];
    for (let i = 0; i < 40; i++) viewers.push(await kickViewer(`v${i}`, 700 + i));
    await liveHunt({ gtb: true });
    const excluded = await call(h.app, 'POST', '/api/v1/users/me/responsible-play/self-exclusion', viewers[0]!, {
      length: 'forever',
    });
    expect(excluded.statusCode).toBe(200);

    const guessOf = (i: number) => 100_000 + i * 100;
    const burst = await statementsDuring(() =>
      Promise.all([
        ...viewers.map((v, i) => outcomeOf(h.app.liveHunt.placeChatGuess(v.id, i === 1 ? 10 ** 13 : guessOf(i)))),
        // The same account again, in the same burst: the first guess typed counts.
        outcomeOf(h.app.liveHunt.placeChatGuess(viewers[2]!.id, 555_500)),
      ]),
    );
    expect(burst.result).toEqual([
      'RG_SELF_EXCLUDED',
      'GTB_OUT_OF_RANGE',
      ...viewers.slice(2).map(() => 'ok'),
      'GTB_ALREADY_PLACED',
    ]);
    // 41 guesses in a few transactions: the first two went out alone (two batches may be in flight:
    // one refused by responsible play, one out of range, so neither inserted anything), and the other
    // 39 waited and went together: one insert and one event row for them all.
    const names = namedStatements(burst.sent);
    const transactions = names.filter((n) => n === 'live_hunt_lock_live_share').length;
    expect(transactions).toBeGreaterThanOrEqual(2);
    expect(transactions).toBeLessThanOrEqual(4);
    expect(names.filter((n) => n === 'live_hunt_gtb_guesses_insert')).toHaveLength(transactions - 2);
    expect(names.filter((n) => n === 'live_hunt_event_insert')).toHaveLength(transactions - 2);
    // Each valid guess once, in the order they were typed (their seq: an earlier guess wins a tie).
    expect(await guessRows()).toEqual(viewers.slice(2).map((v, i) => ({ user_id: v.id, guess_cents: guessOf(i + 2) })));

    // The close: a guess received while GTB was open still counts; one received after does not.
    const receivedBefore = new Date();
    const late = await kickViewer('late', 800);
    const later = await kickViewer('later', 801);
    expect((await adminCall('POST', '/api/v1/admin/live-hunt/gtb', { status: 'closed' })).statusCode).toBe(200);
    const afterClose = new Date(Date.now() + 1_000);
    expect(
      await Promise.all([
        outcomeOf(h.app.liveHunt.placeChatGuess(late.id, 123_400, { receivedAt: receivedBefore })),
        outcomeOf(h.second.liveHunt.placeChatGuess(later.id, 123_500, { receivedAt: afterClose })),
      ]),
    ).toEqual(['ok', 'GTB_CLOSED']);
    expect((await guessRows()).length).toBe(39);
    await expectLedgerInvariant(h.database);
  });

  it('two instances writing batches that share accounts: each account’s guess once, no deadlock', async () => {
    const viewers: TestUser[] = [];
    for (let i = 0; i < 30; i++) viewers.push(await kickViewer(`w${i}`, 900 + i));
    await liveHunt({ gtb: true });
    // Both instances get every account's guess, in opposite orders.
    const outcomes = await Promise.all([
      ...viewers.map((v, i) => outcomeOf(h.app.liveHunt.placeChatGuess(v.id, 200_000 + i))),
      ...[...viewers].reverse().map((v) => outcomeOf(h.second.liveHunt.placeChatGuess(v.id, 300_000))),
    ]);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(30);
    expect(outcomes.filter((o) => o === 'GTB_ALREADY_PLACED')).toHaveLength(30);
    const rows = await guessRows();
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(30);
    expect(rows).toHaveLength(30);
  });
});
