import { GIVEAWAY_EVENT, type GiveawayState, type Platform } from '@app/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { notifySite } from '../../lib/event-bus';
import type { BeaconSource } from '../../integrations/drand';
import type { CasinoAccountsService } from '../casino-accounts/service';
import type * as repo from './repository';

/** The giveaway's rules as an audit summary compares them (never the secret server seed). */
export const AUDITED_FIELDS = [
  'title',
  'prize',
  'image',
  'pointsPrize',
  'winners',
  'opensAt',
  'closesAt',
  'entryCost',
  'maxTickets',
  'subscriberMultiplier',
  'requiredPlatform',
  'subscribersOnly',
  'minAccountAgeDays',
  'affiliateRequired',
  'affiliateSponsorId',
  'winLimit',
  'winLimitDays',
  'chatJoin',
] as const satisfies ReadonlyArray<keyof repo.GiveawayRow>;

export const closed = (why: string) => new AppError('GIVEAWAY_CLOSED', why);
/** How many frozen entry lists an instance keeps in memory (a list of 100,000 entries is about 6 MB of JSON). */
export const FROZEN_LISTS_KEPT = 4;

/** The state a viewer sees: `active` rows read against the times (on the database clock where it matters). */
export function stateOf(row: repo.GiveawayRow, now: number): GiveawayState {
  if (row.status !== 'active') return row.status as GiveawayState;
  if (now < row.opensAt.getTime()) return 'scheduled';
  return now < row.closesAt.getTime() ? 'open' : 'closing';
}

export type EnterOptions = {
  source: 'site' | Platform;
  /** The chat badges of a `!join` (a subscriber badge counts for the multiplier and subscribers-only). */
  badges?: string[];
};

/**
 * Asks Twitch whether a Twitch user subscribes to the channel (the Twitch channel feature's broadcaster
 * connection): `not-connected` when no connection may read subscriptions, `failed` when Twitch did
 * not answer.
 */
export type TwitchSubscriberCheck = (twitchUserId: string) => Promise<boolean | 'not-connected' | 'failed'>;

export type GiveawaysDeps = {
  db: Db;
  /** The casino accounts (ADR 059): who is a verified affiliate, and an admin's rule as columns. */
  affiliates: Pick<CasinoAccountsService, 'assertAffiliate' | 'affiliateColumns'>;
  now?: () => number;
  /** Subscriber status of a site entry's Twitch account (chat entries carry badges instead). */
  twitchSubscriber?: TwitchSubscriberCheck;
  /** Subscriber status of a site entry's Kick account: the badge the Kick channel last saw it chat with. */
  kickSubscriber?: (kickUserId: string) => Promise<boolean>;
  /** The public randomness beacon each draw waits for (drand, ADR 066). */
  beacon: BeaconSource;
  /** Hours after the draw (or the last reroll) a drawn giveaway becomes final by itself; 0 = never. */
  autoFinalizeHours?: number;
};

/** What the use cases share: the dependencies with the clock and the auto-finalize hours resolved. */
export type GiveawaysContext = { db: Db; deps: GiveawaysDeps; now: () => number; autoFinalizeHours: number };

/** Announces a giveaway's change to every open page (the site event `giveaway`), once the transaction commits. */
export const announce = (tx: Tx, id: string, state: string) =>
  notifySite(tx, { event: GIVEAWAY_EVENT, data: { id, state } });
