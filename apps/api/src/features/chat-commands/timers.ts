import { renderAdminReply } from '@app/chat';
import { PLATFORMS } from '@app/contracts';
import * as repo from './custom-repository';
import { adminTextVars } from './custom-vars';
import type { ChatCommandsDeps } from './types';

/**
 * The timers' run (issue 34), every TIMER_CHECK_MS on each instance: on each platform where the
 * channel is live, every due timer (its interval passed, its minimum of chat messages there since) is
 * claimed in the database by one conditional upsert and, when this instance won the claim, queued on
 * that platform's reply queue, so it goes within the reply budget every instance shares. Offline,
 * nothing is sent. Resolves to the number of lines queued.
 */
export function createChatTimers(deps: ChatCommandsDeps) {
  const site = deps.publicUrl.replace(/\/$/, '');
  return async function runDueTimers(): Promise<number> {
    let queued = 0;
    for (const platform of PLATFORMS) {
      if (!(await deps.streamOn(platform)).live) continue;
      for (const timer of await repo.dueTimers(deps.db, platform)) {
        if ((await repo.claimTimerSend(deps.db, timer.id, platform)) !== 'send') continue;
        const locale = await deps.siteLocale().catch(() => 'en' as const);
        const { vars } = await adminTextVars(deps, timer.text, platform, site);
        const line = renderAdminReply(timer.text, locale, vars);
        if (platform === 'twitch') deps.reply.twitch({ text: line });
        else deps.reply.kick({ text: line.text });
        queued++;
      }
    }
    return queued;
  };
}
