import type { Messages } from '../en';
import auth from './auth.json';
import blackjack from './blackjack.json';
import common from './common.json';
import errors from './errors.json';
import fairness from './fairness.json';
import language from './language.json';
import layout from './layout.json';
import legal from './legal.json';
import news from './news.json';
import site from './site.json';
import stream from './stream.json';
import ui from './ui.json';

export const messages: Messages = {
  ...auth,
  ...blackjack,
  ...common,
  ...errors,
  ...fairness,
  ...language,
  ...layout,
  ...legal,
  ...news,
  ...site,
  ...stream,
  ...ui,
};
