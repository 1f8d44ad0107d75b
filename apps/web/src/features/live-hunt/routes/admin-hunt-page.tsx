import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useLiveHunt } from '../api/get-live-hunt';
import { errorMessage } from '@/lib/error-message';
import { CreateHunt } from '../components/create-hunt';
import { LiveConsole } from '../components/live-console';
import { PastHunts } from '../components/past-hunts';
import { StreamSourcesForm } from '../components/stream-sources-form';
import { OverlaysLink } from '../components/overlays-link';

export default function AdminHuntPage() {
  const view = useLiveHunt();
  const hunt = view.data?.hunt;
  return (
    <section>
      <PageTitle subtitle="Run the live bonus hunt: add bonuses, open them one by one, drive GTB and AVG.">
        Live Hunt Console
      </PageTitle>
      <QueryState query={view} error={(error) => `Could not load the hunt: ${errorMessage(error)}`}>
        {() => (hunt && hunt.status === 'live' ? <LiveConsole hunt={hunt} /> : <CreateHunt />)}
      </QueryState>
      <PastHunts />
      <OverlaysLink />
      <StreamSourcesForm />
    </section>
  );
}
