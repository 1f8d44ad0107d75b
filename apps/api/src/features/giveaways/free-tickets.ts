import type { Platform, SupportTicketSkip } from '@app/contracts';
import type { Tx } from '../../db/client';
import { AffiliateRequiredError } from '../../lib/app-error';
import * as repo from './repository';
import { winLimitError } from './win-limit';
import type { GiveawaysContext } from './shared';

/** What a caller gives: the account, how many free tickets, and what the giver proved. */
export type FreeTicketsGrant = {
  userId: string;
  tickets: number;
  /** The platform of the event (the entry's source when it is the account's first). */
  platform: Platform;
  /** The event proves a subscription on `platform` (a sub or a renewal): it counts for subscribers-only. */
  subscriber: boolean;
};

export type FreeTicketsResult =
  | { given: number; giveaway: { id: string; title: string }; tickets: number }
  | { given: 0; skip: SupportTicketSkip; giveaway: { id: string; title: string } | null };

/**
 * Free tickets in the giveaway open for entries (ADR 065), in the caller's transaction: the caller
 * records the event that gives them in the same transaction, so they are given once. The giveaway is
 * held `for key share` (its draw waits, and then draws them: they are in the frozen list and its
 * proof), and the account's entry `for update`. No points move; the subscriber multiplier does not
 * apply. The giveaway's rules hold: its linked platform, account age and affiliate rule, and
 * subscribers-only (only an event that proves a subscription passes it); and its maximum per account,
 * counting bought and free tickets alike (a grant is cut to what is left; nothing left is a skip).
 */
export function createFreeTickets(ctx: GiveawaysContext) {
  return {
    async giveFreeTickets(tx: Tx, grant: FreeTicketsGrant): Promise<FreeTicketsResult> {
      const read = await repo.lockOpenForFree(tx, grant.userId);
      if (!read) return { given: 0, skip: 'no_open_giveaway', giveaway: null };
      const { rules: g, facts } = read;
      const giveaway = { id: g.id, title: g.title };
      const platformOk = !g.requiredPlatform || facts.platforms.includes(g.requiredPlatform);
      const subscriberOk = !g.subscribersOnly || (grant.subscriber && g.requiredPlatform !== otherThan(grant.platform));
      if (!platformOk || facts.ageDays < g.minAccountAgeDays || !subscriberOk || winLimitError(g, facts))
        return { given: 0, skip: 'not_eligible', giveaway };
      try {
        await ctx.deps.affiliates.assertAffiliate(grant.userId, g.affiliate, tx);
      } catch (err) {
        if (err instanceof AffiliateRequiredError) return { given: 0, skip: 'not_eligible', giveaway };
        throw err;
      }
      for (let attempt = 0; attempt < 2; attempt++) {
        const entry = await repo.lockEntry(tx, g.id, grant.userId);
        const held = entry ? entry.bought + entry.free : 0;
        const given = Math.min(grant.tickets, g.maxTickets - held);
        if (given <= 0) return { given: 0, skip: 'max_tickets', giveaway };
        const row = entry
          ? await repo.addFreeTickets(tx, entry.id, given)
          : await repo.insertFreeEntry(tx, {
              giveawayId: g.id,
              userId: grant.userId,
              free: given,
              source: grant.platform,
            });
        // null: the account entered between the read and the insert; read its entry again.
        if (!row) continue;
        return { given, giveaway, tickets: row.tickets };
      }
      throw new Error('giveaway entry changed twice while giving free tickets');
    },
  };
}

/** The other platform: a subscription on `platform` does not make a subscriber of a giveaway for the other. */
const otherThan = (platform: Platform): Platform => (platform === 'twitch' ? 'kick' : 'twitch');
