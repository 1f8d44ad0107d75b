import type { Messages } from '../en';
import common from './common.json';
import earning from './earning.json';
import errors from './errors.json';
import language from './language.json';
import leaderboard from './leaderboard.json';
import mines from './mines.json';
import minigame from './minigame.json';
import redemptions from './redemptions.json';
import shop from './shop.json';

export const messages: Messages = {
  ...common,
  ...earning,
  ...errors,
  ...language,
  ...leaderboard,
  ...mines,
  ...minigame,
  ...redemptions,
  ...shop,
};
