import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { useTournament } from '../api/get-tournament';
import { useTournamentEvents } from '../api/use-tournament-events';
import { Bracket } from '../components/bracket';
import { ChampionBlock } from '../components/champion-block';
import { SeedingProof } from '../components/seeding-proof';
import { TournamentHeader } from '../components/tournament-header';

/** /tournaments/{id}: the terms, the bracket with its predictions, the champion prediction and the seeding proof. */
export default function TournamentDetailPage() {
  const { id = '' } = useParams();
  const streaming = useTournamentEvents();
  const tournament = useTournament(id, streaming);
  const signedIn = useIsSignedIn() === true;
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-5">
      <Link to="/tournaments" className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
        <ArrowLeftIcon aria-hidden="true" className="size-4" /> {t('tournaments.all')}
      </Link>
      <QueryState
        query={tournament}
        variant="card"
        error={(error) =>
          error instanceof ApiError && error.status === 404
            ? t('tournaments.notFound')
            : t('tournaments.loadOneFailed', { error: errorMessage(error) })
        }
      >
        {(tm) => (
          <>
            <PageTitle>{tm.name}</PageTitle>
            <TournamentHeader tournament={tm} />
            <section aria-labelledby="tournament-bracket" className="grid min-w-0 gap-3">
              <h2 id="tournament-bracket" className="text-lg font-bold">
                {t('tournaments.bracket.title')}
              </h2>
              <Bracket key={tm.id} tournament={tm} signedIn={signedIn} />
            </section>
            <ChampionBlock tournament={tm} signedIn={signedIn} />
            <SeedingProof tournament={tm} />
          </>
        )}
      </QueryState>
    </section>
  );
}
