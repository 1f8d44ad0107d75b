import { createGiveawayCancel } from './cancel';
import { createGiveawayDraw } from './draw';
import { createGiveawayEntry } from './enter';
import { createGiveawayFinalize } from './finalize';
import { createFreeTickets } from './free-tickets';
import { createGiveawayManagement } from './manage';
import { createGiveawayReads } from './reads';
import { createGiveawayReroll } from './reroll';
import type { GiveawaysContext, GiveawaysDeps } from './shared';
import { createGiveawayViews } from './views';

export type { EnterOptions, GiveawaysDeps, TwitchSubscriberCheck } from './shared';
export type { FreeTicketsGrant, FreeTicketsResult } from './free-tickets';

/**
 * Giveaways (docs/product.md#giveaways, ADR 047): creation with a secret server seed (only its SHA-256
 * shown), entries paid through the ledger under a key-share lock of the giveaway row and the
 * database's clock, the draw at the closing time (or on the admin's word) under an update lock with the
 * pure `drawGiveaway`, rerolls as the next pick, points prizes paid once when the admin finalizes, and
 * cancellation with one refund per paid entry. Changes that viewers watch are announced as a site
 * event (`giveaway`) to every open page. One file per use case (ADR 040): views.ts, reads.ts,
 * manage.ts, enter.ts, free-tickets.ts (support events' tickets, ADR 065), draw.ts, reroll.ts,
 * finalize.ts, cancel.ts; shared.ts holds what they share.
 */
export function createGiveawaysService(deps: GiveawaysDeps) {
  const ctx: GiveawaysContext = {
    db: deps.db,
    deps,
    now: deps.now ?? Date.now,
    autoFinalizeHours: deps.autoFinalizeHours ?? 0,
  };
  const views = createGiveawayViews(ctx);
  const reads = createGiveawayReads(ctx, views);
  const manage = createGiveawayManagement(ctx, views);
  const entry = createGiveawayEntry(ctx);
  const free = createFreeTickets(ctx);
  const draws = createGiveawayDraw(ctx, views);
  const rerolls = createGiveawayReroll(ctx, views);
  const finals = createGiveawayFinalize(ctx, views);
  const cancels = createGiveawayCancel(ctx, views);

  return {
    list: reads.list,
    get: reads.get,
    entries: reads.entries,
    create: manage.create,
    edit: manage.edit,
    enter: entry.enter,
    giveFreeTickets: free.giveFreeTickets,
    openForChat: reads.openForChat,
    draw: draws.draw,
    drawDue: draws.drawDue,
    drawNow: draws.drawNow,
    drawWithoutBeacon: draws.drawWithoutBeacon,
    reroll: rerolls.reroll,
    finalize: finals.finalize,
    finalizeDue: finals.finalizeDue,
    cancel: cancels.cancel,
    overlay: reads.overlay,
  };
}

export type GiveawaysService = ReturnType<typeof createGiveawaysService>;
