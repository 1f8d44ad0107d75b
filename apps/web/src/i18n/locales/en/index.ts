import common from './common.json';
import earning from './earning.json';
import errors from './errors.json';
import language from './language.json';
import leaderboard from './leaderboard.json';
import mines from './mines.json';
import minigame from './minigame.json';
import redemptions from './redemptions.json';
import shop from './shop.json';

/** The English catalog: the reference every other language's catalog must match key for key. */
export const messages = {
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
export type Messages = { [K in keyof typeof messages]: string };
export type MessageId = keyof Messages;
