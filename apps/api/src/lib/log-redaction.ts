import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose value is a secret: the overlay key, OAuth codes and states, tokens,
 * passwords, signatures. Compared on the decoded, lower-cased name with `-` and `_` removed.
 */
const SECRET_PARAMS = new Set([
  'key',
  'apikey',
  'code',
  'state',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'jwt',
  'secret',
  'clientsecret',
  'password',
  'signature',
  'sig',
  'session',
  'auth',
  'authorization',
]);

export const REDACTED = '[redacted]';

function paramName(raw: string): string {
  let name = raw.replace(/\+/g, ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape: judge the raw spelling.
  }
  return name.toLowerCase().replace(/[-_\s]/g, '');
}

/** The URL with the value of every secret query parameter replaced; path and other parameters kept. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_PARAMS.has(paramName(name)) && eq !== -1 ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${redacted}`;
}

/** Fastify's request serializer with the URL redacted (every logged request line goes through it). */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: typeof req.headers?.['accept-version'] === 'string' ? req.headers['accept-version'] : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** Header values never written to the log. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];
