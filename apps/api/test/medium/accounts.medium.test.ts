import { MAX_POINTS_BALANCE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin-commands';
import { bonusHunts, userIdentities } from '../../src/db/schema';
import { createUsersService } from '../../src/features/users/service';
import { pointsService } from '../../src/features/points/service';
import { assertMayStake } from '../../src/features/responsible-play/guard';
import { losses, readSettings } from '../../src/features/responsible-play/repository';
import { responsiblePlay } from '../../src/db/schema';
import { balanceOf, booksOf, countOf, ledgerOf, newLiveHunt, newUser, rowsOf } from './factories';
import { useMediumDatabase } from './setup';

const ctx = useMediumDatabase();
const users = () => createUsersService({ db: ctx.db, adminLogins: {}, signupBonus: 0 });

/** A person's two accounts: `twitch` signed in with Twitch, `kick` with Kick (never linked). */
async function twoAccounts(points: { twitch: number; kick: number }) {
  const twitch = await newUser(ctx.db, { points: points.twitch, login: 'alice' });
  const kick = await newUser(ctx.db, { points: points.kick, login: 'alice_k' });
  // newUser gives each a Twitch identity; make the second one a Kick identity.
  await ctx.db.execute(sql`update user_identities set platform = 'kick' where user_id = ${kick.id}`);
  // Linked a minute apart, both before anything the test does: the embedded database's clock can give
  // two statements of one millisecond the same now(), and the first identity is decided by that time.
  await ctx.db.execute(
    sql`update user_identities set linked_at = now() - interval '2 minutes' where user_id = ${twitch.id}`,
  );
  await ctx.db.execute(
    sql`update user_identities set linked_at = now() - interval '1 minute' where user_id = ${kick.id}`,
  );
  return { twitch, kick };
}

const out = () => {
  const lines: string[] = [];
  return { lines, log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
};

describe('merging two accounts of one person (npm run admin -- merge)', () => {
  it('moves the balance with one ledger row per side, the identity and the bonus hunts; records who merged', async () => {
    const { twitch, kick } = await twoAccounts({ twitch: 500, kick: 1_250 });
    await ctx.db.insert(bonusHunts).values([{ ownerId: kick.id, name: 'Kick hunt' }]);
    const result = await users().merge({ fromId: kick.id, intoId: twitch.id, by: 'ops:maria' });
    expect(result).toMatchObject({ pointsMoved: 1_250, platformsMoved: ['kick'], huntsMoved: 1 });

    expect(await balanceOf(ctx.db, twitch.id)).toBe(1_750);
    expect(await balanceOf(ctx.db, kick.id)).toBe(0);
    expect((await ledgerOf(ctx.db, kick.id)).at(-1)).toMatchObject({
      delta: -1_250,
      balanceAfter: 0,
      reason: 'account_merge',
    });
    expect((await ledgerOf(ctx.db, twitch.id)).at(-1)).toMatchObject({
      delta: 1_250,
      balanceAfter: 1_750,
      reason: 'account_merge',
    });
    // Each side names the other account (figures, not an English line: the web writes "Moved to alice").
    expect(
      (
        await rowsOf<{ user_id: string; params: unknown; note: unknown }>(
          ctx.db,
          'points_ledger',
          sql`reason = 'account_merge'`,
        )
      ).map((r) => [r.user_id, r.params, r.note]),
    ).toEqual(
      expect.arrayContaining([
        [kick.id, { account: 'alice' }, null],
        [twitch.id, { account: 'alice_k' }, null],
      ]),
    );
    const identities = await ctx.db
      .select({ userId: userIdentities.userId, platform: userIdentities.platform })
      .from(userIdentities);
    expect(identities.sort((a, b) => a.platform.localeCompare(b.platform))).toEqual([
      { userId: twitch.id, platform: 'kick' },
      { userId: twitch.id, platform: 'twitch' },
    ]);
    expect(await countOf(ctx.db, 'bonus_hunts', sql`owner_id = ${twitch.id}`)).toBe(1);
    expect(await rowsOf(ctx.db, 'account_merges')).toEqual([
      expect.objectContaining({
        from_user_id: kick.id,
        into_user_id: twitch.id,
        points_moved: 1_250,
        platforms_moved: ['kick'],
        hunts_moved: 1,
        merged_by: 'ops:maria',
      }),
    ]);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });

    // The Kick identity now signs in to the merged account.
    const signedIn = await users().signIn({
      platform: 'kick',
      platformUserId: (
        await rowsOf<{ platform_user_id: string }>(ctx.db, 'user_identities', sql`platform = 'kick'`)
      )[0]!.platform_user_id,
      login: 'alice_k',
      displayName: 'alice_k',
      avatarUrl: '',
    });
    expect(signedIn.id).toBe(twitch.id);
    expect(signedIn.displayName).toBe('alice');
  });

  it('the kept account takes the stricter limits and the later blocks, and the merged-away losses keep counting', async () => {
    const { twitch, kick } = await twoAccounts({ twitch: 2_000, kick: 1_000 });
    const hour = 3600_000;
    const coolOff = new Date(Date.now() + hour);
    await ctx.db.insert(responsiblePlay).values([
      { userId: kick.id, dailyLimit: 300, weeklyLimit: 5_000, coolOffUntil: coolOff, realityCheckMinutes: 60 },
      {
        userId: twitch.id,
        dailyLimit: 1_000,
        weeklyLimit: 2_000,
        weeklyPending: 9_000,
        weeklyPendingAt: new Date(Date.now() + 20 * hour),
        realityCheckMinutes: 30,
      },
    ]);
    // 250 lost today on the Kick account before the merge
    await ctx.db.transaction((tx) => pointsService.debit(tx, { userId: kick.id, amount: 250, reason: 'game_bet' }));

    await users().merge({ fromId: kick.id, intoId: twitch.id, by: 'ops' });

    expect(await readSettings(ctx.db, twitch.id)).toMatchObject({
      dailyLimit: 300,
      dailyPending: null,
      weeklyLimit: 2_000,
      weeklyPending: 9_000,
      coolOffUntil: coolOff,
      excludedForever: false,
      realityCheckMinutes: 30,
    });
    // the cool-off of the merged-away account holds on the kept one
    await expect(ctx.db.transaction((tx) => assertMayStake(tx, twitch.id, 10))).rejects.toMatchObject({
      code: 'RG_COOLING_OFF',
    });
    // and its losses count against the kept account's limits (the week starts on or before today)
    const today = new Date(Date.now() - 60_000);
    expect(await losses(ctx.db, twitch.id, today, today)).toEqual({ day: 250, week: 250 });
    expect(await losses(ctx.db, kick.id, today, today)).toEqual({ day: 250, week: 250 });
  });

  it("a merge of an account without settings leaves the kept account's settings as they were", async () => {
    const { twitch, kick } = await twoAccounts({ twitch: 0, kick: 0 });
    await ctx.db.insert(responsiblePlay).values({ userId: twitch.id, dailyLimit: 700 });
    await users().merge({ fromId: kick.id, intoId: twitch.id, by: 'ops' });
    expect(await readSettings(ctx.db, twitch.id)).toMatchObject({ dailyLimit: 700, weeklyLimit: null });
    expect(await readSettings(ctx.db, kick.id)).toBeNull();
  });

  it('the merged account keeps its own name even when the moved identity is the older one', async () => {
    const { twitch, kick } = await twoAccounts({ twitch: 0, kick: 0 });
    // Merge the older (Twitch) account into the newer (Kick) one, then sign in with Twitch.
    await users().merge({ fromId: twitch.id, intoId: kick.id, by: 'x' });
    const [moved] = await rowsOf<{ platform_user_id: string }>(ctx.db, 'user_identities', sql`platform = 'twitch'`);
    const back = await users().signIn({
      platform: 'twitch',
      platformUserId: moved!.platform_user_id,
      login: 'alice',
      displayName: 'alice',
      avatarUrl: '',
    });
    expect(back).toMatchObject({ id: kick.id, displayName: 'alice_k' });
  });

  it('moves the casino-account claims, except a live one where the kept account has one at that sponsor', async () => {
    const { twitch, kick } = await twoAccounts({ twitch: 0, kick: 0 });
    await ctx.db.execute(sql`
      insert into sponsors (slug, name, logo, adapter, prizes)
      values ('stake', 'Stake', '/s.svg', 'csv', '[]'), ('roobet', 'Roobet', '/r.svg', 'csv', '[]')`);
    const claim = (userId: string, slug: string, name: string, state: string) =>
      ctx.db.execute(sql`
        insert into casino_accounts (user_id, sponsor_id, username, username_key, state)
        select ${userId}, id, ${name}, lower(${name}), ${state} from sponsors where slug = ${slug}`);
    await claim(twitch.id, 'stake', 'alice_stake', 'verified');
    await claim(kick.id, 'stake', 'alicek_stake', 'pending'); // clashes: stays with the Kick account
    await claim(kick.id, 'roobet', 'alice_roo', 'verified');
    await claim(kick.id, 'stake', 'old_name', 'expired');
    await users().merge({ fromId: kick.id, intoId: twitch.id, by: 'x' });
    const owners = await rowsOf<{ username: string; user_id: string }>(ctx.db, 'casino_accounts');
    const ownerOf = (name: string) => owners.find((o) => o.username === name)!.user_id;
    expect([ownerOf('alice_stake'), ownerOf('alice_roo'), ownerOf('old_name'), ownerOf('alicek_stake')]).toEqual([
      twitch.id,
      twitch.id,
      twitch.id,
      kick.id,
    ]);
  });

  it('refuses, changing nothing: itself, twice, the same platform on both, a running game or bet, the ceiling', async () => {
    const { twitch, kick } = await twoAccounts({ twitch: 10, kick: 20 });
    await expect(users().merge({ fromId: kick.id, intoId: kick.id, by: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    const other = await newUser(ctx.db, { points: 5 }); // also a Twitch identity
    await expect(users().merge({ fromId: other.id, intoId: twitch.id, by: 'x' })).rejects.toMatchObject({
      code: 'PLATFORM_ALREADY_LINKED',
    });

    // A bet on the live hunt keeps the account until the hunt settles.
    const { hunt } = await newLiveHunt(ctx.db, { gtb: 'opened' });
    await ctx.db.execute(
      sql`insert into live_hunt_gtb_guesses (hunt_id, user_id, guess_cents) values (${hunt.id}, ${kick.id}, 5000)`,
    );
    await expect(users().merge({ fromId: kick.id, intoId: twitch.id, by: 'x' })).rejects.toThrow(
      /bets on the live hunt/,
    );
    await ctx.db.execute(sql`delete from live_hunt_gtb_guesses`);

    // Past the balance ceiling: POINTS_LIMIT, and the debit on the other side is rolled back too.
    await pointsService.credit(ctx.db, {
      userId: twitch.id,
      amount: MAX_POINTS_BALANCE - 10 - 5,
      reason: 'demo_seed',
    });
    await expect(users().merge({ fromId: kick.id, intoId: twitch.id, by: 'x' })).rejects.toMatchObject({
      code: 'POINTS_LIMIT',
    });
    expect(await balanceOf(ctx.db, kick.id)).toBe(20);
    expect(await countOf(ctx.db, 'account_merges')).toBe(0);
    expect(await countOf(ctx.db, 'user_identities', sql`user_id = ${kick.id}`)).toBe(1);

    await pointsService.debit(ctx.db, { userId: twitch.id, amount: 1_000, reason: 'game_bet' });
    await users().merge({ fromId: kick.id, intoId: twitch.id, by: 'x' });
    await expect(users().merge({ fromId: kick.id, intoId: twitch.id, by: 'x' })).rejects.toThrow(/already merged/);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });

  it('the command names accounts by login (kick:<login> for Kick) or id and says what it did', async () => {
    const { twitch, kick } = await twoAccounts({ twitch: 1, kick: 2 });
    const usage = out();
    expect(await runAdminCommand(['merge', 'alice'], users(), usage)).toBe(64);
    const missing = out();
    expect(await runAdminCommand(['merge', 'kick:nobody', 'alice'], users(), missing)).toBe(1);
    expect(missing.lines[0]).toBe('No account for "kick:nobody".');
    const done = out();
    expect(await runAdminCommand(['merge', 'kick:ALICE_K', twitch.id, '--by', 'ops:jo'], users(), done)).toBe(0);
    expect(done.lines[0]).toMatch(/^Merged alice_k into alice: 2 points, kick identity, 0 bonus hunt\(s\)\./);
    expect(await balanceOf(ctx.db, twitch.id)).toBe(3);
    const again = out();
    expect(await runAdminCommand(['merge', kick.id, 'alice'], users(), again)).toBe(1);
    expect(again.lines[0]).toMatch(/^Not merged \(CONFLICT\)/);
  });
});
