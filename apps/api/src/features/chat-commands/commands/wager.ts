import { wagerReply } from '@app/chat';
import type { CommandHandler } from './context';

export const wager: CommandHandler = async ({ deps, account, ok, refuse, notLinked }) => {
  const id = await account();
  if (!id) return notLinked();
  const reply = wagerReply(await deps.wagerMilestones.progress(id), await deps.currency());
  // No verified casino account: how to verify (the profile's link on Kick, the page in words on Twitch).
  if (!reply)
    return refuse('CASINO_NOT_VERIFIED', 'wager_not_verified', {}, { twitchKind: 'wager_not_verified_twitch' });
  // Twitch gets the dollars and the period only; Kick's reply may name the tier's sponsor.
  return ok(reply.kind, reply.vars, reply.kick ? { kick: reply.kick } : {});
};
