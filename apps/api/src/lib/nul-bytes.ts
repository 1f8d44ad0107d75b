/**
 * Where a parsed JSON value carries a NUL character (in a string or a key), as a dotted path, or
 * null when it carries none. PostgreSQL text cannot hold NUL, so such input is refused before any
 * handler sees it. Walks iteratively: a deeply nested body cannot exhaust the stack.
 */
export function findNulByte(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path || '(body)';
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return at.replaceAll('\u0000', '\\0');
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}

/** True when a raw request target encodes or carries a NUL byte (`%00` anywhere, path or query). */
export const urlHasNulByte = (url: string): boolean => url.includes('\u0000') || /%00/i.test(url);
