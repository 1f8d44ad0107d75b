import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import language from './language.json';
import layout from './layout.json';
import offers from './offers.json';
import stream from './stream.json';
import ui from './ui.json';

import type analyticsArea from './analytics.json';
import type auditArea from './audit.json';
import type blackjackArea from './blackjack.json';
import type bonusHuntsArea from './bonus-hunts.json';
import type casinoAccountsArea from './casino-accounts.json';
import type channelRewardsArea from './channel-rewards.json';
import type chatCommandsArea from './chat-commands.json';
import type earningArea from './earning.json';
import type fairnessArea from './fairness.json';
import type giveawaysArea from './giveaways.json';
import type huntStatsArea from './hunt-stats.json';
import type leaderboardArea from './leaderboard.json';
import type legalArea from './legal.json';
import type liveHuntArea from './live-hunt.json';
import type minesArea from './mines.json';
import type minigameArea from './minigame.json';
import type newsArea from './news.json';
import type overlaysArea from './overlays.json';
import type pointsArea from './points.json';
import type prizesArea from './prizes.json';
import type redemptionsArea from './redemptions.json';
import type responsiblePlayArea from './responsible-play.json';
import type shopArea from './shop.json';
import type siteArea from './site.json';
import type slotRequestsArea from './slot-requests.json';
import type slotsArea from './slots.json';
import type toolsArea from './tools.json';
import type tournamentsArea from './tournaments.json';
import type transparencyArea from './transparency.json';
import type wagerMilestonesArea from './wager-milestones.json';
/** The English core catalog: the reference every other language's catalog must match key for key. */
export const messages = { ...auth, ...common, ...errors, ...language, ...layout, ...offers, ...stream, ...ui };
export type CoreMessages = { [K in keyof typeof messages]: string };

/** Every message: the core ones above and those of the areas loaded with their pages (i18n/areas.ts). */
type All = typeof messages &
  typeof analyticsArea &
  typeof auditArea &
  typeof blackjackArea &
  typeof bonusHuntsArea &
  typeof casinoAccountsArea &
  typeof channelRewardsArea &
  typeof chatCommandsArea &
  typeof earningArea &
  typeof fairnessArea &
  typeof giveawaysArea &
  typeof huntStatsArea &
  typeof leaderboardArea &
  typeof legalArea &
  typeof liveHuntArea &
  typeof minesArea &
  typeof minigameArea &
  typeof newsArea &
  typeof overlaysArea &
  typeof pointsArea &
  typeof prizesArea &
  typeof redemptionsArea &
  typeof responsiblePlayArea &
  typeof shopArea &
  typeof siteArea &
  typeof slotRequestsArea &
  typeof slotsArea &
  typeof toolsArea &
  typeof tournamentsArea &
  typeof transparencyArea &
  typeof wagerMilestonesArea;
export type Messages = { [K in keyof All]: string };
export type MessageId = keyof Messages;
