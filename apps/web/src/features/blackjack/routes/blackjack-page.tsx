import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ResponsiblePlayNotice } from '@/components/responsible-play-notice';
import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { BetPanel } from '../components/bet-panel';
import { BlackjackTable } from '../components/blackjack-table';
import { useBlackjackGame, type BetInput } from '../use-blackjack-game';

export default function BlackjackPage() {
  const isSignedIn = useIsSignedIn();
  const game = useBlackjackGame({ isSignedIn });
  const [bets, setBets] = useState<BetInput>({ bet: 1, perfectPairs: 0, twentyOnePlusThree: 0 });
  // A round restored on load brings its stakes to the fields (a doubled hand holds twice the bet).
  const { round } = game;
  const [syncedGameId, setSyncedGameId] = useState<string | null>(null);
  if (round && round.gameId !== syncedGameId) {
    setSyncedGameId(round.gameId);
    const first = round.playerHands[0];
    if (first) setBets({ bet: first.isDoubled ? first.bet / 2 : first.bet, ...round.sideBets });
  }

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-x-4">
        <PageTitle>{t('blackjack.title')}</PageTitle>
        <div className="mb-6 flex items-center gap-4 text-sm font-medium">
          <Link to="/tools/blackjack" className="text-muted hover:text-fg">
            {t('blackjack.strategyChart')}
          </Link>
          <Link to="/fairness" className="inline-flex items-center gap-1.5 text-muted hover:text-fg">
            <ShieldCheckIcon aria-hidden="true" className="size-4 text-success" /> {t('blackjack.provablyFair')}
          </Link>
        </div>
      </div>

      <div className="mb-4 empty:hidden">
        <ResponsiblePlayNotice />
      </div>

      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <div className="order-2 lg:order-1">
          <BetPanel
            bets={bets}
            onBetsChange={setBets}
            canBet={game.canBet}
            pending={game.pending}
            can={game.can}
            onBet={() => void game.bet(bets)}
            onMove={(move) => void game.move(move)}
          />
        </div>
        <div className="order-1 lg:order-2">
          <BlackjackTable round={game.round} isLoading={game.isLoading} statusText={game.statusText} />
        </div>
      </div>
    </section>
  );
}
