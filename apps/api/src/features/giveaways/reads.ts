import type { Giveaway, GiveawayEntries, GiveawayList } from '@app/contracts';
import { giveawayEntriesText } from '@app/games';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './repository';
import { FROZEN_LISTS_KEPT, stateOf, type GiveawaysContext } from './shared';
import type { GiveawayViews } from './views';
import { BoundedMap } from '../../lib/bounded-map';

/** What the pages and overlays read: the lists, one giveaway, the frozen entry list, the chat's and the overlay's giveaway. */
export function createGiveawayReads(ctx: GiveawaysContext, { views, one }: GiveawayViews) {
  const { db, now } = ctx;
  /** Frozen entry lists of drawn giveaways (they never change once drawn), the latest few per instance. */
  const frozenLists = new BoundedMap<string, GiveawayEntries>(FROZEN_LISTS_KEPT);

  return {
    async list(userId: string | null): Promise<GiveawayList> {
      const [current, past] = await Promise.all([repo.current(db), repo.past(db)]);
      return { current: await views(db, current, userId), past: await views(db, past, userId) };
    },

    get: (id: string, userId: string | null) => one(db, id, userId),

    /** The frozen entry list, public once drawn (it fixes the client seed). */
    async entries(id: string): Promise<GiveawayEntries> {
      const g = await repo.find(db, id);
      if (!g) throw notFound('Giveaway');
      if (g.status === 'active' || g.drawnAt === null)
        throw new AppError('GIVEAWAY_NOT_DRAWN', 'The entry list is public once the giveaway is drawn.');
      const cached = frozenLists.get(id);
      if (cached) return cached;
      const entries = await repo.entryList(db, id);
      const list = entries.map((e) => ({
        entryId: String(e.id),
        name: e.name,
        tickets: e.tickets,
        ineligible: e.ineligible,
      }));
      const frozen = {
        text: giveawayEntriesText(list.map((e) => ({ id: e.entryId, tickets: e.tickets, ineligible: e.ineligible }))),
        entries: list,
      };
      frozenLists.set(id, frozen);
      return frozen;
    },

    /** The open giveaway `!join` enters: the one taking chat entries that closes first. */
    async openForChat(): Promise<repo.GiveawayRow | null> {
      const t = now();
      const rows = await repo.current(db);
      return rows.find((g) => g.chatJoin && stateOf(g, t) === 'open') ?? null;
    },

    /** The giveaway an OBS overlay shows: the open one, else one drawn in the last 10 minutes. */
    async overlay(): Promise<Giveaway | null> {
      const t = now();
      const current = (await repo.current(db)).filter((g) => stateOf(g, t) !== 'scheduled');
      if (current[0]) return one(db, current[0].id);
      const recent = (await repo.past(db)).find(
        (g) => g.status !== 'cancelled' && g.drawnAt && t - g.drawnAt.getTime() < 10 * 60_000,
      );
      return recent ? one(db, recent.id) : null;
    },
  };
}
