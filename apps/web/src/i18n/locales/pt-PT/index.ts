import type { Messages } from '../en';
import auth from './auth.json';
import blackjack from './blackjack.json';
import chatCommands from './chat-commands.json';
import common from './common.json';
import earning from './earning.json';
import errors from './errors.json';
import fairness from './fairness.json';
import language from './language.json';
import layout from './layout.json';
import leaderboard from './leaderboard.json';
import legal from './legal.json';
import liveHunt from './live-hunt.json';
import mines from './mines.json';
import minigame from './minigame.json';
import news from './news.json';
import overlays from './overlays.json';
import redemptions from './redemptions.json';
import shop from './shop.json';
import site from './site.json';
import slotRequests from './slot-requests.json';
import stream from './stream.json';
import ui from './ui.json';

export const messages: Messages = {
  ...auth,
  ...blackjack,
  ...chatCommands,
  ...common,
  ...earning,
  ...errors,
  ...fairness,
  ...language,
  ...layout,
  ...leaderboard,
  ...legal,
  ...liveHunt,
  ...mines,
  ...minigame,
  ...news,
  ...overlays,
  ...redemptions,
  ...shop,
  ...site,
  ...slotRequests,
  ...stream,
  ...ui,
};
