import { NO_OVERLAY_CHAT, type OverlayChat } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOverlayKeys, type OverlayKeys } from './keys-service';
import { overlaysRoutes } from './routes';
import { createOverlaysService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The overlay key (status, rotation, check); other overlay pages' reads check it too. */
    overlayKeys: OverlayKeys;
    /**
     * Where the GTB and AVG overlays learn which chat commands to name: the chat commands feature
     * (registered later, it depends on features that depend on this one) provides the source.
     */
    overlayChat: { provide: (source: () => Promise<OverlayChat>) => void };
  }
}

/** The OBS overlays: their key, their look, and the hunt they read with the key. */
export default fp(
  async (app: FastifyInstance) => {
    const { db, liveHunt } = app;
    const keys = createOverlayKeys(db, app.secrets);
    app.decorate('overlayKeys', keys);
    let chatSource: (() => Promise<OverlayChat>) | null = null;
    app.decorate('overlayChat', {
      provide: (source: () => Promise<OverlayChat>) => {
        chatSource = source;
      },
    });
    const chat = async () => (chatSource ? chatSource() : NO_OVERLAY_CHAT);
    await app.register(overlaysRoutes, {
      overlays: createOverlaysService({ db, liveHunt, chat }),
      keys,
      liveHunt,
    });
  },
  { name: 'overlays', dependencies: ['database', 'secrets', 'authentication', 'live-hunt'] },
);
