import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ResponsiblePlayNotice } from '@/components/responsible-play-notice';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { t } from '@/i18n';
import { MinesBoard } from '../components/mines-board';
import { MinesControls } from '../components/mines-controls';
import { MinesStats } from '../components/mines-stats';
import { WinOverlay } from '../components/win-overlay';
import { useMinesGame } from '../use-mines-game';
import { RoundStatus } from '../components/round-status';

export default function MinesPage() {
  const isSignedIn = useIsSignedIn();
  const game = useMinesGame({ isSignedIn });
  const [bet, setBet] = useState(1);
  const [mines, setMines] = useState(3);
  const { round } = game;
  // A round restored on load (or started in another tab) brings its own bet and mine count to the fields.
  const [syncedGameId, setSyncedGameId] = useState<string | null>(null);
  if (round && round.gameId !== syncedGameId) {
    setSyncedGameId(round.gameId);
    setBet(round.bet);
    setMines(round.game.mines);
  }

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-x-4">
        <PageTitle>{t('mines.title')}</PageTitle>
        <Link
          to="/fairness"
          className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-fg"
        >
          <ShieldCheckIcon aria-hidden="true" className="size-4 text-success" /> {t('mines.provablyFair')}
        </Link>
      </div>

      <div className="mb-4 empty:hidden">
        <ResponsiblePlayNotice />
      </div>

      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)_16rem] lg:items-start">
        <div className="order-2 lg:order-1">
          <MinesControls
            bet={bet}
            onBetChange={setBet}
            mines={mines}
            onMinesChange={setMines}
            isActive={game.isActive}
            isBetting={game.isBetting}
            isCashingOut={game.isCashingOut}
            canPickRandom={game.canPickRandom}
            canCashout={game.canCashout}
            cashoutValue={game.isActive ? (round?.cashoutValue ?? null) : null}
            onBet={() => void game.bet({ bet, mines })}
            onPickRandom={game.pickRandom}
            onCashout={game.cashout}
          />
        </div>

        <div className="order-1 rounded-2xl border border-border bg-surface p-3 sm:p-5 lg:order-2">
          <div className="mx-auto w-full max-w-[32rem]">
            <RoundStatus game={game} />
            <MinesBoard
              round={round}
              queued={game.queued}
              inFlight={game.inFlight}
              isLocked={game.isBusy}
              onPick={game.pick}
              overlay={
                game.isLoading ? (
                  <div className="absolute inset-0 grid place-items-center rounded-xl bg-bg/40">
                    <Spinner />
                  </div>
                ) : game.win ? (
                  <WinOverlay win={game.win} />
                ) : null
              }
            />
          </div>
        </div>

        <div className="order-3">
          <MinesStats round={round} mines={mines} />
        </div>
      </div>
    </section>
  );
}
