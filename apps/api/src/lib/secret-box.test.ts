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
    // One bit flipped in the bytes, for each byte (editing the base64 text instead can touch only its
    // padding bits, which decode to the same bytes: that made this test fail about once in 256 runs).
    const bytes = Buffer.from(body, 'base64url');
    for (let i = 0; i < bytes.length; i++) {
      const altered = Buffer.from(bytes);
      altered[i] = altered[i]! ^ 1;
      expect(() => box.open(`${v}.${iv}.${altered.toString('base64url')}`), `byte ${i}`).toThrow(SecretBoxError);
    }
    expect(() => createSecretBox('o'.repeat(40)).open(sealed)).toThrow(SecretBoxError);
    for (const junk of ['', 'v1', 'v2.a.b', 'v1..', 'v1.AAAA.AAAA'])
      expect(() => box.open(junk)).toThrow(SecretBoxError);
    expect(() => createSecretBox('short')).toThrow(SecretBoxError);
  });
});
