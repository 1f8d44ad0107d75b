import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockEnd,
  changeLimit,
  laterBlock,
  LIMIT_RAISE_DELAY_MS,
  lossWindows,
  mergeLimit,
  mergeSettings,
  mayReplaceBlock,
  remainingAllowance,
  responsiblePlayLimitsInputSchema,
  settleLimit,
  stakeVerdict,
  type LimitSetting,
} from './responsible-play';

const now = new Date('2026-11-29T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const none = { limit: null, pending: null } satisfies LimitSetting;
const limitArb = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });

describe('changeLimit', () => {
  it('applies a first or lower limit at once and drops a waiting raise', () => {
    expect(changeLimit(none, 500, now)).toEqual({ limit: 500, pending: null });
    const waiting = { limit: 500, pending: { limit: 900, at: later(1000) } };
    expect(changeLimit(waiting, 300, now)).toEqual({ limit: 300, pending: null });
  });

  it('makes a raise or a removal wait 24 hours, then it is the limit', () => {
    const raised = changeLimit({ limit: 500, pending: null }, 900, now);
    expect(raised).toEqual({ limit: 500, pending: { limit: 900, at: later(LIMIT_RAISE_DELAY_MS) } });
    expect(settleLimit(raised, later(LIMIT_RAISE_DELAY_MS - 1)).limit).toBe(500);
    expect(settleLimit(raised, later(LIMIT_RAISE_DELAY_MS)).limit).toBe(900);
    expect(changeLimit({ limit: 500, pending: null }, null, now).pending?.limit).toBeNull();
  });

  it('keeps the time of a raise asked for again', () => {
    const raised = changeLimit({ limit: 500, pending: null }, 900, now);
    expect(changeLimit(raised, 900, later(5000))).toEqual(raised);
  });

  it('loosens the limit in force only to a value asked for 24 hours before; tightens at once (property)', () => {
    const looser = (a: number | null, b: number | null) => b !== null && (a === null || a > b);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(limitArb, fc.integer({ min: 0, max: LIMIT_RAISE_DELAY_MS / 3 })), { maxLength: 10 }),
        (steps) => {
          let s: LimitSetting = none;
          let t = now.getTime();
          let before: number | null = null;
          const asked: Array<{ at: number; limit: number | null }> = [];
          for (const [requested, wait] of steps) {
            t += wait;
            s = changeLimit(s, requested, new Date(t));
            asked.push({ at: t, limit: requested });
            const inForce = settleLimit(s, new Date(t)).limit;
            if (looser(inForce, before))
              expect(asked.some((a) => a.limit === inForce && a.at <= t - LIMIT_RAISE_DELAY_MS)).toBe(true);
            if (!looser(requested, before)) expect(inForce).toBe(requested);
            before = inForce;
          }
        },
      ),
    );
  });
});

describe('blocks', () => {
  it('ends a cool-off after 24 hours, 7 or 30 days, an exclusion after 6 months or never', () => {
    expect(blockEnd('24h', now)).toEqual(later(24 * 3600_000));
    expect(blockEnd('7d', now)).toEqual(later(7 * 24 * 3600_000));
    expect(blockEnd('30d', now)).toEqual(later(30 * 24 * 3600_000));
    expect(blockEnd('6m', now)).toEqual(new Date('2027-05-29T10:00:00Z'));
    expect(blockEnd('forever', now)).toBe('forever');
  });

  it('can be lengthened, never shortened while in force (property)', () => {
    const endArb = fc.oneof(
      fc.constant<'forever'>('forever'),
      fc.integer({ min: -1e10, max: 1e11 }).map((ms) => later(ms)),
    );
    fc.assert(
      fc.property(fc.option(endArb, { nil: null }), endArb, (current, requested) => {
        const ok = mayReplaceBlock(current, requested, now);
        const ms = (e: Date | 'forever') => (e === 'forever' ? Infinity : e.getTime());
        if (current !== null && ms(current) > now.getTime() && ms(requested) < ms(current)) expect(ok).toBe(false);
        else expect(ok).toBe(true);
      }),
    );
    expect(mayReplaceBlock('forever', later(1), now)).toBe(false);
  });
});

describe('stakeVerdict', () => {
  const period = (limit: number | null, loss: number, resetsAt = later(3600_000)) => ({ limit, loss, resetsAt });
  const base = { excludedUntil: null, coolOffUntil: null, daily: period(null, 0), weekly: period(null, 0), now };

  it('refuses during an exclusion or a cool-off, even a free stake, and says until when', () => {
    expect(stakeVerdict({ ...base, excludedUntil: 'forever', stake: 0 })).toEqual({
      ok: false,
      code: 'RG_SELF_EXCLUDED',
      until: 'forever',
    });
    expect(stakeVerdict({ ...base, coolOffUntil: later(5), stake: 10 })).toEqual({
      ok: false,
      code: 'RG_COOLING_OFF',
      until: later(5),
    });
    expect(stakeVerdict({ ...base, coolOffUntil: now, stake: 10 }).ok).toBe(true);
  });

  it('counts the stake as lost: allowed up to the limit exactly, refused past it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.boolean(),
        (limit, loss, stake, weekly) => {
          const p = period(limit, loss);
          const v = stakeVerdict({ ...base, ...(weekly ? { weekly: p } : { daily: p }), stake });
          expect(v.ok).toBe(loss + stake <= limit);
          if (!v.ok) expect(v).toMatchObject({ code: 'RG_LIMIT_REACHED', period: weekly ? 'weekly' : 'daily' });
          const left = remainingAllowance(limit, loss)!;
          expect(stake <= left).toBe(v.ok);
        },
      ),
    );
  });
});

describe('lossWindows', () => {
  it('counts Lisbon days and Monday weeks, summer time included', () => {
    // Sunday 29 November 2026, 00:30 in Lisbon (UTC+0).
    const w = lossWindows(new Date('2026-11-29T00:30:00Z'));
    expect(w.day).toEqual({ start: new Date('2026-11-29T00:00:00Z'), end: new Date('2026-11-30T00:00:00Z') });
    expect(w.week).toEqual({ start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-11-30T00:00:00Z') });
    // Wednesday 1 July 2026, 23:30 UTC is Thursday 00:30 in Lisbon (UTC+1).
    const s = lossWindows(new Date('2026-07-01T23:30:00Z'));
    expect(s.day.start).toEqual(new Date('2026-07-01T23:00:00Z'));
    expect(s.week.start).toEqual(new Date('2026-06-28T23:00:00Z'));
  });

  it('always contains the instant, a day of 23-25 hours inside its week (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        const { day, week } = lossWindows(at);
        expect(day.start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(day.end.getTime()).toBeGreaterThan(at.getTime());
        expect([23, 24, 25]).toContain((day.end.getTime() - day.start.getTime()) / 3600_000);
        expect(week.start.getTime()).toBeLessThanOrEqual(day.start.getTime());
        expect(week.end.getTime()).toBeGreaterThanOrEqual(day.end.getTime());
      }),
    );
  });
});

describe('the limits input', () => {
  it('refuses -1, 1e20, fractions and unknown keys', () => {
    for (const bad of [-1, 1e20, 1.5, Number.NaN])
      expect(responsiblePlayLimitsInputSchema.safeParse({ dailyLimit: bad, weeklyLimit: null }).success).toBe(false);
    expect(responsiblePlayLimitsInputSchema.safeParse({ dailyLimit: 0, weeklyLimit: null }).success).toBe(true);
    expect(responsiblePlayLimitsInputSchema.safeParse({ dailyLimit: 1, weeklyLimit: 2, x: 1 }).success).toBe(false);
  });
});

describe('merging two accounts', () => {
  const setting = (limit: number | null, pending?: { limit: number | null; in: number }): LimitSetting => ({
    limit,
    pending: pending ? { limit: pending.limit, at: later(pending.in) } : null,
  });
  const settingArb = fc
    .tuple(
      limitArb,
      fc.option(fc.tuple(limitArb, fc.integer({ min: -LIMIT_RAISE_DELAY_MS, max: LIMIT_RAISE_DELAY_MS }))),
    )
    .map(([limit, pending]) => setting(limit, pending ? { limit: pending[0], in: pending[1] } : undefined));
  const looser = (a: number | null, b: number | null) => (a === null ? b !== null : b !== null && a > b);

  it('keeps the stricter limit with its own pending raise', () => {
    expect(mergeLimit(setting(500, { limit: 900, in: 3600_000 }), setting(800), now)).toEqual(
      setting(500, { limit: 900, in: 3600_000 }),
    );
    expect(mergeLimit(none, setting(300), now)).toEqual(setting(300));
    // a raise whose time came is the limit on that side
    expect(mergeLimit(setting(100, { limit: 2000, in: -1 }), setting(800), now)).toEqual(setting(800));
  });

  it('with the same limit keeps a raise only when both asked for one: the lower, at the later time', () => {
    expect(mergeLimit(setting(500, { limit: 900, in: 1000 }), setting(500), now)).toEqual(setting(500));
    expect(mergeLimit(setting(500, { limit: 900, in: 1000 }), setting(500, { limit: null, in: 5000 }), now)).toEqual(
      setting(500, { limit: 900, in: 5000 }),
    );
  });

  it('never loosens the limit in force now or at any later time (property)', () => {
    fc.assert(
      fc.property(settingArb, settingArb, fc.integer({ min: 0, max: 2 * LIMIT_RAISE_DELAY_MS }), (a, b, ahead) => {
        const merged = mergeLimit(a, b, now);
        for (const at of [now, later(ahead)]) {
          const m = settleLimit(merged, at).limit;
          const x = settleLimit(a, at).limit;
          const y = settleLimit(b, at).limit;
          // never looser than both sides at once
          expect(looser(m, x) && looser(m, y)).toBe(false);
        }
        expect(mergeLimit(a, b, now)).toEqual(mergeLimit(b, a, now));
      }),
    );
  });

  it('keeps the later cool-off and exclusion and the more frequent reality check', () => {
    expect(laterBlock(later(1000), later(-1000), now)).toEqual(later(1000));
    expect(laterBlock<Date | 'forever'>(later(1000), 'forever', now)).toBe('forever');
    expect(laterBlock(later(-5), null, now)).toBeNull();
    const merged = mergeSettings(
      { daily: setting(100), weekly: none, coolOffUntil: later(3600_000), exclusion: null, realityCheckMinutes: 60 },
      {
        daily: none,
        weekly: setting(700),
        coolOffUntil: later(60_000),
        exclusion: later(9e9),
        realityCheckMinutes: 15,
      },
      now,
    );
    expect(merged).toEqual({
      daily: setting(100),
      weekly: setting(700),
      coolOffUntil: later(3600_000),
      exclusion: later(9e9),
      realityCheckMinutes: 15,
    });
  });
});
