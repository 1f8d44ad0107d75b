import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { minigameRoutes } from './routes';
import { createMinigameService } from './service';

export default fp(
  async (app: FastifyInstance) => {
    const keys = app.overlayKeys;
    await app.register(minigameRoutes, {
      minigame: createMinigameService(app.db),
      verifyOverlayKey: (key) => keys.verify(key),
    });
  },
  { name: 'minigame', dependencies: ['database', 'authentication', 'overlays'] },
);
