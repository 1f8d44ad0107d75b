/**
 * Control characters in typed text: C0, DEL, C1 and the Unicode line and paragraph separators.
 * Tested by code point, so no regular expression holds them.
 */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 || (c >= 127 && c <= 159) || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}
