import { chatterValue, fixedValue, localizedValue, numberValue, type SafeReplyVars, type SafeValue } from '@app/chat';
import { liveHuntStats } from '@app/hunts';
import type { Platform } from '@app/contracts';
import { pointsService } from '../points/service';
import type { ChatCommandsDeps } from './types';

/** The variables an admin's text may hold (a custom command's template; a timer's text takes the last three). */
export const ADMIN_TEXT_VARIABLES = ['user', 'points', 'site', 'uptime', 'hunt'] as const;

/** The site in words on Twitch, where no link goes (as `not_linked_twitch` names it). */
const SITE_IN_WORDS = { en: 'the channel website', 'pt-PT': 'o site do canal', 'pt-BR': 'o site do canal' };
const OFFLINE = { en: 'offline', 'pt-PT': 'offline', 'pt-BR': 'offline' };
const NO_HUNT = { en: 'no live hunt', 'pt-PT': 'sem hunt ao vivo', 'pt-BR': 'sem hunt ao vivo' };

/** "2h 05m", "17m": how long a stream has run. */
export function uptimeText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${String(m).padStart(2, '0')}m` : `${m}m`;
}

const uses = (text: string, name: string) => text.includes(`{${name}}`);

/**
 * The values of an admin's text on a platform, each typed by where it comes from (ADR 054), read only
 * when the text names it: `user` the chatter's plain chat name (as every built-in reply names them on
 * Twitch too: the platform's name, never their text), `points` their balance (a number), `site` the
 * link on Kick and words on Twitch, `uptime` from the platform's stream start, `hunt` the live hunt's
 * number and bonuses opened. `points` with no linked account: `notLinked`.
 */
export async function adminTextVars(
  deps: Pick<ChatCommandsDeps, 'db' | 'liveHunt' | 'streamOn'>,
  text: string,
  platform: Platform,
  site: string,
  chatter?: { name: string; login: string; account: () => Promise<string | null> },
): Promise<{ vars: SafeReplyVars; notLinked?: true }> {
  const vars: Record<string, SafeValue> = {
    site: platform === 'kick' ? fixedValue(site) : localizedValue(SITE_IN_WORDS),
  };
  if (chatter) vars.user = chatterValue(chatter.name, chatter.login);
  if (chatter && uses(text, 'points')) {
    const id = await chatter.account();
    if (!id) return { vars, notLinked: true };
    vars.points = numberValue(await pointsService.balance(deps.db, id));
  }
  if (uses(text, 'uptime')) {
    const s = await deps.streamOn(platform);
    const started = s.live && s.startedAt ? Date.parse(s.startedAt) : NaN;
    vars.uptime = Number.isFinite(started) ? fixedValue(uptimeText(Date.now() - started)) : localizedValue(OFFLINE);
  }
  if (uses(text, 'hunt')) {
    const hunt = await deps.liveHunt.current();
    if (hunt && hunt.status === 'live') {
      const s = liveHuntStats(
        hunt.start,
        hunt.bonus.map((b) => ({ betCents: b.bet, earningCents: b.earning, isSuper: b.isSuper })),
      );
      vars.hunt = fixedValue(`#${hunt.index} (${s.openedBonus}/${s.totalBonus})`);
    } else vars.hunt = localizedValue(NO_HUNT);
  }
  return { vars };
}
