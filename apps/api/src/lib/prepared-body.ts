import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a JSON body prepared ahead (a string), as is: a string with a JSON content type skips the
 * route's serialiser. With an ETag, an `If-None-Match` that matches gets 304 and no body. Typed as
 * the route's response (`T`) so a handler can return it.
 */
export function sendPrepared<T>(request: FastifyRequest, reply: FastifyReply, body: string, opts: { cacheControl: string; etag?: string }): T {
  reply.header('cache-control', opts.cacheControl);
  if (opts.etag !== undefined) {
    reply.header('etag', opts.etag);
    if (request.headers['if-none-match'] === opts.etag) return reply.status(304).send(null) as unknown as T;
  }
  return reply.type('application/json; charset=utf-8').send(body) as unknown as T;
}

/** A strong ETag of a prepared body's content: `"<label>-<20 base64url chars of its SHA-1>"`. */
export function contentEtag(label: string, body: string): string {
  return `"${label}-${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}
