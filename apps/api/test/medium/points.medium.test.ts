import { MAX_POINTS_BALANCE } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { createPointsAccounts, pointsService } from '../../src/features/points/service';
import { balanceOf, booksOf, countOf, ledgerOf, newUser } from './factories';
import { useMediumDatabase } from './setup';
import { testActor } from '../helpers/actor';

const ctx = useMediumDatabase();

describe('points service', () => {
  it('credit and debit move the balance and write one ledger row each, with the balance after', async () => {
    const user = await newUser(ctx.db, { points: 100 });
    expect(await pointsService.credit(ctx.db, { userId: user.id, amount: 25, reason: 'game_payout' })).toBe(125);
    expect(
      await pointsService.debit(ctx.db, {
        userId: user.id,
        amount: 40,
        reason: 'redemption',
        refType: 'redemption',
        refId: 'r1',
      }),
    ).toBe(85);
    expect(await balanceOf(ctx.db, user.id)).toBe(85);
    expect(await ledgerOf(ctx.db, user.id)).toEqual([
      { delta: 100, balanceAfter: 100, reason: 'demo_seed', refType: null, refId: null, actorId: null },
      { delta: 25, balanceAfter: 125, reason: 'game_payout', refType: null, refId: null, actorId: null },
      { delta: -40, balanceAfter: 85, reason: 'redemption', refType: 'redemption', refId: 'r1', actorId: null },
    ]);
  });

  it('a debit larger than the balance is refused with INSUFFICIENT_POINTS and writes nothing', async () => {
    const user = await newUser(ctx.db, { points: 30 });
    await expect(
      pointsService.debit(ctx.db, { userId: user.id, amount: 31, reason: 'game_bet' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await balanceOf(ctx.db, user.id)).toBe(30);
    expect(await ledgerOf(ctx.db, user.id)).toHaveLength(1);
    // Exactly the balance is allowed and leaves 0, never below.
    expect(await pointsService.debit(ctx.db, { userId: user.id, amount: 30, reason: 'game_bet' })).toBe(0);
    await expect(pointsService.debit(ctx.db, { userId: user.id, amount: 1, reason: 'game_bet' })).rejects.toMatchObject(
      {
        code: 'INSUFFICIENT_POINTS',
      },
    );
    expect(await balanceOf(ctx.db, user.id)).toBe(0);
  });

  it('a credit may reach MAX_POINTS_BALANCE but not pass it (POINTS_LIMIT, nothing written)', async () => {
    const user = await newUser(ctx.db, { points: MAX_POINTS_BALANCE - 10 });
    await expect(
      pointsService.credit(ctx.db, { userId: user.id, amount: 11, reason: 'admin_set' }),
    ).rejects.toMatchObject({ code: 'POINTS_LIMIT' });
    expect(await balanceOf(ctx.db, user.id)).toBe(MAX_POINTS_BALANCE - 10);
    expect(await countOf(ctx.db, 'points_ledger')).toBe(1);
    expect(await pointsService.credit(ctx.db, { userId: user.id, amount: 10, reason: 'admin_set' })).toBe(
      MAX_POINTS_BALANCE,
    );
    await expect(
      pointsService.credit(ctx.db, { userId: user.id, amount: 1, reason: 'admin_set' }),
    ).rejects.toMatchObject({ code: 'POINTS_LIMIT' });
    expect(await balanceOf(ctx.db, user.id)).toBe(MAX_POINTS_BALANCE);
  });

  it('refuses a negative, fractional or unknown-user movement without writing a row', async () => {
    const user = await newUser(ctx.db, { points: 50 });
    await expect(pointsService.credit(ctx.db, { userId: user.id, amount: -5, reason: 'admin_set' })).rejects.toThrow(
      /non-negative integer/,
    );
    await expect(pointsService.debit(ctx.db, { userId: user.id, amount: 1.5, reason: 'game_bet' })).rejects.toThrow(
      /non-negative integer/,
    );
    await expect(
      pointsService.credit(ctx.db, { userId: '00000000-0000-4000-8000-000000000000', amount: 5, reason: 'admin_set' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await balanceOf(ctx.db, user.id)).toBe(50);
    expect(await countOf(ctx.db, 'points_ledger')).toBe(1);
  });

  it('a movement inside a transaction that rolls back leaves neither balance nor ledger row', async () => {
    const user = await newUser(ctx.db, { points: 100 });
    await expect(
      ctx.db.transaction(async (tx) => {
        await pointsService.debit(tx, { userId: user.id, amount: 60, reason: 'game_bet' });
        throw new Error('the caller failed after the debit');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await balanceOf(ctx.db, user.id)).toBe(100);
    expect(await ledgerOf(ctx.db, user.id)).toHaveLength(1);
  });

  it('after a mixed sequence on three users, every balance is the sum of its ledger and each row the running sum', async () => {
    const [a, b, c] = [
      await newUser(ctx.db, { points: 500 }),
      await newUser(ctx.db, { points: 20 }),
      await newUser(ctx.db),
    ];
    const admin = await newUser(ctx.db, { role: 'Admin' });
    const accounts = createPointsAccounts(ctx.db);
    await pointsService.debit(ctx.db, { userId: a.id, amount: 120, reason: 'game_bet' });
    await pointsService.credit(ctx.db, { userId: a.id, amount: 45, reason: 'game_payout' });
    await expect(pointsService.debit(ctx.db, { userId: b.id, amount: 21, reason: 'game_bet' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_POINTS',
    });
    await pointsService.creditMany(
      ctx.db,
      [
        { userId: a.id, amount: 10 },
        { userId: b.id, amount: 10 },
        { userId: c.id, amount: 10 },
      ],
      { reason: 'watch_time' },
    );
    await accounts.setBalance({ userId: b.id, points: 7, actor: testActor(admin.id) });
    await pointsService.debit(ctx.db, { userId: c.id, amount: 10, reason: 'hunt_bet' });

    expect([await balanceOf(ctx.db, a.id), await balanceOf(ctx.db, b.id), await balanceOf(ctx.db, c.id)]).toEqual([
      435, 7, 0,
    ]);
    expect((await ledgerOf(ctx.db, b.id)).map((r) => [r.delta, r.balanceAfter, r.reason])).toEqual([
      [20, 20, 'demo_seed'],
      [10, 30, 'watch_time'],
      [-23, 7, 'admin_set'],
    ]);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });

  it('setBalance writes one admin_set row for the difference naming the admin, none when unchanged', async () => {
    const user = await newUser(ctx.db, { points: 300 });
    const admin = await newUser(ctx.db, { role: 'Admin' });
    const accounts = createPointsAccounts(ctx.db);
    expect(await accounts.setBalance({ userId: user.id, points: 1000, actor: testActor(admin.id) })).toBe(1000);
    expect(await accounts.setBalance({ userId: user.id, points: 1000, actor: testActor(admin.id) })).toBe(1000);
    const rows = await ledgerOf(ctx.db, user.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ delta: 700, balanceAfter: 1000, reason: 'admin_set', actorId: admin.id });
  });

  it('creditMany credits each user once, skips one at the ceiling and refuses a user listed twice', async () => {
    const a = await newUser(ctx.db, { points: 5 });
    const full = await newUser(ctx.db, { points: MAX_POINTS_BALANCE - 3 });
    const credited = await pointsService.creditMany(
      ctx.db,
      [
        { userId: a.id, amount: 4 },
        { userId: full.id, amount: 4 },
      ],
      { reason: 'watch_time', refType: 'watch_window', refId: 'w1' },
    );
    expect(credited).toEqual([a.id]);
    expect(await balanceOf(ctx.db, a.id)).toBe(9);
    expect(await balanceOf(ctx.db, full.id)).toBe(MAX_POINTS_BALANCE - 3);
    expect(await ledgerOf(ctx.db, full.id)).toHaveLength(1);
    await expect(
      pointsService.creditMany(
        ctx.db,
        [
          { userId: a.id, amount: 1 },
          { userId: a.id, amount: 1 },
        ],
        { reason: 'watch_time' },
      ),
    ).rejects.toThrow(/listed twice/);
    expect(await balanceOf(ctx.db, a.id)).toBe(9);
  });

  it('the season reset takes every balance to 0 with one row per non-zero user', async () => {
    const a = await newUser(ctx.db, { points: 70 });
    const b = await newUser(ctx.db, { points: 30 });
    const empty = await newUser(ctx.db);
    const admin = await newUser(ctx.db, { role: 'Admin' });
    expect(await createPointsAccounts(ctx.db).seasonReset(testActor(admin.id))).toEqual({
      usersReset: 2,
      pointsRemoved: 100,
    });
    expect([await balanceOf(ctx.db, a.id), await balanceOf(ctx.db, b.id)]).toEqual([0, 0]);
    expect((await ledgerOf(ctx.db, a.id)).at(-1)).toMatchObject({
      delta: -70,
      balanceAfter: 0,
      reason: 'season_reset',
      actorId: admin.id,
    });
    expect(await ledgerOf(ctx.db, empty.id)).toEqual([]);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });
});
