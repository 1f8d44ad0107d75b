import type { ChatCommandsDeps } from './types';
import { createChatCommandHandler } from './handle';
import { createChatCommandLog } from './run-log';
import { createCustomChat } from './custom';
import { createChatCommandSettings } from './settings';
import { createInboxSweep } from './sweep';
import { createChatTimers } from './timers';

export type { ChatCommandsDeps, ChatMessageIn, CommandResult } from './types';

/**
 * Chat commands (docs/product.md#chat-commands): a chat message that is a command is claimed by its
 * message id (once, on any instance), held to its cooldowns, matched to the chatter's account through
 * the platform identity, and run through the same services as the site's buttons (the live hunt's
 * GTB and AVG, the points balance). The reply is queued per platform; the run is logged. One file per
 * use case (ADR 040): settings.ts, handle.ts (with one handler per command in commands/), run-log.ts, custom.ts (the
 * admin's own commands and timers), timers.ts (the timers' run), sweep.ts (the chat inbox's sweep, ADR 079).
 */
export function createChatCommandsService(deps: ChatCommandsDeps) {
  // The custom commands read the built-ins' names (never shadowed), and the built-ins the custom ones'.
  let names: () => Promise<readonly string[]> = async () => [];
  const settings = createChatCommandSettings(deps, () => names());
  const custom = createCustomChat(deps, async () => (await settings.settings()).commands);
  names = custom.names;
  const { handle, idle } = createChatCommandHandler(deps, settings, custom);
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
    /** The admin's own commands and timers (issue 34). */
    custom,
    /** Queues the due timers on the live platforms, each claimed once across instances (the timers job). */
    runDueTimers: createChatTimers(deps),
    /** Runs the commands left in the chat inbox by a stopped instance (the inbox job, ADR 079). */
    sweepInbox: createInboxSweep(deps, handle),
  };
}

export type ChatCommandsService = ReturnType<typeof createChatCommandsService>;
