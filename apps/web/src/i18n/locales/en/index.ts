import auth from './auth.json';
import blackjack from './blackjack.json';
import common from './common.json';
import errors from './errors.json';
import language from './language.json';
import layout from './layout.json';

/** The English catalog: the reference every other language's catalog must match key for key. */
export const messages = { ...auth, ...blackjack, ...common, ...errors, ...language, ...layout };
export type Messages = { [K in keyof typeof messages]: string };
export type MessageId = keyof Messages;
