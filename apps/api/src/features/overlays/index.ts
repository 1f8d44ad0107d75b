import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOverlayKeys, type OverlayKeys } from './keys-service';
import { overlaysRoutes } from './routes';
import { createOverlaysService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The overlay key (status, rotation, check); other overlay pages' reads check it too. */
    overlayKeys: OverlayKeys;
  }
}

/** The OBS overlays: their key, their look, and the hunt they read with the key. */
export default fp(
  async (app: FastifyInstance) => {
    const { db, liveHunt } = app;
    const keys = createOverlayKeys(db);
    app.decorate('overlayKeys', keys);
    await app.register(overlaysRoutes, { overlays: createOverlaysService({ db, liveHunt }), keys, liveHunt });
  },
  { name: 'overlays', dependencies: ['database', 'authentication', 'live-hunt'] },
);
