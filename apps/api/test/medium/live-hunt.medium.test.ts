import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCasinoAccountsService } from '../../src/features/casino-accounts/service';
import { createLiveHuntService } from '../../src/features/live-hunt/service';
import { createLocalBus } from '../../src/lib/event-bus';
import { balanceOf, booksOf, countOf, ledgerOf, newLiveHunt, newUser, rowsOf } from './factories';
import { casinoAccountAt } from '../helpers/factories';
import { useMediumDatabase } from './setup';
import { testActor } from '../helpers/actor';

const ctx = useMediumDatabase();

/** The live hunt service as the plugin builds it, on the test database and an in-process bus. */
const setup = () => ({
  sut: createLiveHuntService({
    db: ctx.db,
    bus: createLocalBus(),
    affiliates: createCasinoAccountsService({ db: ctx.db }),
  }),
});

type AvgBetRow = { user_id: string; group: string; bet: number; payout: number | null; refunded: boolean };
const avgBets = () => rowsOf<AvgBetRow>(ctx.db, 'live_hunt_avg_bets');
const hasReason = (reason: string) => sql`reason = ${reason}`;

describe('live hunt: GTB guesses', () => {
  it('accepts a guess from $1 to 15 times the start and refuses one outside with GTB_OUT_OF_RANGE', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { startCents: 100_00, gtb: 'opened' });
    const [a, b, c] = [await newUser(ctx.db), await newUser(ctx.db), await newUser(ctx.db)];
    await expect(sut.placeGuess(c.id, hunt.id, 99)).rejects.toMatchObject({
      code: 'GTB_OUT_OF_RANGE',
      message: 'O valor deve ser um número entre 1 e 1500.',
      fields: { guess: 'must be between 1 and 1500 dollars' },
    });
    await expect(sut.placeGuess(c.id, hunt.id, 1500_01)).rejects.toMatchObject({ code: 'GTB_OUT_OF_RANGE' });
    expect(await sut.placeGuess(a.id, hunt.id, 100)).toEqual({ gtb: { guess: 100 }, avg: null });
    expect(await sut.placeGuess(b.id, hunt.id, 1500_00)).toEqual({ gtb: { guess: 1500_00 }, avg: null });
    const guesses = await rowsOf<{ user_id: string; guess_cents: number }>(ctx.db, 'live_hunt_gtb_guesses');
    expect(guesses.map((g) => [g.user_id, g.guess_cents]).sort()).toEqual(
      [
        [a.id, 100],
        [b.id, 1500_00],
      ].sort(),
    );
    // Only the two accepted guesses wrote an event row.
    expect(await countOf(ctx.db, 'live_hunt_events', sql`kind = 'gtb_guess'`)).toBe(2);
  });

  it('takes one guess per account: a second is GTB_ALREADY_PLACED and the first stays', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { gtb: 'opened' });
    const user = await newUser(ctx.db);
    await sut.placeGuess(user.id, hunt.id, 250_00);
    await expect(sut.placeGuess(user.id, hunt.id, 300_00)).rejects.toMatchObject({ code: 'GTB_ALREADY_PLACED' });
    expect(await rowsOf(ctx.db, 'live_hunt_gtb_guesses')).toMatchObject([{ user_id: user.id, guess_cents: 250_00 }]);
  });

  it('refuses a guess while GTB is closed, and GTB never reopens once closed after opening', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { gtb: 'closed' });
    const user = await newUser(ctx.db);
    await expect(sut.placeGuess(user.id, hunt.id, 200_00)).rejects.toMatchObject({ code: 'GTB_CLOSED' });
    await sut.setGtbStatus('opened', testActor());
    await sut.placeGuess(user.id, hunt.id, 200_00);
    await sut.setGtbStatus('closed', testActor());
    const late = await newUser(ctx.db);
    await expect(sut.placeGuess(late.id, hunt.id, 210_00)).rejects.toMatchObject({ code: 'GTB_CLOSED' });
    await expect(sut.setGtbStatus('opened', testActor())).rejects.toMatchObject({ code: 'GTB_CLOSED_FOR_GOOD' });
    const [row] = await rowsOf<{ gtb_status: string; gtb_closed_at: Date | null }>(ctx.db, 'live_hunts');
    expect(row!.gtb_status).toBe('closed');
    expect(row!.gtb_closed_at).not.toBeNull();
    expect(await countOf(ctx.db, 'live_hunt_gtb_guesses')).toBe(1);
    await expect(sut.placeGuess(user.id, '00000000-0000-4000-8000-000000000000', 200_00)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('live hunt: AVG bets', () => {
  it('accepts 1 to 500 points and debits the bet; outside the range nothing is debited', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { avg: 'opened' });
    const [a, b] = [await newUser(ctx.db, { points: 1000 }), await newUser(ctx.db, { points: 1000 })];
    for (const bet of [0, 501, 2.5])
      await expect(sut.placeAvgBet(a.id, hunt.id, 'C', bet)).rejects.toMatchObject({ code: 'AVG_OUT_OF_RANGE' });
    expect(await balanceOf(ctx.db, a.id)).toBe(1000);
    expect(await sut.placeAvgBet(a.id, hunt.id, 'A', 1)).toMatchObject({
      points: 999,
      me: { avg: { group: 'A', bet: 1 } },
    });
    expect(await sut.placeAvgBet(b.id, hunt.id, 'F', 500)).toMatchObject({ points: 500 });
    expect((await ledgerOf(ctx.db, b.id)).at(-1)).toMatchObject({
      delta: -500,
      balanceAfter: 500,
      reason: 'hunt_bet',
      refType: 'live_hunt',
      refId: hunt.id,
    });
  });

  it('takes one bet per account and hunt: a bet on another group is AVG_ALREADY_PLACED, debited once', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { avg: 'opened' });
    const user = await newUser(ctx.db, { points: 1000 });
    await sut.placeAvgBet(user.id, hunt.id, 'C', 100);
    await expect(sut.placeAvgBet(user.id, hunt.id, 'D', 50)).rejects.toMatchObject({ code: 'AVG_ALREADY_PLACED' });
    await expect(sut.placeAvgBet(user.id, hunt.id, 'C', 100)).rejects.toMatchObject({ code: 'AVG_ALREADY_PLACED' });
    expect(await balanceOf(ctx.db, user.id)).toBe(900);
    expect(await avgBets()).toMatchObject([{ user_id: user.id, group: 'C', bet: 100 }]);
  });

  it('refuses a bet while AVG is not open, and one the balance cannot pay, leaving no bet row', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { avg: 'soon' });
    const rich = await newUser(ctx.db, { points: 1000 });
    await expect(sut.placeAvgBet(rich.id, hunt.id, 'B', 10)).rejects.toMatchObject({ code: 'AVG_CLOSED' });
    await sut.setAvgStatus('opened', testActor());
    const poor = await newUser(ctx.db, { points: 30 });
    await expect(sut.placeAvgBet(poor.id, hunt.id, 'B', 31)).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await avgBets()).toEqual([]);
    expect([await balanceOf(ctx.db, rich.id), await balanceOf(ctx.db, poor.id)]).toEqual([1000, 30]);
  });
});

describe('live hunt: settlement and cancel', () => {
  /** Two bonuses at 80x: the whole average is 80, group C wins; the final balance is $240. */
  const eightyX = [
    { bet: 1_00, earning: 80_00 },
    { bet: 2_00, earning: 160_00 },
  ];

  it('finishing shares the pot pro rata among the winning group (rounded down) and writes the settlement', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { avg: 'opened', bonuses: eightyX });
    const users = [];
    for (const [group, bet] of [
      ['C', 100],
      ['C', 300],
      ['A', 50],
      ['F', 51],
    ] as const) {
      const user = await newUser(ctx.db, { points: 1000 });
      await sut.placeAvgBet(user.id, hunt.id, group, bet);
      users.push(user);
    }
    await sut.finish(testActor());
    // pot 501, winners' stake 400: 501*100/400 = 125.25 -> 125, 501*300/400 = 375.75 -> 375; 1 point stays unpaid.
    expect(await Promise.all(users.map((u) => balanceOf(ctx.db, u.id)))).toEqual([1025, 1075, 950, 949]);
    expect(await rowsOf(ctx.db, 'live_hunt_settlements')).toMatchObject([
      {
        hunt_id: hunt.id,
        final_balance_cents: 240_00,
        average_multiplier: '80.00',
        average_multiplier_whole: 80,
        winning_group: 'C',
        pot: 501,
        paid_out: 500,
        refunded_all: false,
      },
    ]);
    expect((await ledgerOf(ctx.db, users[0]!.id)).at(-1)).toMatchObject({
      delta: 125,
      reason: 'hunt_payout',
      refId: hunt.id,
    });
    expect(await countOf(ctx.db, 'points_ledger', hasReason('hunt_payout'))).toBe(2);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });

  it('settles once: settling the finished hunt again returns false and pays nothing more', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { avg: 'opened', bonuses: eightyX });
    const user = await newUser(ctx.db, { points: 1000 });
    const other = await newUser(ctx.db, { points: 1000 });
    await sut.placeAvgBet(user.id, hunt.id, 'C', 200);
    await sut.placeAvgBet(other.id, hunt.id, 'E', 100);
    await sut.finish(testActor());
    expect(await balanceOf(ctx.db, user.id)).toBe(1100);
    const ledgerRows = await countOf(ctx.db, 'points_ledger');
    expect(await sut.settleAgain(hunt.id)).toBe(false);
    expect(await sut.settleAgain(hunt.id)).toBe(false);
    expect(await balanceOf(ctx.db, user.id)).toBe(1100);
    expect(await countOf(ctx.db, 'points_ledger')).toBe(ledgerRows);
    expect(await countOf(ctx.db, 'live_hunt_settlements')).toBe(1);
    await expect(sut.finish(testActor())).rejects.toMatchObject({ code: 'NO_LIVE_HUNT' });
  });

  it('refunds every AVG bet when nobody chose the winning group', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { avg: 'opened', bonuses: eightyX });
    const a = await newUser(ctx.db, { points: 1000 });
    const b = await newUser(ctx.db, { points: 1000 });
    await sut.placeAvgBet(a.id, hunt.id, 'A', 70);
    await sut.placeAvgBet(b.id, hunt.id, 'B', 30);
    await sut.finish(testActor());
    expect([await balanceOf(ctx.db, a.id), await balanceOf(ctx.db, b.id)]).toEqual([1000, 1000]);
    expect(await countOf(ctx.db, 'points_ledger', hasReason('hunt_refund'))).toBe(2);
    expect(await rowsOf(ctx.db, 'live_hunt_settlements')).toMatchObject([
      { winning_group: 'C', pot: 100, paid_out: 100, refunded_all: true },
    ]);
    expect((await avgBets()).every((r) => r.refunded && r.payout === r.bet)).toBe(true);
  });

  it('pays GTB points prizes once per place, with a notice to each winner, ranks every guess', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, {
      gtb: 'opened',
      bonuses: eightyX,
      prizes: [
        { points: 500, text: null },
        { points: 200, text: null },
        { points: null, text: 'T-shirt' },
      ],
    });
    // Final balance $240: exact, $10 off, $40 off, $5 off.
    const guesses = [240_00, 250_00, 200_00, 245_00];
    const users = [];
    for (const guess of guesses) {
      const user = await newUser(ctx.db, { points: 10 });
      await sut.placeGuess(user.id, hunt.id, guess);
      users.push(user);
    }
    await sut.finish(testActor());
    expect(await Promise.all(users.map((u) => balanceOf(ctx.db, u.id)))).toEqual([510, 10, 10, 210]);
    const awards = await rowsOf<{ place: number; user_id: string; points: number | null; text: string | null }>(
      ctx.db,
      'live_hunt_gtb_awards',
    );
    expect(awards.sort((x, y) => x.place - y.place).map((w) => [w.place, w.user_id, w.points, w.text])).toEqual([
      [1, users[0]!.id, 500, null],
      [2, users[3]!.id, 200, null],
      [3, users[1]!.id, null, 'T-shirt'],
    ]);
    expect(await ledgerOf(ctx.db, users[3]!.id)).toMatchObject([
      { reason: 'demo_seed' },
      { delta: 200, reason: 'gtb_prize', refType: 'live_hunt_gtb', refId: `${hunt.id}:2` },
    ]);
    const ranks = await rowsOf<{ user_id: string; rank: number }>(ctx.db, 'live_hunt_gtb_guesses');
    expect(users.map((u) => ranks.find((r) => r.user_id === u.id)!.rank)).toEqual([1, 3, 4, 2]);
    expect(await countOf(ctx.db, 'user_notices', sql`kind = 'gtb_prize'`)).toBe(3);

    expect(await sut.settleAgain(hunt.id)).toBe(false);
    expect(await countOf(ctx.db, 'points_ledger', hasReason('gtb_prize'))).toBe(2);
    expect(await countOf(ctx.db, 'user_notices')).toBe(3);
    expect(await balanceOf(ctx.db, users[0]!.id)).toBe(510);
  });

  it("a place's affiliate prize goes to a winner verified at any sponsor at settlement, once; the award says which", async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, {
      gtb: 'opened',
      bonuses: eightyX,
      prizes: [
        { points: 500, text: null, affiliate: { points: 2_000, text: null } },
        { points: 200, text: null, affiliate: { points: null, text: '$50 at the sponsor' } },
        { points: 100, text: null, affiliate: { points: 900, text: null } },
        { points: null, text: 'T-shirt' },
      ],
    });
    // Final balance $240: place 1 exact (verified), 2 $5 off (verified), 3 $10 off (pending claim), 4 $40 off (verified, no affiliate prize).
    const guesses = [240_00, 245_00, 250_00, 200_00];
    const users: { id: string }[] = [];
    for (const guess of guesses) {
      const user = await newUser(ctx.db, { points: 10 });
      await sut.placeGuess(user.id, hunt.id, guess);
      users.push(user);
    }
    await casinoAccountAt(ctx.db, users[0]!.id, 'stake');
    await casinoAccountAt(ctx.db, users[1]!.id, 'roobet');
    await casinoAccountAt(ctx.db, users[2]!.id, 'stake', 'pending');
    await casinoAccountAt(ctx.db, users[3]!.id, 'roobet');
    await sut.finish(testActor());
    expect(await Promise.all(users.map((u) => balanceOf(ctx.db, u.id)))).toEqual([2_010, 10, 110, 10]);
    const awards = await rowsOf<{ place: number; points: number | null; text: string | null; affiliate: boolean }>(
      ctx.db,
      'live_hunt_gtb_awards',
    );
    expect(awards.sort((x, y) => x.place - y.place).map((w) => [w.place, w.points, w.text, w.affiliate])).toEqual([
      [1, 2_000, null, true],
      [2, null, '$50 at the sponsor', true],
      [3, 100, null, false],
      [4, null, 'T-shirt', false],
    ]);
    const notices = await rowsOf<{ user_id: string; params: { affiliate: boolean; prizePoints: number | null } }>(
      ctx.db,
      'user_notices',
    );
    expect(notices.find((n) => n.user_id === users[0]!.id)!.params).toMatchObject({
      affiliate: true,
      prizePoints: 2_000,
    });
    expect(notices.find((n) => n.user_id === users[2]!.id)!.params).toMatchObject({
      affiliate: false,
      prizePoints: 100,
    });
    // The public view shows both prizes of each place, and which one each winner got.
    const view = await sut.current();
    expect(view!.gtb.prizes[0]).toEqual({ points: 500, text: null, affiliate: { points: 2_000, text: null } });
    expect(view!.gtb.prizes[3]).toEqual({ points: null, text: 'T-shirt', affiliate: null });
    expect(view!.settlement!.gtbWinners.map((w) => w.affiliate)).toEqual([true, true, false, false]);

    // Verified later, settled again: nothing changes, nothing more is paid.
    await casinoAccountAt(ctx.db, users[2]!.id, 'roobet');
    expect(await Promise.all([sut.settleAgain(hunt.id), sut.settleAgain(hunt.id)])).toEqual([false, false]);
    expect(await countOf(ctx.db, 'points_ledger', hasReason('gtb_prize'))).toBe(2);
    expect(await balanceOf(ctx.db, users[2]!.id)).toBe(110);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });

  it('cancel refunds each AVG bet exactly once; a second cancel finds no live hunt and pays nothing', async () => {
    const { sut } = setup();
    const { hunt } = await newLiveHunt(ctx.db, { avg: 'opened', gtb: 'opened', bonuses: eightyX });
    const a = await newUser(ctx.db, { points: 1000 });
    const b = await newUser(ctx.db, { points: 100 });
    await sut.placeAvgBet(a.id, hunt.id, 'C', 100);
    await sut.placeAvgBet(b.id, hunt.id, 'F', 40);
    await sut.placeGuess(a.id, hunt.id, 240_00);
    expect([await balanceOf(ctx.db, a.id), await balanceOf(ctx.db, b.id)]).toEqual([900, 60]);

    const cancelled = await sut.cancel(testActor());
    expect(cancelled).toMatchObject({ _id: hunt.id, status: 'cancelled', settlement: null });
    expect([await balanceOf(ctx.db, a.id), await balanceOf(ctx.db, b.id)]).toEqual([1000, 100]);
    expect((await ledgerOf(ctx.db, b.id)).at(-1)).toMatchObject({ delta: 40, reason: 'hunt_refund', refId: hunt.id });

    await expect(sut.cancel(testActor())).rejects.toMatchObject({ code: 'NO_LIVE_HUNT' });
    expect(await sut.settleAgain(hunt.id)).toBe(false);
    expect([await balanceOf(ctx.db, a.id), await balanceOf(ctx.db, b.id)]).toEqual([1000, 100]);
    expect(await countOf(ctx.db, 'points_ledger', hasReason('hunt_refund'))).toBe(2);
    expect(await countOf(ctx.db, 'live_hunt_settlements')).toBe(0);
    expect((await avgBets()).map((r) => [r.bet, r.payout, r.refunded]).sort()).toEqual(
      [
        [100, 100, true],
        [40, 40, true],
      ].sort(),
    );
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });
});
