import { catalogueValue, numberValue, parseSrArgs, typedText } from '@app/chat';
import type { CommandHandler } from './context';

export const sr: CommandHandler = async ({
  deps,
  args,
  msg,
  moderator,
  base,
  account,
  ok,
  refuse,
  notLinked,
  counted,
  refusal,
  moderatorActor,
}) => {
  const parsed = parseSrArgs(args);
  if (parsed.kind === 'open' || parsed.kind === 'close') {
    if (!moderator) return refuse('MODERATORS_ONLY', 'moderators_only');
    const open = parsed.kind === 'open';
    const { changed } = await deps.slotRequests.setOpen(open, await moderatorActor());
    if (!changed)
      return refuse(open ? 'ALREADY_OPEN' : 'ALREADY_CLOSED', open ? 'sr_already_open' : 'sr_already_closed');
    return open ? ok('sr_opened', { command: base.commandOf('sr') }) : ok('sr_closed_announce');
  }
  if (parsed.kind === 'error') return refuse(parsed.code, 'sr_usage');
  const id = await account();
  if (!id) return notLinked();
  try {
    const made = await deps.slotRequests.requestByName(id, parsed.query, msg.platform);
    // The query is typed text: Kick may quote it, Twitch never does.
    if (made.kind === 'none')
      return refuse(
        'SLOT_NOT_FOUND',
        'sr_not_found',
        {},
        { twitchKind: 'sr_not_found_twitch', kick: { vars: { query: typedText(parsed.query) } } },
      );
    // Slot names come from the catalogue's rows, never from the typed text.
    if (made.kind === 'choices')
      return refuse('SLOT_CHOICES', 'sr_choices', {
        choices: catalogueValue(made.slots.map((s) => (s.provider ? `${s.name} (${s.provider})` : s.name)).join(' · ')),
      });
    return counted(
      'sr',
      ok('sr_queued', {
        slot: catalogueValue(made.request.slot.name),
        position: numberValue(made.position),
      }),
      true,
    );
  } catch (err) {
    return counted('sr', await refusal(err), false);
  }
};
