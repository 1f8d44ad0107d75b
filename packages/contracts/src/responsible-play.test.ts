import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockEnd,
  changeLimit,
  LIMIT_RAISE_DELAY_MS,
  lossWindows,
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
