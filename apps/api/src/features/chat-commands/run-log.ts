import * as repo from './repository';
import type { ChatCommandLogEntry } from './schemas';
import type { ChatCommandsDeps } from './types';

/** The log of the last runs, newest first, as the Commands page shows it. */
export function createChatCommandLog(deps: Pick<ChatCommandsDeps, 'db'>) {
  async function log(): Promise<ChatCommandLogEntry[]> {
    const rows = await repo.lastRuns(deps.db);
    return rows.map((r) => ({
      at: r.createdAt.toISOString(),
      platform: r.platform,
      chatter: r.chatterLogin,
      command: r.command,
      input: r.input,
      outcome: r.outcome,
      code: r.code,
      reply: r.reply,
    }));
  }

  return { log, lastRuns: () => repo.lastRuns(deps.db) };
}
