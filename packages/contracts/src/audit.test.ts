import { describe, expect, it } from 'vitest';
import { auditChanges, auditFieldKind } from './audit';
import { formatCents } from './format';

describe('auditChanges', () => {
  it('leaves out a field whose value did not change (rows written before it was left out at the source)', () => {
    const changes = auditChanges('live_hunt.bonus.update', {
      before: { bonusId: 'b1', bet: 200, superBonus: false },
      after: { bonusId: 'b1', bet: 250, superBonus: false },
    });
    expect(changes).toEqual([{ field: 'bet', kind: 'money', before: 200, after: 250 }]);
  });

  it('compares arrays and objects by value', () => {
    expect(auditChanges('offer.reorder', { before: { order: ['a', 'b'] }, after: { order: ['a', 'b'] } })).toEqual([]);
    expect(auditChanges('offer.reorder', { before: { order: ['a', 'b'] }, after: { order: ['b', 'a'] } })).toHaveLength(
      1,
    );
  });

  it('lists every field of a creation and of a removal, with only its side', () => {
    expect(auditChanges('live_hunt.create', { before: null, after: { start: 111_220 } })).toEqual([
      { field: 'start', kind: 'money', after: 111_220 },
    ]);
    expect(auditChanges('shop.item.update', { before: { cost: 5 }, after: null })).toEqual([
      { field: 'cost', kind: 'points', before: 5 },
    ]);
  });

  it('knows money from points by the action, never by the name alone', () => {
    expect(auditFieldKind('live_hunt.finish', 'finalBalance')).toBe('money');
    expect(auditFieldKind('live_hunt.finish', 'pot')).toBe('points');
    expect(auditFieldKind('points.set', 'balance')).toBe('points');
    expect(auditFieldKind('slot_request.add_to_hunt', 'bet')).toBe('money');
    expect(auditFieldKind('slot.update', 'maxWin')).toBeUndefined();
    expect(auditFieldKind('toString', 'x')).toBeUndefined();
  });
});

describe('formatCents, the money of audit rows', () => {
  it.each([
    [111_220, '$1,112.20'],
    [0, '$0.00'],
    [5, '$0.05'],
    [-500, '-$5.00'],
    [123_456_789, '$1,234,567.89'],
  ])('%d cents -> %s', (cents, text) => {
    expect(formatCents(cents, 'USD')).toBe(text);
  });
});
