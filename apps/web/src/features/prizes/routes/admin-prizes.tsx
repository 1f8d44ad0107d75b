import { useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { usePrizes } from '../api/get-prizes';
import { PrizeRow } from '../components/prize-row';

type Filter = 'open' | 'all';

const NOTHING_OPEN = 'Nothing to hand out: every prize is handed out.';
const NO_PRIZES = 'No prizes yet: they appear when a hunt with GTB winners finishes or a wager race month is frozen.';

export default function AdminPrizesPage() {
  const prizes = usePrizes();
  const [filter, setFilter] = useState<Filter>('open');
  const all = prizes.data?.prizes ?? [];
  const open = all.filter((p) => !p.handedOut);
  const shown = filter === 'open' ? open : all;
  return (
    <section>
      <PageTitle subtitle="What winners are owed: GTB text prizes and the monthly wager race places to hand out by hand. GTB points prizes are paid into the winner's balance when the hunt finishes and are listed as paid.">
        Prizes to hand out
      </PageTitle>
      <div
        role="tablist"
        aria-label="Which prizes"
        className="mb-4 inline-grid grid-cols-2 gap-1 rounded-lg bg-surface-2 p-1"
      >
        {(['open', 'all'] as const).map((f) => (
          <button
            key={f}
            role="tab"
            aria-selected={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-semibold',
              filter === f ? 'bg-accent text-white' : 'text-muted hover:text-fg',
            )}
          >
            {f === 'open' ? `To hand out${prizes.data ? ` (${open.length})` : ''}` : 'All prizes'}
          </button>
        ))}
      </div>
      <QueryState
        query={prizes}
        variant="card"
        loading={<Spinner />}
        error={(error) => `Could not load the prizes: ${errorMessage(error)}`}
        isEmpty={() => shown.length === 0}
        empty={filter === 'open' ? NOTHING_OPEN : NO_PRIZES}
      >
        {() => (
          <ul className="grid gap-2" data-testid="prize-list">
            {shown.map((p) => (
              <PrizeRow key={`${p.source}|${p.ref}`} prize={p} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
