import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { useHuntConsoleExtras } from '@/lib/hunt-console-extras';
import { useLiveHunt } from '../api/get-live-hunt';
import { errorMessage } from '@/lib/error-message';
import { CreateHunt } from '../components/create-hunt';
import { LiveConsole } from '../components/live-console';
import { PastHunts } from '../components/past-hunts';
import { StreamSourcesForm } from '../components/stream-sources-form';
import { OverlaysLink } from '../components/overlays-link';

export default function AdminHuntPage() {
  const { AfterConsole } = useHuntConsoleExtras();
  const view = useLiveHunt();
  const hunt = view.data?.hunt;
  return (
    <section>
      <PageTitle subtitle={t('live-hunt.console.subtitle')}>{t('live-hunt.console.title')}</PageTitle>
      <QueryState query={view} error={(error) => t('live-hunt.loadFailed', { message: errorMessage(error) })}>
        {() => (hunt && hunt.status === 'live' ? <LiveConsole hunt={hunt} /> : <CreateHunt />)}
      </QueryState>
      {AfterConsole ? <AfterConsole /> : null}
      <PastHunts />
      <OverlaysLink />
      <StreamSourcesForm />
    </section>
  );
}
