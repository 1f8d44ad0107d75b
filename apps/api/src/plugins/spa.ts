import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, every other GET that is not under
 * /api answered with index.html so the client router can take it. Unknown /api paths stay JSON 404.
 */
export const spaPlugin = fp<{ root: string }>(async (app: FastifyInstance, { root }) => {
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web build not found; serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.callNotFound();
    }
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // A malformed escape is no file of ours; the app shell handles it.
    }
    const asset = path.join(root, path.normalize(decoded));
    if (asset.startsWith(root + path.sep) && statSync(asset, { throwIfNoEntry: false })?.isFile()) {
      return reply.sendFile(path.relative(root, asset));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
