/*
 * The ledger's reasons and games as lists and types, without zod: the points history page imports
 * this module alone (`@app/contracts/points-labels`; the words it shows come from the catalogs), so
 * its chunk carries no schema library.
 * `points.ts` builds the zod enums from these lists. Keep this file free of zod (ESLint checks it).
 */

/** Why a balance moved; every ledger row carries one. */
export const POINTS_REASONS = [
  'signup_bonus',
  'demo_seed',
  'admin_set',
  // an admin's +/- adjustment with a reason (the ledger row's note)
  'admin_adjust',
  'redemption',
  'redemption_refund',
  'game_bet',
  'game_payout',
  'watch_time',
  'hunt_bet',
  'hunt_payout',
  'season_reset',
  // live hunt (AVG bets given back when nobody won or the hunt was cancelled)
  'hunt_refund',
  // live hunt: a GTB place's points prize (once per hunt and place)
  'gtb_prize',
  // an admin merged two accounts of one person: the balance leaves one (debit) for the other (credit)
  'account_merge',
  // a slot request's cost, and its refund when rejected or withdrawn
  'slot_request',
  'slot_request_refund',
  // giveaways: tickets bought, their refund when a giveaway is cancelled, a winner's points prize
  'giveaway_entry',
  'giveaway_refund',
  'giveaway_prize',
  // a wager milestone reached at the sponsor casinos (a verified casino account)
  'wager_milestone',
  // an admin's "give points to everyone in chat now" (the note: the admin's reason)
  'chat_gift',
  // a Twitch or Kick channel-point reward the site created, redeemed by a linked viewer
  'channel_reward',
  // a support event on Twitch or Kick (sub, resub, gifted subs, cheer, kicks, follow) of a linked account
  'support_reward',
  // tournaments: a prediction's stake, its payout, its refund (void, one-sided, cancelled), and the
  // difference a corrected result moves
  'tournament_prediction',
  'tournament_payout',
  'tournament_refund',
  'tournament_correction',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/**
 * The figures of a ledger row the system wrote, by reason (`points_ledger.params`): the web writes the
 * row's line from them in the reader's language. Names are data, shown as typed (a giveaway's title,
 * a shop item, a slot, an account's display name). A row without figures (an older row, or one whose
 * reason says it all) reads its `note`, which is otherwise only an admin's typed reason.
 */
export type LedgerParamsByReason = {
  /** The balance the admin set. */
  admin_set: { points: number };
  redemption: { item: string };
  redemption_refund: { item: string };
  /** The live hunt's number and the AVG group bet on. */
  hunt_bet: { hunt: number; group: string };
  /** The winning AVG group's share of the pot. */
  hunt_payout: { hunt: number; group: string };
  /** An AVG bet given back: nobody chose the winning group (`no_winner`), or the hunt was cancelled. */
  hunt_refund: { hunt: number; why: 'no_winner' | 'cancelled' };
  gtb_prize: { hunt: number; place: number };
  /** The other account: the debit's row names where the points went, the credit's where they came from. */
  account_merge: { account: string };
  slot_request: { slot: string };
  slot_request_refund: { slot: string; why: 'rejected' | 'withdrawn' };
  /** The tickets bought (before a subscriber's multiplier). */
  giveaway_entry: { giveaway: string; tickets: number };
  giveaway_refund: { giveaway: string };
  giveaway_prize: { giveaway: string };
  /**
   * The tier: its sponsor's name (null for all sponsors together), its threshold in whole dollars, its
   * scope and the month it was reached in ('YYYY-MM'; null for a lifetime tier).
   */
  wager_milestone: { sponsor: string | null; threshold: number; scope: 'month' | 'lifetime'; period: string | null };
  /** The admin's reason for the gift to everyone present in chat. */
  chat_gift: { reason: string };
  /** The reward's title as the streamer wrote it, and its platform. */
  channel_reward: { reward: string; platform: 'twitch' | 'kick' };
  /** The platform and kind of support (SUPPORT_KINDS), and what it carried (subs given, bits, kicks; 1 else). */
  support_reward: { platform: 'twitch' | 'kick'; kind: string; amount: number };
  /** The tournament's name and the match's round (null: the champion prediction). */
  tournament_prediction: { tournament: string; round: number | null };
  tournament_payout: { tournament: string; round: number | null };
  /** Why every stake came back: a void or replayed match, a one-sided pool, a cancelled tournament. */
  tournament_refund: { tournament: string; round: number | null; why: 'void' | 'one_sided' | 'cancelled' };
  tournament_correction: { tournament: string; round: number | null };
};
/** Any row's figures as the wire carries them (strings and numbers by name). */
export type LedgerParams = Record<string, string | number | null>;

/** The games whose game_bet / game_payout rows name them. */
export const LEDGER_GAMES = ['mines', 'blackjack'] as const;
export type LedgerGame = (typeof LEDGER_GAMES)[number];
