import type { TournamentSummary } from '@app/contracts';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useTournament } from '../api/get-tournament';
import { TournamentConsole } from './tournament-console';

/** A tournament's console, loaded from its summary (followed live while `streaming`, else polled). */
export function ConsoleCard({ summary, streaming }: { summary: TournamentSummary; streaming: boolean }) {
  const tournament = useTournament(summary.id, streaming);
  return (
    <QueryState query={tournament} error={(error) => t('tournaments.loadOneFailed', { error: errorMessage(error) })}>
      {(tm) => <TournamentConsole tournament={tm} />}
    </QueryState>
  );
}
