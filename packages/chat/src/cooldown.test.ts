import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cooldownDecision, cooldownKeys, isModerator, isSubscriber } from './cooldown';

describe('badges', () => {
  it('Kick: moderator and broadcaster badge types moderate; subscriber subscribes', () => {
    expect(isModerator([{ type: 'moderator' }], 'kick')).toBe(true);
    expect(isModerator([{ type: 'broadcaster' }], 'kick')).toBe(true);
    expect(isModerator(['moderator'], 'kick')).toBe(true);
    expect(isModerator([{ type: 'vip' }, { type: 'og' }, { type: 'sub_gifter' }], 'kick')).toBe(false);
    expect(isSubscriber([{ type: 'subscriber' }], 'kick')).toBe(true);
    expect(isSubscriber([{ type: 'founder' }], 'kick')).toBe(false);
  });

  it('Twitch: set ids moderator and broadcaster moderate; subscriber and founder subscribe', () => {
    expect(isModerator([{ set_id: 'moderator' }], 'twitch')).toBe(true);
    expect(isModerator([{ set_id: 'broadcaster' }], 'twitch')).toBe(true);
    expect(isModerator([{ set_id: 'vip' }], 'twitch')).toBe(false);
    expect(isSubscriber([{ set_id: 'subscriber' }], 'twitch')).toBe(true);
    expect(isSubscriber([{ set_id: 'founder' }], 'twitch')).toBe(true);
    expect(isSubscriber(['founder'], 'twitch')).toBe(true);
  });

  it("reads only the message's platform field", () => {
    expect(isModerator([{ set_id: 'moderator' }], 'kick')).toBe(false);
    expect(isModerator([{ type: 'moderator' }], 'twitch')).toBe(false);
  });

  it('ignores case, and nothing is nothing', () => {
    expect(isModerator([{ type: 'Moderator' }], 'kick')).toBe(true);
    expect(isModerator([], 'twitch')).toBe(false);
    expect(isSubscriber([{}], 'kick')).toBe(false);
  });
});

describe('cooldownKeys', () => {
  it('names the chatter and the channel per platform and command', () => {
    expect(cooldownKeys('kick', 'gtb', '123')).toEqual({
      user: 'chat-cooldown:kick:gtb:user:123',
      global: 'chat-cooldown:kick:gtb:global',
    });
    expect(cooldownKeys('twitch', 'gtb', '123').user).not.toBe(cooldownKeys('kick', 'gtb', '123').user);
  });

  it('cannot be forged by a chatter id with separators', () => {
    expect(cooldownKeys('kick', 'gtb', 'a:global').user).toBe('chat-cooldown:kick:gtb:user:a%3Aglobal');
  });
});

describe('cooldownDecision', () => {
  const config = { userCooldownSeconds: 5, globalCooldownSeconds: 10 };
  const now = 1_000_000;

  it('allows a first use', () => {
    expect(cooldownDecision({ now, userLastUsedAt: null, globalLastUsedAt: null, config })).toEqual({ allowed: true });
  });

  it('waits for the longer of the two, rounded up to a second', () => {
    expect(cooldownDecision({ now, userLastUsedAt: now - 1_000, globalLastUsedAt: null, config })).toEqual({
      allowed: false,
      retryInSeconds: 4,
    });
    expect(cooldownDecision({ now, userLastUsedAt: now - 1_000, globalLastUsedAt: now - 1_500, config })).toEqual({
      allowed: false,
      retryInSeconds: 9,
    });
    expect(cooldownDecision({ now, userLastUsedAt: now - 4_999, globalLastUsedAt: null, config })).toEqual({
      allowed: false,
      retryInSeconds: 1,
    });
  });

  it('allows exactly when the cooldown has passed', () => {
    expect(cooldownDecision({ now, userLastUsedAt: now - 5_000, globalLastUsedAt: now - 10_000, config })).toEqual({
      allowed: true,
    });
  });

  it('lets moderators and the broadcaster through', () => {
    expect(cooldownDecision({ now, userLastUsedAt: now, globalLastUsedAt: now, config, bypass: true })).toEqual({
      allowed: true,
    });
  });

  it('waits no more than the cooldown when a last use is in the future (clock skew)', () => {
    expect(cooldownDecision({ now, userLastUsedAt: now + 60_000, globalLastUsedAt: null, config })).toEqual({
      allowed: false,
      retryInSeconds: 5,
    });
  });

  it('has no cooldown at 0 seconds, and refuses a time that is not finite', () => {
    const none = { userCooldownSeconds: 0, globalCooldownSeconds: 0 };
    expect(cooldownDecision({ now, userLastUsedAt: now, globalLastUsedAt: now, config: none })).toEqual({
      allowed: true,
    });
    expect(() => cooldownDecision({ now: Number.NaN, userLastUsedAt: null, globalLastUsedAt: null, config })).toThrow();
  });

  it('property: refused means a wait of 1 s up to the longest cooldown; waiting that long is allowed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3600 }),
        fc.integer({ min: 0, max: 3600 }),
        fc.option(fc.integer({ min: -4_000_000, max: 100_000 })),
        fc.option(fc.integer({ min: -4_000_000, max: 100_000 })),
        (userCooldownSeconds, globalCooldownSeconds, du, dg) => {
          const cfg = { userCooldownSeconds, globalCooldownSeconds };
          const input = {
            userLastUsedAt: du === null ? null : now + du,
            globalLastUsedAt: dg === null ? null : now + dg,
            config: cfg,
          };
          const d = cooldownDecision({ now, ...input });
          if (d.allowed) return;
          expect(d.retryInSeconds).toBeGreaterThanOrEqual(1);
          expect(d.retryInSeconds).toBeLessThanOrEqual(Math.max(userCooldownSeconds, globalCooldownSeconds));
          const later = { now: now + d.retryInSeconds * 1000, ...input };
          // Past uses are then over; a use stamped in the future (skew) is bounded by the cooldown itself.
          if ((du ?? 0) <= 0 && (dg ?? 0) <= 0) expect(cooldownDecision(later)).toEqual({ allowed: true });
        },
      ),
    );
  });
});
