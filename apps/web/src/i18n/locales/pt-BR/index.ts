import type { Messages } from '../en';
import analytics from './analytics.json';
import audit from './audit.json';
import auth from './auth.json';
import blackjack from './blackjack.json';
import bonusHunts from './bonus-hunts.json';
import chatCommands from './chat-commands.json';
import common from './common.json';
import earning from './earning.json';
import errors from './errors.json';
import fairness from './fairness.json';
import giveaways from './giveaways.json';
import huntStats from './hunt-stats.json';
import language from './language.json';
import layout from './layout.json';
import leaderboard from './leaderboard.json';
import legal from './legal.json';
import liveHunt from './live-hunt.json';
import mines from './mines.json';
import minigame from './minigame.json';
import news from './news.json';
import offers from './offers.json';
import overlays from './overlays.json';
import points from './points.json';
import prizes from './prizes.json';
import redemptions from './redemptions.json';
import shop from './shop.json';
import site from './site.json';
import slotRequests from './slot-requests.json';
import slots from './slots.json';
import stream from './stream.json';
import tools from './tools.json';
import ui from './ui.json';

export const messages: Messages = {
  ...analytics,
  ...audit,
  ...auth,
  ...blackjack,
  ...bonusHunts,
  ...chatCommands,
  ...common,
  ...earning,
  ...errors,
  ...fairness,
  ...giveaways,
  ...huntStats,
  ...language,
  ...layout,
  ...leaderboard,
  ...legal,
  ...liveHunt,
  ...mines,
  ...minigame,
  ...news,
  ...offers,
  ...overlays,
  ...points,
  ...prizes,
  ...redemptions,
  ...shop,
  ...site,
  ...slotRequests,
  ...slots,
  ...stream,
  ...tools,
  ...ui,
};
