import { describe, expect, it } from 'vitest';
import { isHttpsOrSitePath } from './urls';

describe('isHttpsOrSitePath', () => {
  it.each(['https://cdn.example.com/a.png', 'HTTPS://cdn.example.com/a.png?x=1', '/shop-images/hoodie.svg', '/a'])(
    'accepts %s',
    (v) => {
      expect(isHttpsOrSitePath(v)).toBe(true);
    },
  );
  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'http://cdn.example.com/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'https://user:pass@cdn.example.com/a.png',
    'https:/cdn.example.com/a.png',
    'https:///a.png',
    'https://cdn.example.com/a b.png',
    '/../etc/passwd',
    'shop-images/x.svg',
    '',
  ])('refuses %s', (v) => {
    expect(isHttpsOrSitePath(v)).toBe(false);
  });
});
