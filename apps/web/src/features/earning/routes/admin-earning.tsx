import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { PageTitle } from '@/components/ui/page-title';
import { useEarningAdmin } from '../api/get-earning-admin';
import { errorMessage } from '@/lib/error-message';
import { ConnectionCard } from '../components/connection-card';
import { KickConnectionCard } from '../components/kick-connection-card';
import { SettingsForm } from '../components/settings-form';
import { IgnoreList } from '../components/ignore-list';
import { TicksTable } from '../components/ticks-table';

const connectMessages: Record<string, string> = {
  ok: 'Twitch account connected.',
  denied: 'The connection was cancelled on Twitch.',
  state: 'This connection did not start here or has expired. Please try again.',
  failed: 'Twitch did not complete the connection. Please try again.',
};

const kickMessages: Record<string, string> = {
  ok: 'Kick account connected.',
  denied: 'The connection was cancelled on Kick.',
  state: 'This connection did not start here or has expired. Please try again.',
  failed: "Kick did not complete the connection: connect with the channel's own Kick account and try again.",
};

/** /admin/earning: the broadcaster connection, rates, ignore list and the last ticks. */
export default function AdminEarningPage() {
  const admin = useEarningAdmin();
  const [params] = useSearchParams();
  const outcome = params.get('connect');
  const kickOutcome = params.get('kick');
  return (
    <section className="grid min-w-0 grid-cols-1 gap-4 [&>*]:min-w-0">
      <PageTitle subtitle="Viewers earn points for watch time: every tick while live, each viewer in chat with an account here.">
        Earning
      </PageTitle>
      {outcome && connectMessages[outcome] ? (
        <p role="status" className={outcome === 'ok' ? 'text-sm text-success' : 'text-sm text-danger'}>
          {connectMessages[outcome]}
        </p>
      ) : null}
      {kickOutcome && kickMessages[kickOutcome] ? (
        <p role="status" className={kickOutcome === 'ok' ? 'text-sm text-success' : 'text-sm text-danger'}>
          {kickMessages[kickOutcome]}
        </p>
      ) : null}
      <QueryState
        query={admin}
        className="text-danger"
        error={(error) => `Could not load earning: ${errorMessage(error)}`}
      >
        {(data) => (
          <>
            <ConnectionCard data={data} />
            <KickConnectionCard kick={data.kick} />
            <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} />
            <IgnoreList key={data.ignored.join(',')} ignored={data.ignored} />
            <TicksTable data={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
