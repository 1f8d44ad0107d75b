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
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** The games whose game_bet / game_payout rows name them. */
export const LEDGER_GAMES = ['mines', 'blackjack'] as const;
export type LedgerGame = (typeof LEDGER_GAMES)[number];
