import type { CommandHandler } from './context';

export const join: CommandHandler = async ({ deps, args, msg, account, ok, refuse, notLinked, counted, refusal }) => {
  // `!join` buys one ticket of the open giveaway that takes chat entries; `!join 3` three.
  const count = args.length === 0 ? 1 : /^\d{1,4}$/.test(args[0]!) && args.length === 1 ? Number(args[0]) : 0;
  if (count < 1) return refuse('JOIN_TICKETS_INVALID', 'join_none');
  const id = await account();
  if (!id) return notLinked();
  const giveaway = await deps.giveaways.openForChat();
  if (!giveaway) return refuse('NO_GIVEAWAY', 'join_none');
  try {
    await deps.giveaways.enter(giveaway.id, id, count, { source: msg.platform, badges: msg.badges });
    return counted('join', ok('join_entered'), true);
  } catch (err) {
    return counted('join', await refusal(err), false);
  }
};
