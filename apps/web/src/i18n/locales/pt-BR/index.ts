import type { CoreMessages } from '../en';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import language from './language.json';
import layout from './layout.json';
import offers from './offers.json';
import stream from './stream.json';
import ui from './ui.json';

export const messages: CoreMessages = {
  ...auth,
  ...common,
  ...errors,
  ...language,
  ...layout,
  ...offers,
  ...stream,
  ...ui,
};
