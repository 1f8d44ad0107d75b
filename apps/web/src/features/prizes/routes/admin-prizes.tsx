import { useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { usePrizes } from '../api/get-prizes';
import { PrizeRow } from '../components/prize-row';

type Filter = 'open' | 'all';

export default function AdminPrizesPage() {
  const prizes = usePrizes();
  const [filter, setFilter] = useState<Filter>('open');
  const all = prizes.data?.prizes ?? [];
  const open = all.filter((p) => !p.handedOut);
  const shown = filter === 'open' ? open : all;
  return (
    <section>
      <PageTitle subtitle={t('prizes.subtitle')}>{t('prizes.title')}</PageTitle>
      <div
        role="tablist"
        aria-label={t('prizes.tabsLabel')}
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
            {f === 'open'
              ? prizes.data
                ? t('prizes.toHandOutCount', { count: fmt().number(open.length) })
                : t('prizes.toHandOut')
              : t('prizes.all')}
          </button>
        ))}
      </div>
      <QueryState
        query={prizes}
        variant="card"
        loading={<Spinner />}
        error={(error) => t('prizes.loadFailed', { error: errorMessage(error) })}
        isEmpty={() => shown.length === 0}
        empty={filter === 'open' ? t('prizes.nothingOpen') : t('prizes.none')}
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
