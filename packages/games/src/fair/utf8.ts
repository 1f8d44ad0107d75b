/**
 * UTF-8 encoding without TextEncoder, so the package needs no DOM or node typings.
 * Invariant: the bytes equal `new TextEncoder().encode(text)` for every string,
 * with lone surrogates encoded as U+FFFD exactly like TextEncoder does.
 */
export function utf8Encode(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      out.push(code);
      continue;
    }
    if (code < 0x800) {
      out.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      const isPair = code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
      if (!isPair) {
        code = 0xfffd;
      } else {
        i++;
        const cp = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
        continue;
      }
    }
    out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return Uint8Array.from(out);
}

/**
 * Writes the UTF-8 bytes of text into buffer at offset and returns the new end, or -1 when the
 * buffer is too small. ASCII is copied directly (the common case for seeds and nonces).
 */
export function utf8EncodeInto(text: string, buffer: Uint8Array, offset: number): number {
  let end = offset;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) {
      const bytes = utf8Encode(text.slice(i));
      if (end + bytes.length > buffer.length) return -1;
      buffer.set(bytes, end);
      return end + bytes.length;
    }
    if (end >= buffer.length) return -1;
    buffer[end++] = code;
  }
  return end;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Lower-case hex of bytes; two characters per byte, always. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX[byte];
  return hex;
}
