import { huntLineVars } from '@app/chat';
import type { CommandHandler } from './context';

export const hunt: CommandHandler = async ({ deps, site, ok, refuse }) => {
  const hunt = await deps.liveHunt.current();
  if (!hunt || hunt.status !== 'live') return refuse('NO_LIVE_HUNT', 'no_live_hunt');
  const vars = huntLineVars(
    hunt.index,
    hunt.start,
    hunt.bonus.map((b) => ({ betCents: b.bet, earningCents: b.earning, isSuper: b.isSuper })),
    await deps.currency(),
  );
  // The tracking page's link follows on Kick; Twitch gets no link.
  return ok('hunt_line', vars, { kick: { suffix: `${site}/stream/bonushunt` } });
};
