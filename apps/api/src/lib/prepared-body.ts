import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compress, preferredEncoding, type Encoding } from './content-encoding';
import { BoundedMap } from './bounded-map';

/** Bodies under this size go as they are: compressing them saves less than it costs. */
const COMPRESS_MIN_BYTES = 1024;
/** Compressed variants kept (a few per public body: its current and just-replaced versions). */
const MAX_COMPRESSED = 64;

/**
 * Compressed variants of prepared bodies, keyed by ETag and encoding. A derived cache of public
 * data (docs/architecture.md): every ETag here is content-derived or versioned, so one key always
 * names one body, and the oldest entry goes first when the bound is reached.
 */
const compressed = new BoundedMap<string, Buffer>(MAX_COMPRESSED);

function compressedBody(etag: string, encoding: Encoding, body: string): Buffer {
  const key = `${encoding} ${etag}`;
  let hit = compressed.get(key);
  if (!hit) {
    hit = compress(body, encoding, { fast: true });
    compressed.set(key, hit);
  }
  return hit;
}

/** The ETag of an encoded representation: each representation has its own (RFC 9110 8.8.3). */
const representationEtag = (etag: string, encoding: Encoding | null) =>
  encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;

/**
 * Sends a JSON body prepared ahead (a string), as is: a string with a JSON content type skips the
 * route's serialiser. With an ETag, a body of 1 KB or more goes brotli- or gzip-compressed to a client
 * that accepts it (compressed once per ETag), and an `If-None-Match` that matches gets 304 and no
 * body. Typed as the route's response (`T`) so a handler can return it.
 */
export function sendPrepared<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  opts: { cacheControl: string; etag?: string },
): T {
  reply.header('cache-control', opts.cacheControl);
  if (opts.etag === undefined) return reply.type('application/json; charset=utf-8').send(body) as unknown as T;

  const compressible = body.length >= COMPRESS_MIN_BYTES;
  const encoding = compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  const etag = representationEtag(opts.etag, encoding);
  reply.header('etag', etag);
  if (compressible) reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send(null) as unknown as T;
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(body) as unknown as T;
  return reply.header('content-encoding', encoding).send(compressedBody(opts.etag, encoding, body)) as unknown as T;
}

/** A strong ETag of a prepared body's content: `"<label>-<20 base64url chars of its SHA-1>"`. */
export function contentEtag(label: string, body: string): string {
  return `"${label}-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}
