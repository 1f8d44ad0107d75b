import type { Giveaway } from '@app/contracts';
import { GiftIcon, TrophyIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { fmt, pointsText, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { winnersOf } from '../format';
import { Countdown } from './countdown';
import { useWinnerReveal } from './winner-reel';

function Pill({ tone, children }: { tone: 'open' | 'wait' | 'done'; children: ReactNode }) {
  return (
    <span
      data-testid="overlay-state"
      className={cn(
        'shrink-0 rounded-full px-[0.7em] py-[0.2em] text-[0.7em] font-extrabold uppercase tracking-wider [text-shadow:none]',
        tone === 'open' && 'bg-emerald-500 text-black',
        tone === 'wait' && 'bg-amber-400 text-black',
        tone === 'done' && 'bg-[var(--ov-accent)] text-white',
      )}
    >
      {children}
    </span>
  );
}

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-[0.5em] bg-[var(--ov-tile)] px-3 py-2">
      <div className="truncate text-[0.65em] font-semibold uppercase tracking-wider opacity-75">{label}</div>
      <div className="truncate text-[1.1em] font-extrabold tabular-nums" data-testid={testId}>
        {children}
      </div>
    </div>
  );
}

function Logo({ url }: { url: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url)
    return <GiftIcon aria-hidden="true" className="size-[1.8em] shrink-0 text-[var(--ov-accent)]" />;
  return (
    <img
      src={url}
      alt=""
      className="h-[2.2em] w-auto max-w-[7em] shrink-0 object-contain"
      onError={() => setFailed(url)}
    />
  );
}

/**
 * The OBS giveaway panel: while open, the title, prize, entries and the countdown to the close; once
 * drawn, the winner reel (real entry names slowing down onto each true winner) and the winners.
 * `names` are the entry list's names (null while loading), `host` where viewers enter and verify.
 */
export function GiveawayOverlay({
  giveaway: g,
  names,
  logo,
  host,
  reduceMotion,
}: {
  giveaway: Giveaway;
  names: readonly string[] | null;
  logo: string | null;
  host: string;
  reduceMotion: boolean;
}) {
  const drawn = g.state === 'drawn' || g.state === 'final';
  const winners = winnersOf(g);
  const reveal = useWinnerReveal(drawn ? winners : [], names, reduceMotion);
  return (
    <div data-testid="overlay-giveaway" data-state={g.state} data-revealed={drawn && reveal.done ? 'true' : 'false'}>
      <header className="flex items-center gap-3 border-b border-white/10 bg-[var(--ov-accent-soft)] px-4 py-3">
        <Logo url={logo} />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-[1.25em] font-extrabold uppercase tracking-wide">{g.title}</h1>
          <p className="truncate text-[0.85em] opacity-90">
            {g.prize}
            {g.pointsPrize > 0 ? ` + ${pointsText(g.pointsPrize)}` : ''}
          </p>
        </div>
        {g.state === 'open' ? (
          <Pill tone="open">{t('giveaways.overlay.open')}</Pill>
        ) : g.state === 'scheduled' ? (
          <Pill tone="wait">{t('giveaways.overlay.soon')}</Pill>
        ) : g.state === 'closing' || !reveal.done ? (
          <Pill tone="wait">{t('giveaways.overlay.drawing')}</Pill>
        ) : (
          <Pill tone="done">{t('giveaways.overlay.winners', { count: winners.length })}</Pill>
        )}
      </header>
      {drawn ? (
        <div className="grid gap-3 px-4 py-4">
          {!reveal.done ? (
            <div
              data-testid="overlay-reel"
              aria-hidden="true"
              className="grid h-[2.6em] place-items-center overflow-hidden rounded-[0.5em] bg-[var(--ov-tile)] text-[1.6em] font-extrabold"
            >
              <span key={reveal.frame ?? ''} className="truncate px-3">
                {reveal.frame ?? '…'}
              </span>
            </div>
          ) : null}
          {reveal.shown.length > 0 ? (
            <ol aria-label={t('giveaways.winners')} className="grid gap-1.5">
              {reveal.shown.map((w) => (
                <li
                  key={w.nonce}
                  data-testid="overlay-winner"
                  className="flex min-w-0 items-center gap-2 rounded-[0.5em] bg-[var(--ov-tile)] px-3 py-2 text-[1.2em] font-extrabold"
                >
                  <TrophyIcon aria-hidden="true" className="size-[1em] shrink-0 text-amber-400" />
                  <span className="truncate">{w.name}</span>
                </li>
              ))}
            </ol>
          ) : null}
          {reveal.done ? (
            <p className="text-[0.75em] opacity-85">
              {winners.length === 0 ? `${t('giveaways.noEntries')} ` : ''}
              {t('giveaways.overlay.verifyAt', { url: `${host}/giveaways/verify` })}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-3 px-4 py-4">
          <div className="grid grid-cols-3 gap-2">
            <Stat label={t('giveaways.entries')} testId="overlay-entries">
              {fmt().number(g.entries)}
            </Stat>
            <Stat label={t('giveaways.tickets')}>{fmt().number(g.tickets)}</Stat>
            <Stat label={g.state === 'scheduled' ? t('giveaways.opensIn') : t('giveaways.closesIn')}>
              {g.state === 'closing' ? '00:00:00' : <Countdown to={g.state === 'scheduled' ? g.opensAt : g.closesAt} />}
            </Stat>
          </div>
          <p className="text-[0.85em] font-semibold">
            {g.chatJoin
              ? t('giveaways.overlay.enterWithChat', { url: `${host}/giveaways` })
              : t('giveaways.overlay.enter', { url: `${host}/giveaways` })}
            {' · '}
            {g.entryCost > 0
              ? t('giveaways.overlay.cost', { count: g.entryCost, points: fmt().points(g.entryCost) })
              : t('giveaways.overlay.free')}
          </p>
        </div>
      )}
    </div>
  );
}
