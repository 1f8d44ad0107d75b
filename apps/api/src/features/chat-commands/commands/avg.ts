import { fixedValue, numberValue, parseAvgArgs } from '@app/chat';
import { AVG_GROUP_RANGES } from '@app/hunts';
import type { CommandHandler } from './context';

export const avg: CommandHandler = async ({ deps, args, ok, bet, usage }) => {
  const parsed = parseAvgArgs(args);
  if (parsed.kind === 'error') return usage('avg', parsed.code, 'avg_usage');
  return bet(
    'avg',
    (userId) => deps.liveHunt.placeChatAvgBet(userId, parsed.group, parsed.points),
    () =>
      ok('avg_recorded', {
        betPoints: numberValue(parsed.points),
        group: fixedValue(parsed.group),
        range: fixedValue(AVG_GROUP_RANGES[parsed.group].label),
      }),
  );
};
