import type { ChatCommandsDeps } from './types';
import { createChatCommandHandler } from './handle';
import { createChatCommandLog } from './run-log';
import { createChatCommandSettings } from './settings';

export type { ChatCommandsDeps, ChatMessageIn, CommandResult } from './types';

/**
 * Chat commands (docs/product.md#chat-commands): a chat message that is a command is claimed by its
 * message id (once, on any instance), held to its cooldowns, matched to the chatter's account through
 * the platform identity, and run through the same services as the site's buttons (the live hunt's
 * GTB and AVG, the points balance). The reply is queued per platform; the run is logged. One file per
 * use case (ADR 040): settings.ts, handle.ts (with one handler per command in commands/), run-log.ts.
 */
export function createChatCommandsService(deps: ChatCommandsDeps) {
  const settings = createChatCommandSettings(deps);
  const { handle, idle } = createChatCommandHandler(deps, settings);
  const runs = createChatCommandLog(deps);
  return {
    handle,
    idle,
    settings: settings.settings,
    adminSettings: settings.adminSettings,
    saveSettings: settings.saveSettings,
    log: runs.log,
    defaults: settings.defaults,
    lastRuns: runs.lastRuns,
  };
}

export type ChatCommandsService = ReturnType<typeof createChatCommandsService>;
