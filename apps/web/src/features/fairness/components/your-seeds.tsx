import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
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
      error={(error) => `Could not load your seeds: ${errorMessage(error)}`}
    >
      {(data) => (
        <>
          <Card
            title="Your seed pair"
            id="fair-pair"
            description="Used for your next Mines or Blackjack game. Seeds cannot change while a game is running."
          >
            <SeedPair fairness={data} />
          </Card>
          {data.previous ? (
            <Card
              title="Previous seed pair (revealed)"
              id="fair-previous"
              description={`${data.previous.nonce} game${data.previous.nonce === 1 ? ' was' : 's were'} played with this pair. Its server seed is now public.`}
            >
              <dl className="grid gap-3" data-testid="previous-pair">
                <SeedValue label="Server seed" value={data.previous.serverSeed} testId="previous-server-seed" />
                <SeedValue label="Server seed hash" value={data.previous.serverSeedHash} />
                <SeedValue label="Client seed" value={data.previous.clientSeed} />
              </dl>
            </Card>
          ) : null}
          <Card
            title="Your recent games"
            id="fair-games"
            description="A game can be verified once its server seed is revealed: rotate your seed pair to reveal it."
          >
            <RecentGames games={data.recentGames} />
          </Card>
        </>
      )}
    </QueryState>
  );
}
