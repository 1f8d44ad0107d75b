import type { Messages } from '../en';
import analytics from './analytics.json';
import audit from './audit.json';
import common from './common.json';
import errors from './errors.json';
import giveaways from './giveaways.json';
import language from './language.json';
import points from './points.json';
import prizes from './prizes.json';

export const messages: Messages = {
  ...analytics,
  ...audit,
  ...common,
  ...errors,
  ...giveaways,
  ...language,
  ...points,
  ...prizes,
};
