import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box';

const KEY = 'k'.repeat(40);

describe('secret box', () => {
  it('round-trips text, and two seals of one text differ', () => {
    const box = createSecretBox(KEY);
    const a = box.seal('refresh-token-é✓');
    const b = box.seal('refresh-token-é✓');
    expect(a).not.toBe(b);
    expect(a).not.toContain('refresh');
    expect(box.open(a)).toBe('refresh-token-é✓');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses altered values, other keys and junk', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('secret');
    const [v, iv, body] = sealed.split('.') as [string, string, string];
    const flipped = `${v}.${iv}.${body.slice(0, -2)}${body.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => box.open(flipped)).toThrow(SecretBoxError);
    expect(() => createSecretBox('o'.repeat(40)).open(sealed)).toThrow(SecretBoxError);
    for (const junk of ['', 'v1', 'v2.a.b', 'v1..', 'v1.AAAA.AAAA'])
      expect(() => box.open(junk)).toThrow(SecretBoxError);
    expect(() => createSecretBox('short')).toThrow(SecretBoxError);
  });
});
