import { BombIcon, CircleCheckIcon, CircleXIcon, GemIcon, InfoIcon } from 'lucide-react';
import { PlayingCard } from '@/components/ui/playing-card';
import type { ReactNode } from 'react';
import { Trans, fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { dealRole, type HashCheck, type Verification } from '../verify';

function HashResult({ hash }: { hash: HashCheck }) {
  if (hash.matches === null) {
    return (
      <p data-testid="hash-check" data-result="none" className="flex items-start gap-2 text-sm text-muted">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans
            id="fairness.result.hashComputed"
            values={{
              hash: hash.computed,
              code: (chunks: ReactNode[]) => <code className="break-all font-mono text-xs text-fg">{chunks}</code>,
            }}
          />
        </span>
      </p>
    );
  }
  return (
    <p
      data-testid="hash-check"
      data-result={hash.matches ? 'match' : 'mismatch'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        hash.matches
          ? 'border-green-600/60 bg-green-600/10 text-green-300'
          : 'border-red-600/60 bg-red-600/10 text-red-300',
      )}
    >
      {hash.matches ? (
        <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      ) : (
        <CircleXIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      )}
      <span>
        {hash.matches ? t('fairness.result.hashMatch') : t('fairness.result.hashMismatch')}
        <span className="mt-1 block break-all font-mono text-xs opacity-80">
          {t('fairness.result.computed', { hash: hash.computed })}
        </span>
        {!hash.matches && hash.expected ? (
          <span className="block break-all font-mono text-xs opacity-80">
            {t('fairness.result.expected', { hash: hash.expected })}
          </span>
        ) : null}
      </span>
    </p>
  );
}

/** The recomputed game: the hash check, then the mine board or the first cards in dealing order. */
export function VerificationResult({ result }: { result: Verification }) {
  const tiles = result.kind === 'mines' ? result.mineTiles.map((tile) => tile + 1).join(', ') : '';
  return (
    <div data-testid="verification" className="grid gap-3">
      <HashResult hash={result.hash} />
      {result.kind === 'mines' ? (
        <div className="grid gap-2">
          <p className="text-sm">
            <Trans
              id="fairness.result.mines"
              values={{
                count: result.mines,
                mines: fmt().number(result.mines),
                tiles,
                b: (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>,
                list: (chunks: ReactNode[]) => (
                  <span data-testid="mine-tiles" className="font-mono">
                    {chunks}
                  </span>
                ),
                note: (chunks: ReactNode[]) => <span className="text-muted">{chunks}</span>,
              }}
            />
          </p>
          <div
            role="img"
            aria-label={t('fairness.result.board', { tiles })}
            className="grid w-full max-w-60 grid-cols-5 gap-1.5"
          >
            {Array.from({ length: 25 }, (_, tile) => {
              const isMine = result.mineTiles.includes(tile);
              return (
                <div
                  key={tile}
                  data-mine={isMine || undefined}
                  className={cn(
                    'relative grid aspect-square place-items-center rounded-md border-b-2',
                    isMine ? 'border-red-950 bg-[#2a1216]' : 'border-emerald-950 bg-[#0f2a2a]',
                  )}
                >
                  {isMine ? (
                    <BombIcon aria-hidden="true" className="size-1/2 text-red-400" />
                  ) : (
                    <GemIcon aria-hidden="true" className="size-1/2 text-emerald-400/70" />
                  )}
                  <span aria-hidden="true" className="absolute left-0.5 top-0 text-[0.55rem] text-white/40">
                    {tile + 1}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted">
            {t('fairness.result.cards', { count: fmt().number(result.cards.length) })}
          </p>
          <ol data-testid="card-sequence" className="flex flex-wrap gap-2">
            {result.cards.map((card, i) => (
              <li key={i} className="grid justify-items-center gap-1">
                <PlayingCard card={card} size="sm" />
                <span className="text-[0.65rem] text-muted">
                  {i + 1}. {dealRole(i)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
