import type { Messages } from '../en';
import bonusHunts from './bonus-hunts.json';
import common from './common.json';
import errors from './errors.json';
import huntStats from './hunt-stats.json';
import language from './language.json';
import offers from './offers.json';
import slots from './slots.json';
import tools from './tools.json';

export const messages: Messages = {
  ...bonusHunts,
  ...common,
  ...errors,
  ...huntStats,
  ...language,
  ...offers,
  ...slots,
  ...tools,
};
