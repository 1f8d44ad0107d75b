import type { Messages } from '../en';
import chatCommands from './chat-commands.json';
import common from './common.json';
import errors from './errors.json';
import language from './language.json';

export const messages: Messages = { ...chatCommands, ...common, ...errors, ...language };
