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

/** The English catalog: the reference every other language's catalog must match key for key. */
export const messages = {
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
export type Messages = { [K in keyof typeof messages]: string };
export type MessageId = keyof Messages;
