import { catalogueValue, fixedValue, numberValue, parsePickArgs } from '@app/chat';
import { AppError } from '../../../lib/app-error';
import type { CommandHandler } from './context';

/**
 * `!pick <a|b> <points>`: a prediction on the tournament match open for predictions, through the
 * tournaments service (the site's rules: one per account and match, the maximum stake, the
 * responsible-play limits, the balance), from Kick or Twitch alike.
 */
export const pick: CommandHandler = async ({ deps, args, msg, account, ok, refuse, notLinked, counted, refusal }) => {
  const parsed = parsePickArgs(args);
  if (parsed.kind === 'error') return counted('pick', refuse(parsed.code, 'pick_usage'), false);
  const id = await account();
  if (!id) return notLinked();
  const open = await deps.tournaments.openForChat();
  if (!open) return counted('pick', refuse('PREDICTIONS_CLOSED', 'pick_closed'), false);
  try {
    await deps.tournaments.predictFromChat(
      id,
      open.tournamentId,
      open.matchId,
      parsed.side,
      parsed.points,
      msg.platform,
    );
    return counted(
      'pick',
      ok('pick_recorded', {
        points: numberValue(parsed.points),
        side: fixedValue(parsed.side.toUpperCase()),
        slot: catalogueValue(parsed.side === 'a' ? open.a : open.b),
      }),
      true,
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'STAKE_TOO_HIGH')
      return counted('pick', refuse(err.code, 'pick_out_of_range', { maxPoints: numberValue(open.maxStake) }), false);
    return counted('pick', await refusal(err), false);
  }
};
