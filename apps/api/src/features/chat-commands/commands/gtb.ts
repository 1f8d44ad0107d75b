import { numberValue, moneyValue, parseGtbArgs } from '@app/chat';
import type { CommandHandler } from './context';

export const gtb: CommandHandler = async ({
  deps,
  args,
  msg,
  moderator,
  base,
  ok,
  refuse,
  refusal,
  moderatorActor,
  bet,
  usage,
}) => {
  const parsed = parseGtbArgs(args);
  if (parsed.kind === 'open' || parsed.kind === 'close') {
    if (!moderator) return refuse('MODERATORS_ONLY', 'moderators_only');
    const open = parsed.kind === 'open';
    try {
      const { hunt, changed } = await deps.liveHunt.setGtbStatus(open ? 'opened' : 'closed', await moderatorActor());
      // A command that changes nothing says so (and the service wrote nothing).
      if (!changed)
        return refuse(open ? 'ALREADY_OPEN' : 'ALREADY_CLOSED', open ? 'gtb_already_open' : 'gtb_already_closed');
      return open
        ? ok('gtb_opened', { command: base.commandOf('gtb') })
        : ok('gtb_closed_announce', { count: numberValue(hunt.gtb.participants) });
    } catch (err) {
      return refusal(err);
    }
  }
  if (parsed.kind === 'error') return usage('gtb', parsed.code, 'gtb_usage');
  return bet(
    'gtb',
    (userId) => deps.liveHunt.placeChatGuess(userId, parsed.cents, { receivedAt: msg.receivedAt }),
    async () => ok('gtb_recorded', { guess: moneyValue(parsed.cents, await deps.currency()) }),
  );
};
