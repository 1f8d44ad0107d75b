import { useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { useLiveHunt } from '../api/get-live-hunt';
import { errorMessage } from '@/lib/error-message';
import { HuntView, type Tab } from '../components/hunt-view';

export default function BonusHuntPage() {
  const view = useLiveHunt();
  const [tab, setTab] = useState<Tab>('stats');
  return (
    <section>
      <PageTitle subtitle={t('live-hunt.page.subtitle')}>{t('live-hunt.page.title')}</PageTitle>
      <QueryState
        query={view}
        variant="card"
        loading={<p className="text-muted">{t('live-hunt.page.loading')}</p>}
        error={(error) => t('live-hunt.loadFailed', { message: errorMessage(error) })}
        isEmpty={(data) => !data.hunt}
        empty={t('live-hunt.page.empty')}
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
