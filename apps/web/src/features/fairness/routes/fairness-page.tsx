import { LogInIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { signInLabel } from '@/components/platform/sign-in-button';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSignInPlatforms } from '@/lib/site-config';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { useFairness } from '../api/get-fairness';
import { HowItWorks } from '../components/how-it-works';
import { ManualVerifier } from '../components/manual-verifier';
import { RecentGames } from '../components/recent-games';
import { SeedPair, SeedValue } from '../components/seed-pair';
import { errorMessage } from '@/lib/error-message';

function Card({
  title,
  id,
  children,
  description,
}: {
  title: string;
  id: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function YourSeeds() {
  const fairness = useFairness(true);
  if (fairness.isPending) {
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner />
      </div>
    );
  }
  if (fairness.isError) {
    return (
      <div role="alert" className="rounded-xl border border-border bg-surface p-6 text-sm">
        <p>Could not load your seeds: {errorMessage(fairness.error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void fairness.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { data } = fairness;
  return (
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
  );
}

export default function FairnessPage() {
  const isSignedIn = useIsSignedIn();
  const platforms = useSignInPlatforms();
  return (
    // minmax(0, 1fr) (grid-cols-1): a long seed or hash wraps instead of widening the page on a phone.
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-5">
      <PageTitle subtitle="Every Mines board and every Blackjack card can be checked by you, in your browser.">
        Provably fair
      </PageTitle>

      {isSignedIn === true ? <YourSeeds /> : null}
      {isSignedIn === false ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-6">
          <p className="text-sm text-fg/85">
            Log in to see your seed pair, change your client seed and verify your own games.
          </p>
          <Button onClick={openLoginDialog}>
            <LogInIcon aria-hidden="true" /> {signInLabel(platforms)}
          </Button>
        </div>
      ) : null}
      {isSignedIn === undefined ? (
        <div className="grid min-h-24 place-items-center">
          <Spinner />
        </div>
      ) : null}

      <Card
        title="Verify a game"
        id="fair-verify"
        description="Paste the seeds and the nonce of any game. Everything is computed on this page; nothing is sent anywhere."
      >
        <ManualVerifier />
      </Card>

      <Card title="How it works" id="fair-how">
        <HowItWorks />
      </Card>
    </section>
  );
}
