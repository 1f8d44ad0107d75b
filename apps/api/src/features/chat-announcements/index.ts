import { GIVEAWAY_EVENT, SLOT_REQUEST_PLAYED_EVENT } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnnouncer, type Announcer } from './announce';
import { chatAnnouncementsRoutes } from './routes';
import { createAnnouncementSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat announcements of this instance: `idle()` resolves once none is being claimed (shutdown, tests). */
    chatAnnouncements: Pick<Announcer, 'idle'>;
  }
}

/**
 * Chat announcements (docs/product.md#chat-announcements): listens to the domain events on the app's
 * bus (the live hunt's `finished` change, the site events of giveaways and slot requests) on every
 * instance and posts each announcement once per platform through the chat commands' queues.
 */
export default fp(
  async (app: FastifyInstance) => {
    const settings = createAnnouncementSettings({ db: app.db, log: app.log });
    const announcer = createAnnouncer({
      db: app.db,
      send: app.chatSend,
      settings: settings.settings,
      templates: async () => (await app.chatCommands.settings()).templates,
      siteLocale: app.siteDefaultLocale,
      currency: app.siteCurrency,
      liveHunt: app.liveHunt,
      giveaways: app.giveaways,
      slotRequests: app.slotRequests,
      log: app.log,
    });
    app.decorate('chatAnnouncements', { idle: announcer.idle });
    const offHunt = app.bus.subscribe((change) => {
      if (change !== 'resync' && change.kind === 'finished') announcer.huntFinished();
    });
    const offSite = app.bus.subscribeSite((e) => {
      const id = typeof e.data.id === 'string' ? e.data.id : null;
      if (!id) return;
      if (e.event === GIVEAWAY_EVENT && (e.data.state === 'drawn' || e.data.state === 'final'))
        announcer.giveaway(id, e.data.state);
      else if (e.event === SLOT_REQUEST_PLAYED_EVENT) announcer.slotRequestPlayed(id);
    });
    app.addHook('onClose', async () => {
      offHunt();
      offSite();
      await announcer.idle();
    });
    await app.register(chatAnnouncementsRoutes, settings);
  },
  {
    name: 'chat-announcements',
    dependencies: ['database', 'event-bus', 'site', 'live-hunt', 'giveaways', 'slot-requests', 'chat-commands'],
  },
);
