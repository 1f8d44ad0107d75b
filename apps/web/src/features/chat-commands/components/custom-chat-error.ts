import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** A refused custom command or timer in the page's words: why the name or the Twitch text cannot be saved. */
export function customChatError(err: unknown): string {
  if (err instanceof ApiError) {
    const fields = err.fields ?? {};
    if (err.code === 'CHAT_TEXT_NOT_TWITCH_SAFE')
      return (fields.template ?? fields.text) === 'link'
        ? t('chat-commands.custom.error.twitchLink')
        : t('chat-commands.custom.error.twitchWord');
    if (err.code === 'CHAT_COMMAND_NAME_TAKEN' && fields.name === 'built_in')
      return t('chat-commands.custom.error.builtIn');
  }
  return errorMessage(err, t('chat-commands.custom.error.invalid'));
}
