import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { fmt, t } from '@/i18n';
import { useFairness } from '../api/get-fairness';
import { RecentGames } from './recent-games';
import { SeedPair, SeedValue } from './seed-pair';
import { errorMessage } from '@/lib/error-message';
import { Card } from './card';

export function YourSeeds() {
  const fairness = useFairness(true);
  return (
    <QueryState
      query={fairness}
      variant="card"
      loading={
        <div className="grid min-h-40 place-items-center">
          <Spinner />
        </div>
      }
      error={(error) => t('fairness.seeds.loadFailed', { error: errorMessage(error) })}
    >
      {(data) => (
        <>
          <Card title={t('fairness.seeds.title')} id="fair-pair" description={t('fairness.seeds.description')}>
            <SeedPair fairness={data} />
          </Card>
          {data.previous ? (
            <Card
              title={t('fairness.previous.title')}
              id="fair-previous"
              description={t('fairness.previous.description', {
                count: data.previous.nonce,
                games: fmt().number(data.previous.nonce),
              })}
            >
              <dl className="grid gap-3" data-testid="previous-pair">
                <SeedValue
                  label={t('fairness.seed.server')}
                  value={data.previous.serverSeed}
                  testId="previous-server-seed"
                />
                <SeedValue label={t('fairness.seed.hash')} value={data.previous.serverSeedHash} />
                <SeedValue label={t('fairness.seed.client')} value={data.previous.clientSeed} />
              </dl>
            </Card>
          ) : null}
          <Card title={t('fairness.games.title')} id="fair-games" description={t('fairness.games.description')}>
            <RecentGames games={data.recentGames} />
          </Card>
        </>
      )}
    </QueryState>
  );
}
