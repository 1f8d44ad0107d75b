import type { Messages } from '../en';
import common from './common.json';
import earning from './earning.json';
import errors from './errors.json';
import language from './language.json';
import mines from './mines.json';
import minigame from './minigame.json';
import redemptions from './redemptions.json';
import shop from './shop.json';

export const messages: Messages = {
  ...common,
  ...earning,
  ...errors,
  ...language,
  ...mines,
  ...minigame,
  ...redemptions,
  ...shop,
};
