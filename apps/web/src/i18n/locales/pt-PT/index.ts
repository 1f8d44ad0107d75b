import type { Messages } from '../en';
import auth from './auth.json';
import blackjack from './blackjack.json';
import common from './common.json';
import errors from './errors.json';
import language from './language.json';
import layout from './layout.json';

export const messages: Messages = { ...auth, ...blackjack, ...common, ...errors, ...language, ...layout };
