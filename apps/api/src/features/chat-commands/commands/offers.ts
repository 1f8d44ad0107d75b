import { fixedValue } from '@app/chat';
import type { CommandHandler } from './context';

export const offers: CommandHandler = async ({ site, ok }) => {
  // resolveCommand never lets this through on Twitch; were it let through, Twitch gets no link.
  return ok('offers_link', {}, { twitchKind: 'refused', kick: { vars: { offersUrl: fixedValue(`${site}/`) } } });
};
