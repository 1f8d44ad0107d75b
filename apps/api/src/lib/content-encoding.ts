import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { BoundedMap } from './bounded-map';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else none. A coding
 * listed with `q=0` is refused by the client (RFC 9110 12.5.3), and `*` stands for any coding not
 * listed.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  // Browsers send a handful of distinct values: each is parsed once (issue 37 item 4: the parse was
  // 2 % of a public body's CPU). Bounded, so odd clients cannot grow it.
  const known = choices.get(header);
  if (known !== undefined) return known;
  const chosen = parseAcceptEncoding(header);
  choices.set(header, chosen);
  return chosen;
}

const MAX_CHOICES = 256;
const choices = new BoundedMap<string, Encoding | null>(MAX_CHOICES);

function parseAcceptEncoding(header: string): Encoding | null {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepted = (coding: Encoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses a body for one encoding. Brotli at quality 11 suits what is compressed once at start
 * (the index.html variants); `fast` (quality 5, gzip level 6) suits bodies that change while the
 * site runs, where compressing is on a request's path.
 */
export function compress(body: Buffer | string, encoding: Encoding, { fast }: { fast: boolean }): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: fast ? 6 : 9 });
  return brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}
