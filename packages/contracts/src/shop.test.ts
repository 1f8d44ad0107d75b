import { describe, expect, it } from 'vitest';
import { checkDeliveryDetail } from './shop';

const spec = (kind: 'text' | 'email' | 'discord', required = true) => ({ label: 'Detail', kind, required });

describe('delivery details', () => {
  it('keeps a trimmed value of the right kind; refuses the rest with a reason', () => {
    expect(checkDeliveryDetail(spec('email'), '  fan@example.com ')).toEqual({ ok: true, value: 'fan@example.com' });
    for (const bad of [
      'fan',
      'fan@',
      '@example.com',
      'fan@example',
      'fan@@example.com',
      'fan@exa mple.com',
      'fan@example..com',
    ]) {
      expect(checkDeliveryDetail(spec('email'), bad).ok, bad).toBe(false);
    }
    expect(checkDeliveryDetail(spec('discord'), 'fan.name_1')).toEqual({ ok: true, value: 'fan.name_1' });
    expect(checkDeliveryDetail(spec('discord'), 'Old Name#1234')).toEqual({ ok: true, value: 'Old Name#1234' });
    for (const bad of ['a', 'has space', 'x'.repeat(33), 'name#12'])
      expect(checkDeliveryDetail(spec('discord'), bad).ok, bad).toBe(false);
    expect(checkDeliveryDetail(spec('text'), 'Player 42 on Stake')).toEqual({ ok: true, value: 'Player 42 on Stake' });
    expect(checkDeliveryDetail(spec('text'), 'a\u0007b')).toEqual({
      ok: false,
      reason: 'cannot hold control characters',
    });
    expect(checkDeliveryDetail(spec('text'), 'x'.repeat(201))).toEqual({ ok: false, reason: 'at most 200 characters' });
  });

  it('empty is refused only when required', () => {
    expect(checkDeliveryDetail(spec('email'), '  ')).toEqual({ ok: false, reason: 'is required' });
    expect(checkDeliveryDetail(spec('email', false), undefined)).toEqual({ ok: true, value: null });
  });

  it('answers at once on long hostile input (no pattern backtracks)', () => {
    const started = Date.now();
    for (const kind of ['email', 'discord', 'text'] as const) {
      checkDeliveryDetail(spec(kind), `${'a@'.repeat(100)}`);
      checkDeliveryDetail(spec(kind), `${'a.'.repeat(99)}@`);
      checkDeliveryDetail(spec(kind), 'a'.repeat(100_000));
    }
    expect(Date.now() - started).toBeLessThan(50);
  });
});
