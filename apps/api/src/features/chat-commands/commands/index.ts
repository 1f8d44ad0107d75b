import { points } from './points';
import { hunt } from './hunt';
import { join } from './join';
import { offers } from './offers';
import { gtb } from './gtb';
import { avg } from './avg';
import { sr } from './sr';
import { wager } from './wager';
import { pick } from './pick';
import type { ChatCommandKey } from '@app/chat';
import type { CommandHandler } from './context';

/** Each chat command's handler, by its key (one file per command). */
export const COMMANDS: Record<ChatCommandKey, CommandHandler> = {
  points,
  hunt,
  join,
  offers,
  gtb,
  avg,
  sr,
  wager,
  pick,
};
