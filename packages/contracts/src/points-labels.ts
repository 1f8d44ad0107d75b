/*
 * The ledger's reasons and the words the web shows for them, without zod: the points history page
 * imports this module alone (`@app/contracts/points-labels`), so its chunk carries no schema library.
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

/** Labels the web shows for each reason. */
export const pointsReasonLabels: Record<PointsReason, string> = {
  signup_bonus: 'Sign-up bonus',
  demo_seed: 'Demo points',
  admin_set: 'Set by an admin',
  admin_adjust: 'Adjusted by an admin',
  redemption: 'Shop redemption',
  redemption_refund: 'Redemption refunded',
  game_bet: 'Game bet',
  game_payout: 'Game win',
  watch_time: 'Watch time',
  hunt_bet: 'Bonus hunt bet',
  hunt_payout: 'Bonus hunt win',
  season_reset: 'Season reset',
  hunt_refund: 'Bonus hunt bet refunded',
  gtb_prize: 'GTB prize',
  account_merge: 'Accounts merged',
  slot_request: 'Slot request',
  slot_request_refund: 'Slot request refunded',
  giveaway_entry: 'Giveaway tickets',
  giveaway_refund: 'Giveaway refunded',
  giveaway_prize: 'Giveaway prize',
};

/** The games whose game_bet / game_payout rows name them. */
export const LEDGER_GAMES = ['mines', 'blackjack'] as const;
export type LedgerGame = (typeof LEDGER_GAMES)[number];
const gameNames: Record<LedgerGame, string> = { mines: 'Mines', blackjack: 'Blackjack' };

/** What the points history shows for a row: 'Mines bet', 'Blackjack win', else the reason's label. */
export function ledgerEntryLabel(entry: { reason: PointsReason; game: LedgerGame | null }): string {
  if (entry.game && entry.reason === 'game_bet') return `${gameNames[entry.game]} bet`;
  if (entry.game && entry.reason === 'game_payout') return `${gameNames[entry.game]} win`;
  return pointsReasonLabels[entry.reason];
}
