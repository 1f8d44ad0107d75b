import { PLATFORM_NAMES, type GiveawayEnterResult } from '@app/contracts';
import { AppError, notFound } from '../../lib/app-error';
import type { Executor } from '../../db/client';
import { pointsService } from '../points/service';
import { responsiblePlayGuard } from '../responsible-play/guard';
import * as repo from './repository';
import { closed, type EnterOptions, type TwitchSubscriberCheck, type GiveawaysContext } from './shared';
import { winLimitError } from './win-limit';

/** Badges that mark a subscriber in chat (Kick badge types, Twitch badge set ids), lower case. */
const SUBSCRIBER_BADGES = new Set(['subscriber', 'founder']);

/** An entry, from the site or the chat's `!join`: eligibility, then the tickets and their debit in one statement (ADR 052). */
export function createGiveawayEntry(ctx: GiveawaysContext) {
  const { db, deps } = ctx;

  /** Why this account may not enter, or null when it may. */
  function ineligible(g: repo.EntryRules, facts: repo.EligibilityFacts, subscriber: boolean): string | null {
    if (g.requiredPlatform && !facts.platforms.includes(g.requiredPlatform))
      return `Only accounts linked to ${PLATFORM_NAMES[g.requiredPlatform]} may enter.`;
    if (g.minAccountAgeDays > 0 && facts.ageDays < g.minAccountAgeDays)
      return `Only accounts older than ${g.minAccountAgeDays} days may enter.`;
    if (g.subscribersOnly && !subscriber) return 'Only subscribers may enter.';
    return null;
  }

  /** Refuses a giveaway that takes no entries now (or none from this source), with its reason. */
  function assertOpen(
    g: { status: string | null; started: boolean | null; ended: boolean | null; chatJoin?: boolean },
    source: EnterOptions['source'],
  ): void {
    if (g.status === 'cancelled') throw closed('This giveaway was cancelled.');
    if (g.status !== 'active' || g.ended) throw closed('This giveaway is closed.');
    if (!g.started) throw closed('This giveaway is not open yet.');
    if (source !== 'site' && g.chatJoin === false) throw closed('This giveaway takes no entries from chat.');
  }

  /**
   * One try of an entry (ADR 052): a read of the rules and the account's facts, the eligibility
   * decided here (asking Twitch when a subscription matters and nothing else told it: no row is
   * locked while it answers), then one statement that adds the tickets and debits their cost, or
   * does neither. 'retry' when the rules changed between the read and the write.
   */
  async function enterOnce(
    id: string,
    userId: string,
    tickets: number,
    opts: EnterOptions,
  ): Promise<GiveawayEnterResult | 'retry'> {
    const read = await repo.readForEntry(db, id, userId);
    if (!read) throw notFound('Giveaway');
    const { rules: g, facts } = read;
    assertOpen(g, opts.source);
    // Badges as the platform sent them, read in any case (`Subscriber`, `FOUNDER`).
    let subscriber = (opts.badges ?? []).some((b) => SUBSCRIBER_BADGES.has(b.toLowerCase()));
    const matters = g.subscribersOnly || g.subscriberMultiplier > 1;
    // A site entry asks each platform's channel feature alike: Kick (its chat's badges), then Twitch.
    if (!subscriber && matters && facts.kickUserId && deps.kickSubscriber)
      subscriber = await deps.kickSubscriber(facts.kickUserId);
    let twitchAnswer: Awaited<ReturnType<TwitchSubscriberCheck>> | undefined;
    if (!subscriber && matters && facts.twitchUserId && deps.twitchSubscriber) {
      twitchAnswer = await deps.twitchSubscriber(facts.twitchUserId);
      subscriber = twitchAnswer === true;
    }
    const why = ineligible(g, facts, subscriber);
    if (why && g.subscribersOnly && !subscriber && typeof twitchAnswer === 'string')
      throw new AppError(
        'GIVEAWAY_NOT_ELIGIBLE',
        twitchAnswer === 'failed'
          ? 'Only subscribers may enter, and Twitch could not confirm your subscription just now: try again in a minute, or enter with !join in chat.'
          : 'Only subscribers may enter. The site cannot read Twitch subscriptions: enter with !join in the Twitch chat.',
      );
    if (why) throw new AppError('GIVEAWAY_NOT_ELIGIBLE', why);
    const limit = winLimitError(g, facts);
    if (limit) throw limit;
    // Affiliates only (ADR 059): AFFILIATE_REQUIRED, before anything is written or paid.
    await deps.affiliates.assertAffiliate(userId, g.affiliate);
    if (tickets > g.maxTickets)
      throw new AppError('GIVEAWAY_MAX_TICKETS', `At most ${g.maxTickets} ticket(s) per account.`);
    const multiplier = subscriber ? g.subscriberMultiplier : 1;
    const cost = g.entryCost * tickets;
    const write = (executor: Executor, checked: boolean) =>
      pointsService.debitAlong<repo.EntryWriteRow>(
        executor,
        'giveaway_enter',
        repo.entryWrite({
          rules: g,
          bought: tickets,
          tickets: tickets * multiplier,
          multiplier,
          paid: cost,
          source: opts.source,
          allowed: responsiblePlayGuard.stakeAllowedSql(userId, checked),
          settingsSet: responsiblePlayGuard.settingsSetSql(userId),
        }),
        {
          userId,
          amount: cost,
          reason: 'giveaway_entry',
          refType: 'giveaway',
          refId: id,
          params: { giveaway: g.title, tickets },
        },
      );
    // A paid entry is a stake (ADR 067): one statement for an account with no responsible-play
    // settings, the check and the write in one transaction for the others (ADR 075).
    const refuse = (r: repo.EntryWriteRow) => {
      if (r.status === null) throw notFound('Giveaway');
      assertOpen(r, opts.source);
    };
    const row =
      cost > 0
        ? await responsiblePlayGuard.stakeInOneStatement(db, userId, cost, write, refuse)
        : await write(db, true);
    refuse(row);
    if (!row.same_rules) return 'retry';
    if (row.payer_points === null) throw notFound('User');
    if (row.entry_id === null) {
      if (row.payer_points < cost) throw new AppError('INSUFFICIENT_POINTS', 'Not enough points!');
      throw new AppError(
        'GIVEAWAY_MAX_TICKETS',
        `At most ${g.maxTickets} ticket(s) per account: you cannot buy ${tickets} more.`,
      );
    }
    return {
      entry: { entryId: String(row.entry_id), tickets: row.tickets!, bought: row.bought!, paid: Number(row.paid) },
      balance: row.ledger_balance ?? row.payer_points,
    };
  }

  return {
    /**
     * Buys `tickets` tickets (a first entry, or more up to the maximum): eligibility, then the tickets
     * and their debit in one statement, under the giveaway's key-share lock and the database's clock.
     */
    async enter(id: string, userId: string, tickets: number, opts: EnterOptions): Promise<GiveawayEnterResult> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const result = await enterOnce(id, userId, tickets, opts);
        if (result !== 'retry') return result;
      }
      throw closed('This giveaway is being changed: try again in a moment.');
    },
  };
}
