import bonusHunts from './bonus-hunts.json';
import common from './common.json';
import errors from './errors.json';
import huntStats from './hunt-stats.json';
import language from './language.json';
import offers from './offers.json';
import slots from './slots.json';
import tools from './tools.json';

/** The English catalog: the reference every other language's catalog must match key for key. */
export const messages = {
  ...bonusHunts,
  ...common,
  ...errors,
  ...huntStats,
  ...language,
  ...offers,
  ...slots,
  ...tools,
};
export type Messages = { [K in keyof typeof messages]: string };
export type MessageId = keyof Messages;
