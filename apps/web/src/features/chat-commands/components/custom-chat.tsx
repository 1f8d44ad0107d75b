import { QueryState } from '@/components/ui/query-state';
import { fmt, t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useCustomChat } from '../api/custom-chat';
import type { ChatTimer, ChatTimerInput, CustomCommand, CustomCommandInput } from '../types';
import { CustomChatList } from './custom-chat-list';
import { CustomCommandForm, TimerForm } from './custom-chat-forms';

const BLANK_COMMAND: CustomCommandInput = {
  name: '',
  template: '',
  twitch: true,
  kick: true,
  userCooldownSeconds: 0,
  globalCooldownSeconds: 5,
  modOnly: false,
  enabled: true,
};
const BLANK_TIMER: ChatTimerInput = {
  text: '',
  intervalMinutes: 15,
  minMessages: 10,
  twitch: true,
  kick: true,
  enabled: true,
};

const commandInput = ({ id: _id, updatedAt: _u, ...rest }: CustomCommand): CustomCommandInput => rest;
const timerInput = ({ id: _id, updatedAt: _u, ...rest }: ChatTimer): ChatTimerInput => rest;

/** The admin's own chat commands and timers (issue 34), each list with its add, edit, switch and delete. */
export function CustomChat() {
  const view = useCustomChat();
  return (
    <QueryState
      query={view}
      className="text-danger"
      error={(error) => t('chat-commands.loadFailed', { message: errorMessage(error) })}
    >
      {(data) => (
        <>
          <CustomChatList
            kind="custom"
            id="chat-custom-commands"
            title={t('chat-commands.custom.title')}
            hint={t('chat-commands.custom.hint')}
            empty={t('chat-commands.custom.empty')}
            addLabel={t('chat-commands.custom.add')}
            items={data.commands}
            label={(c) => `!${c.name}`}
            details={(c) =>
              [
                c.template,
                t('chat-commands.custom.cooldowns', {
                  user: fmt().number(c.userCooldownSeconds),
                  global: fmt().number(c.globalCooldownSeconds),
                }),
                ...(c.modOnly ? [t('chat-commands.custom.modOnly')] : []),
              ].join(' · ')
            }
            inputOf={commandInput}
            blank={BLANK_COMMAND}
            form={(p) => <CustomCommandForm {...p} />}
          />
          <CustomChatList
            kind="timers"
            id="chat-timers"
            title={t('chat-commands.timers.title')}
            hint={t('chat-commands.timers.hint')}
            empty={t('chat-commands.timers.empty')}
            addLabel={t('chat-commands.timers.add')}
            items={data.timers}
            label={(x) => x.text}
            details={(x) =>
              t('chat-commands.timers.every', {
                minutes: fmt().number(x.intervalMinutes),
                messages: fmt().number(x.minMessages),
              })
            }
            inputOf={timerInput}
            blank={BLANK_TIMER}
            form={(p) => <TimerForm {...p} />}
          />
        </>
      )}
    </QueryState>
  );
}
