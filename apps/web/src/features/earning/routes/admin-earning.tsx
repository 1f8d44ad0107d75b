import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { useEarningAdmin } from '../api/get-earning-admin';
import { errorMessage } from '@/lib/error-message';
import { ConnectionCard } from '../components/connection-card';
import { KickConnectionCard } from '../components/kick-connection-card';
import { ChatGiftForm } from '../components/chat-gift-form';
import { SettingsForm } from '../components/settings-form';
import { IgnoreList } from '../components/ignore-list';
import { SupportRewardsCard } from '../components/support-rewards-card';
import { TicksTable } from '../components/ticks-table';
import { t, type MessageId } from '@/i18n';

/** The outcome of a connection round trip (`?connect=` for Twitch, `?kick=` for Kick). */
const connectMessages = new Map<string, MessageId>([
  ['ok', 'earning.connect.twitchOk'],
  ['denied', 'earning.connect.twitchDenied'],
  ['state', 'earning.connect.state'],
  ['failed', 'earning.connect.twitchFailed'],
]);

const kickMessages = new Map<string, MessageId>([
  ['ok', 'earning.connect.kickOk'],
  ['denied', 'earning.connect.kickDenied'],
  ['state', 'earning.connect.state'],
  ['failed', 'earning.connect.kickFailed'],
]);

/** /admin/earning: the broadcaster connection, rates, ignore list, support rewards and the last ticks. */
export default function AdminEarningPage() {
  const admin = useEarningAdmin();
  const [params] = useSearchParams();
  const outcome = params.get('connect');
  const kickOutcome = params.get('kick');
  const connectMessage = outcome ? connectMessages.get(outcome) : undefined;
  const kickMessage = kickOutcome ? kickMessages.get(kickOutcome) : undefined;
  return (
    <section className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <PageTitle subtitle={t('earning.subtitle')}>{t('earning.title')}</PageTitle>
      {connectMessage ? (
        <p role="status" className={outcome === 'ok' ? 'text-sm text-success' : 'text-sm text-danger'}>
          {t(connectMessage)}
        </p>
      ) : null}
      {kickMessage ? (
        <p role="status" className={kickOutcome === 'ok' ? 'text-sm text-success' : 'text-sm text-danger'}>
          {t(kickMessage)}
        </p>
      ) : null}
      <QueryState
        query={admin}
        className="text-danger"
        error={(error) => t('earning.loadFailed', { error: errorMessage(error) })}
      >
        {(data) => (
          <>
            <ConnectionCard data={data} />
            <KickConnectionCard kick={data.kick} />
            <ChatGiftForm />
            <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} />
            <IgnoreList key={data.ignored.join(',')} ignored={data.ignored} />
            <SupportRewardsCard />
            <TicksTable data={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
