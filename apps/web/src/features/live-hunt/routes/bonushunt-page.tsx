import { useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useLiveHunt } from '../api/get-live-hunt';
import { errorMessage } from '@/lib/error-message';
import { HuntView, type Tab } from '../components/hunt-view';

export default function BonusHuntPage() {
  const view = useLiveHunt();
  const [tab, setTab] = useState<Tab>('stats');
  return (
    <section>
      <PageTitle subtitle="Follow the streamer's bonus hunt live: every bonus, its win and multiplier as it opens. Guess the final balance (GTB) and bet your points on the average multiplier group (AVG).">
        Track the hunt!
      </PageTitle>
      <QueryState
        query={view}
        variant="card"
        loading={<p className="text-muted">Fetching bonus hunt data...</p>}
        error={(error) => `Could not load the hunt: ${errorMessage(error)}`}
        isEmpty={(data) => !data.hunt}
        empty="No bonus hunt yet. Come back when the stream starts one."
      >
        {(data) =>
          data.hunt ? (
            <HuntView hunt={data.hunt} me={data.me} tab={tab} setTab={setTab} streaming={view.streaming} />
          ) : null
        }
      </QueryState>
    </section>
  );
}
