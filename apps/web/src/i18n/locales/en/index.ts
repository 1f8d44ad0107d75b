import analytics from './analytics.json';
import audit from './audit.json';
import common from './common.json';
import errors from './errors.json';
import giveaways from './giveaways.json';
import language from './language.json';
import points from './points.json';
import prizes from './prizes.json';

/** The English catalog: the reference every other language's catalog must match key for key. */
export const messages = {
  ...analytics,
  ...audit,
  ...common,
  ...errors,
  ...giveaways,
  ...language,
  ...points,
  ...prizes,
};
export type Messages = { [K in keyof typeof messages]: string };
export type MessageId = keyof Messages;
