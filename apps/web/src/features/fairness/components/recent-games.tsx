import type { FairnessGame } from '@app/contracts';
import { BombIcon, LockIcon, SpadeIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { verifyGame, type Verification } from '../verify';
import { VerificationResult } from './verification-result';
import { formatDateTime } from '@/lib/dates';

function verify(game: FairnessGame): Verification | null {
  if (!game.serverSeed) return null;
  const common = {
    serverSeed: game.serverSeed,
    clientSeed: game.clientSeed,
    nonce: game.nonce,
    expectedHash: game.serverSeedHash,
  };
  if (game.kind === 'mines') return game.mines ? verifyGame({ kind: 'mines', ...common, mines: game.mines }) : null;
  return verifyGame({ kind: 'blackjack', ...common });
}

function GameRow({ game }: { game: FairnessGame }) {
  const [result, setResult] = useState<Verification | null>(null);
  const net = game.payout - game.bet;
  const f = fmt();
  const title =
    game.kind === 'mines'
      ? game.mines
        ? t('fairness.games.minesWithCount', { count: game.mines, mines: f.number(game.mines) })
        : t('fairness.game.mines')
      : t('fairness.game.blackjack');
  return (
    <li
      data-testid="recent-game"
      data-game-id={game.gameId}
      data-kind={game.kind}
      className="rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-3">
          <span
            className={cn(
              'grid size-9 place-items-center rounded-lg',
              game.kind === 'mines' ? 'bg-red-500/15 text-red-400' : 'bg-accent/15 text-accent',
            )}
          >
            {game.kind === 'mines' ? (
              <BombIcon aria-hidden="true" className="size-4" />
            ) : (
              <SpadeIcon aria-hidden="true" className="size-4" />
            )}
          </span>
          <div>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-xs text-muted">
              <time dateTime={game.createdAt}>{formatDateTime(game.createdAt)}</time> ·{' '}
              {t('fairness.games.nonce', { nonce: String(game.nonce) })}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-4 text-sm tabular-nums">
          <span>
            <span className="text-muted">{t('fairness.games.bet')}</span> {f.points(game.bet)}
          </span>
          <span>
            <span className="text-muted">{t('fairness.games.paid')}</span>{' '}
            <span className={net > 0 ? 'text-green-400' : net < 0 ? 'text-red-400' : undefined}>
              {f.points(game.payout)}
            </span>
          </span>
          {game.serverSeed ? (
            <Button
              size="sm"
              variant={result ? 'secondary' : 'primary'}
              aria-expanded={result !== null}
              onClick={() => setResult(result ? null : verify(game))}
            >
              {result ? t('fairness.games.hide') : t('fairness.verify.button')}
            </Button>
          ) : (
            <Button size="sm" variant="outline" disabled title={t('fairness.games.lockedHint')}>
              <LockIcon aria-hidden="true" /> {t('fairness.verify.button')}
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted">{t('fairness.seed.client')}</dt>
        <dd className="break-all font-mono">{game.clientSeed}</dd>
        <dt className="text-muted">{t('fairness.seed.hash')}</dt>
        <dd className="break-all font-mono">{game.serverSeedHash}</dd>
        <dt className="text-muted">{t('fairness.seed.server')}</dt>
        <dd className="break-all font-mono">
          {game.serverSeed ?? <span className="font-sans text-muted">{t('fairness.games.hidden')}</span>}
        </dd>
      </dl>
      {result ? (
        <div className="mt-4 border-t border-border pt-4">
          <VerificationResult result={result} />
        </div>
      ) : null}
    </li>
  );
}

/** The user's last finished games with their seeds; a revealed one can be recomputed in place. */
export function RecentGames({ games }: { games: FairnessGame[] }) {
  if (games.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted">
        {t('fairness.games.empty')}
      </p>
    );
  return (
    <ul aria-label={t('fairness.games.listLabel')} className="grid gap-3">
      {games.map((game) => (
        <GameRow key={game.gameId} game={game} />
      ))}
    </ul>
  );
}
