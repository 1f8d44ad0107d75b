import { describe, expect, it } from 'vitest';
import { SUPPORT_UNITS_MAX, supportPoints, supportRulesSchema, supportUnits } from './support-rewards';

describe('support rewards: units and points', () => {
  it('counts whole units: per 100 bits, per kick, per sub given; one for a sub, resub or follow', () => {
    expect(supportUnits('cheer', 99)).toBe(0);
    expect(supportUnits('cheer', 250)).toBe(2);
    expect(supportUnits('kicks', 100)).toBe(100);
    expect(supportUnits('gift', 5)).toBe(5);
    expect(supportUnits('sub', 0)).toBe(1);
    expect(supportUnits('follow', 7)).toBe(1);
    expect(supportUnits('gift', 0)).toBe(0);
    expect(supportUnits('gift', -3)).toBe(0);
    expect(supportUnits('kicks', Number.NaN)).toBe(0);
    expect(supportUnits('kicks', 10 ** 9)).toBe(SUPPORT_UNITS_MAX);
  });

  it('earns units times the points per unit; 0 without a rule', () => {
    expect(supportPoints('cheer', 250, 10)).toBe(20);
    expect(supportPoints('gift', 5, 200)).toBe(1000);
    expect(supportPoints('sub', 1, 0)).toBe(0);
  });

  it('refuses a kind the platform lacks and a kind listed twice', () => {
    expect(supportRulesSchema.safeParse({ rules: [{ platform: 'kick', kind: 'kicks', points: 1 }] }).success).toBe(
      true,
    );
    expect(supportRulesSchema.safeParse({ rules: [{ platform: 'twitch', kind: 'kicks', points: 1 }] }).success).toBe(
      false,
    );
    expect(supportRulesSchema.safeParse({ rules: [{ platform: 'kick', kind: 'cheer', points: 1 }] }).success).toBe(
      false,
    );
    const twice = [
      { platform: 'kick', kind: 'sub', points: 1 },
      { platform: 'kick', kind: 'sub', points: 2 },
    ];
    expect(supportRulesSchema.safeParse({ rules: twice }).success).toBe(false);
  });
});
