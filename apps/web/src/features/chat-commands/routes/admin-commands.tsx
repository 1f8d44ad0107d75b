import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { AnnouncementsCard } from '../announcements/components/announcements-card';
import { useChatCommands } from '../api/get-chat-commands';
import { CommandLog } from '../components/command-log';
import { ConnectionsCard } from '../components/connections-card';
import { CustomChat } from '../components/custom-chat';
import { SettingsForm } from '../components/settings-form';

/**
 * /admin/commands: the chat commands' settings, the chat connection per platform, the admin's own
 * commands and timers, and the log.
 */
export default function AdminCommandsPage() {
  const view = useChatCommands();
  return (
    <section className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <PageTitle subtitle={t('chat-commands.subtitle')}>{t('chat-commands.title')}</PageTitle>
      <QueryState
        query={view}
        className="text-danger"
        error={(error) => t('chat-commands.loadFailed', { message: errorMessage(error) })}
      >
        {(data) => (
          <>
            <ConnectionsCard connections={data.connections} />
            <SettingsForm key={JSON.stringify(data.settings)} view={data} />
          </>
        )}
      </QueryState>
      <AnnouncementsCard />
      <CustomChat />
      <CommandLog />
    </section>
  );
}
