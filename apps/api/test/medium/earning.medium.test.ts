import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEarningService } from '../helpers/earning-instance';
import { createTwitchBroadcasterClient } from '../../src/integrations/twitch-broadcaster';
import { createSecretBox } from '../../src/lib/secret-box';
import { startFakeTwitch, type FakeTwitchUser } from '../fakes/fake-twitch';
import { balanceOf, booksOf, connectBroadcaster, countOf, kickChannelOf, ledgerOf, newUser, rowsOf } from './factories';
import { useMediumDatabase } from './setup';
import { testActor } from '../helpers/actor';

const ctx = useMediumDatabase();

const CLIENT_ID = 'medium-client';
const CLIENT_SECRET = 'medium-secret';
const broadcaster: FakeTwitchUser = {
  id: '9',
  login: 'bigstreamer',
  display_name: 'BigStreamer',
  profile_image_url: '',
};
const secrets = createSecretBox('medium-tier-secrets-key-0123456789abcdef');
const log = pino({ level: 'silent' });
/** 12:03 UTC: inside the 12:00 window of the default 10-minute tick. */
const START = Date.UTC(2026, 0, 10, 12, 3);
const TEN_MINUTES = 10 * 60_000;

let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
beforeAll(async () => {
  twitch = await startFakeTwitch({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
});
afterAll(async () => {
  await twitch.close();
});
beforeEach(async () => {
  twitch.state.chatters = [];
  twitch.state.subscribers.clear();
  await connectBroadcaster(ctx.db, { secrets, twitch, broadcaster, nowMs: START });
});

/** The earning service as the plugin builds it (the real Twitch client, against the fake), on a clock the test moves. */
function setup(options: { live?: boolean } = {}) {
  const clock = { ms: START };
  const sut = createEarningService({
    db: ctx.db,
    secrets,
    twitch: createTwitchBroadcasterClient({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      authUrl: twitch.authUrl,
      apiUrl: twitch.apiUrl,
      timeoutMs: 2000,
      log,
    }),
    channel: broadcaster.login,
    publicUrl: 'http://localhost:3000',
    eventsubSecret: undefined,
    liveOn: async () => ({ twitch: options.live ?? true, kick: false }),
    pushLive: () => undefined,
    kick: kickChannelOf(ctx.db, secrets),
    log,
    now: () => clock.ms,
  });
  return { sut, clock };
}

/** Site members who are in the chat (`c<i>` / `viewer<i>`), plus chatters without an account. */
async function chat(members: number, strangers = 0) {
  const users = [];
  for (let i = 0; i < members; i++) users.push(await newUser(ctx.db, { twitchId: `c${i}`, login: `viewer${i}` }));
  twitch.state.chatters = Array.from({ length: members + strangers }, (_, i) => ({
    user_id: `c${i}`,
    user_login: `viewer${i}`,
    user_name: `Viewer${i}`,
  }));
  return users;
}

const windowCredits = () =>
  rowsOf<{ user_id: string; window_start: Date | string; points: number }>(
    ctx.db,
    'watch_credits',
    sql`true order by points`,
  );

describe('earning tick', () => {
  it('credits each member in the chat once for the window, through the ledger; strangers get nothing', async () => {
    const { sut } = setup();
    const [a, b] = await chat(2, 1);
    expect(await sut.tickIfDue()).toEqual({
      ran: true,
      windowStart: '2026-01-10T12:00:00.000Z',
      chattersRead: 3,
      usersCredited: 2,
      pointsGiven: 20,
    });
    expect([await balanceOf(ctx.db, a!.id), await balanceOf(ctx.db, b!.id)]).toEqual([10, 10]);
    expect(await ledgerOf(ctx.db, a!.id)).toEqual([
      {
        delta: 10,
        balanceAfter: 10,
        reason: 'watch_time',
        refType: 'watch_window',
        refId: '2026-01-10T12:00:00.000Z',
        actorId: null,
      },
    ]);
    expect((await windowCredits()).map((w) => [new Date(w.window_start).toISOString(), w.points])).toEqual([
      ['2026-01-10T12:00:00.000Z', 10],
      ['2026-01-10T12:00:00.000Z', 10],
    ]);
    expect(await rowsOf(ctx.db, 'earning_ticks')).toMatchObject([
      { users_credited: 2, points_given: 20, errors: null },
    ]);
  });

  it('a window runs once: tickIfDue skips a done window, and tickNow run again credits nobody twice', async () => {
    const { sut } = setup();
    const [a] = await chat(1);
    await sut.tickIfDue();
    expect(await sut.tickIfDue()).toEqual({ ran: false, reason: 'window done' });
    expect(await sut.tickNow()).toMatchObject({ ran: true, usersCredited: 0, pointsGiven: 0 });
    expect(await balanceOf(ctx.db, a!.id)).toBe(10);
    expect(await countOf(ctx.db, 'points_ledger', sql`reason = 'watch_time'`)).toBe(1);
    expect(await countOf(ctx.db, 'earning_ticks')).toBe(2);
  });

  it('two instances ticking the same window at once credit each member once between them', async () => {
    const first = setup();
    const second = setup();
    const members = await chat(4);
    const results = await Promise.all([first.sut.tickNow(), second.sut.tickNow()]);
    expect(results.reduce((n, r) => n + (r.usersCredited ?? 0), 0)).toBe(4);
    expect(await Promise.all(members.map((m) => balanceOf(ctx.db, m.id)))).toEqual([10, 10, 10, 10]);
    expect(await countOf(ctx.db, 'watch_credits')).toBe(4);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });

  it('the next window credits again; ignored logins and offline streams earn nothing', async () => {
    const { sut, clock } = setup();
    const [a, bot] = await chat(2);
    await sut.saveIgnored(['viewer1'], testActor());
    await sut.tickIfDue();
    clock.ms += TEN_MINUTES;
    expect(await sut.tickIfDue()).toMatchObject({ windowStart: '2026-01-10T12:10:00.000Z', usersCredited: 1 });
    expect(await balanceOf(ctx.db, a!.id)).toBe(20);
    expect(await balanceOf(ctx.db, bot!.id)).toBe(0);
    clock.ms += TEN_MINUTES;
    expect(await setup({ live: false }).sut.tickIfDue()).toEqual({ ran: false, reason: 'offline' });
    expect(await countOf(ctx.db, 'watch_credits')).toBe(2);
  });

  it('the daily cap trims the window that reaches it and credits nothing after, until the next UTC day', async () => {
    const { sut, clock } = setup();
    await sut.saveSettings({ amount: 10, tickMinutes: 10, subMultiplier: 2, dailyCap: 25 }, testActor());
    const [a] = await chat(1);
    for (let i = 0; i < 4; i++) {
      await sut.tickNow();
      clock.ms += TEN_MINUTES;
    }
    expect(await balanceOf(ctx.db, a!.id)).toBe(25);
    expect((await windowCredits()).map((w) => w.points)).toEqual([5, 10, 10]);
    clock.ms = Date.UTC(2026, 0, 11, 0, 1);
    await sut.tickNow();
    expect(await balanceOf(ctx.db, a!.id)).toBe(35);
  });

  it('subscribers earn the amount times the multiplier', async () => {
    const { sut } = setup();
    const [sub, viewer] = await chat(2);
    twitch.state.subscribers.add('c0');
    expect(await sut.tickNow()).toMatchObject({ usersCredited: 2, pointsGiven: 30 });
    expect([await balanceOf(ctx.db, sub!.id), await balanceOf(ctx.db, viewer!.id)]).toEqual([20, 10]);
  });
});
