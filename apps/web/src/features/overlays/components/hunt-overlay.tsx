import type { LiveHunt, OverlayParts } from '@app/contracts';
import { hasBreakEven } from '@app/hunts';
import { ZapIcon } from 'lucide-react';
import { useRef } from 'react';
import { SlotTile } from '@/components/slot-tile';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { guessesText, multi } from './format';
import { OverlayHeader, Stat, StatusPill } from './overlay-stage';
import { useAutoScroll } from './use-auto-scroll';
import { useMoney } from '@/lib/money';

/** The bonus being opened: the first one not opened yet (an opened bonus has an earning, 0 included). */
export const currentIndexOf = (hunt: LiveHunt): number | null => {
  if (hunt.status !== 'live') return null;
  const i = hunt.bonus.findIndex((b) => b.earning === null);
  return i < 0 ? null : i;
};

export function HuntStatusPill({ hunt }: { hunt: LiveHunt }) {
  return hunt.status === 'live' ? (
    <StatusPill tone="live">{t('overlays.hunt.live')}</StatusPill>
  ) : (
    <StatusPill tone={hunt.status === 'finished' ? 'done' : 'closed'}>
      {t(hunt.status === 'finished' ? 'overlays.hunt.finished' : 'overlays.hunt.cancelled')}
    </StatusPill>
  );
}

function Art({ bonus, size }: { bonus: LiveHunt['bonus'][number]; size: string }) {
  return (
    <SlotTile
      name={bonus.slot.name}
      provider={bonus.slot.provider}
      thumbnail={bonus.slot.thumbnail}
      className={cn(size, 'rounded-[0.3em] text-[0.55em]')}
    />
  );
}

/** The hunt overlay: header, figures, the bonus being opened, the whole list (auto-scrolling), GTB/AVG state. */
export function HuntOverlay({
  hunt,
  parts,
  logo,
}: {
  hunt: LiveHunt;
  parts: OverlayParts['hunt'];
  logo: string | null;
}) {
  const money = useMoney();
  const s = hunt.stats;
  const current = currentIndexOf(hunt);
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  useAutoScroll(box, list, current, hunt);
  const now = current === null ? null : hunt.bonus[current]!;
  return (
    <>
      <OverlayHeader
        logo={parts.logo ? logo : null}
        title={t('overlays.huntTitle', { index: String(hunt.index) })}
        status={<HuntStatusPill hunt={hunt} />}
      >
        <div className="mt-1 flex items-center gap-2 text-[0.75em] font-semibold">
          <span className="tabular-nums" data-testid="overlay-opened">
            {t('overlays.hunt.opened', { opened: fmt().number(s.openedBonus), total: fmt().number(s.totalBonus) })}
          </span>
          <span className="h-[0.45em] flex-1 overflow-hidden rounded-full bg-white/15">
            <span
              className="block h-full rounded-full bg-[var(--ov-accent)]"
              style={{ width: `${s.totalBonus ? (100 * s.openedBonus) / s.totalBonus : 0}%` }}
            />
          </span>
        </div>
      </OverlayHeader>
      {parts.stats ? (
        <div className="@container px-3 pt-3">
          <div className="grid grid-cols-2 gap-2 @min-[34em]:grid-cols-4" data-testid="overlay-stats">
            <Stat label={t('overlays.hunt.start')} value={money.cents(hunt.start)} />
            <Stat label={t('overlays.balance')} value={money.cents(s.endBalance)} testId="overlay-end" />
            {hasBreakEven(s.totalBonus - s.openedBonus, hunt.status === 'live') ? (
              <Stat label={t('overlays.hunt.breakEven')} value={multi(s.breakEvenX)} testId="overlay-break-even" />
            ) : null}
            <Stat label={t('overlays.hunt.avgMulti')} value={multi(s.avgMulti, 2)} />
          </div>
        </div>
      ) : null}
      {parts.current && now ? (
        <div
          data-testid="overlay-current"
          className="mx-3 mt-3 flex items-center gap-3 rounded-[0.6em] border border-[var(--ov-accent)] bg-[var(--ov-accent-soft)] p-2"
        >
          {parts.art ? <Art bonus={now} size="size-[5.2em]" /> : null}
          <div className="min-w-0">
            <div className="text-[0.65em] font-bold uppercase tracking-wider opacity-80">
              {t('overlays.hunt.nowOpening', {
                position: fmt().number(now.position),
                total: fmt().number(hunt.bonus.length),
              })}
            </div>
            <div className="flex items-center gap-1 truncate text-[1.2em] font-extrabold">
              {now.isSuper ? (
                <ZapIcon aria-label={t('overlays.superBonus')} className="size-[1em] shrink-0 text-yellow-300" />
              ) : null}
              <span className="truncate">{now.slot.name}</span>
            </div>
            <div className="truncate text-[0.8em] opacity-85">
              {now.slot.provider ? `${now.slot.provider} · ` : ''}
              {t('overlays.hunt.bet', { bet: money.cents(now.bet) })}
            </div>
          </div>
        </div>
      ) : null}
      {parts.list ? (
        hunt.bonus.length === 0 ? (
          <p className="px-4 py-3 opacity-80">{t('overlays.hunt.noBonuses')}</p>
        ) : (
          <div
            ref={box}
            className="@container relative mx-3 mt-3 min-h-[3em] flex-1 overflow-hidden rounded-[0.5em]"
            data-testid="overlay-list"
          >
            <ol ref={list} className="relative flex flex-col gap-[0.3em] will-change-transform">
              {hunt.bonus.map((b, i) => (
                <BonusRow key={b._id} bonus={b} isCurrent={i === current} art={parts.art} />
              ))}
            </ol>
          </div>
        )
      ) : null}
      {parts.games ? <GamesStrip hunt={hunt} /> : null}
      <div className="h-3 shrink-0" />
    </>
  );
}

function BonusRow({
  bonus: b,
  isCurrent,
  art,
}: {
  bonus: LiveHunt['bonus'][number];
  isCurrent: boolean;
  art: boolean;
}) {
  const money = useMoney();
  const opened = b.earning !== null;
  const big = b.multiplier !== null && b.multiplier >= 100;
  return (
    <li
      data-testid="overlay-bonus"
      data-current={isCurrent || undefined}
      aria-current={isCurrent || undefined}
      className={cn(
        'flex items-center gap-2 rounded-[0.45em] px-2 py-[0.3em]',
        isCurrent ? 'bg-[var(--ov-accent)] text-white' : 'bg-[var(--ov-tile)]',
        opened && !isCurrent && 'opacity-95',
      )}
    >
      <span className="w-[1.6em] shrink-0 text-center text-[0.8em] font-bold tabular-nums opacity-75">
        {b.position}
      </span>
      {art ? <Art bonus={b} size="size-[3em]" /> : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1 font-semibold">
          {b.isSuper ? (
            <ZapIcon aria-label={t('overlays.superBonus')} className="size-[0.9em] shrink-0 text-yellow-300" />
          ) : null}
          <span className="truncate">{b.slot.name}</span>
        </div>
        {/* Narrow (sidebar): bet and win under the name; wide: the provider, with bet and win in columns. */}
        <div className="truncate text-[0.7em] opacity-80 @min-[24em]:hidden">
          {money.cents(b.bet)} → {opened ? money.cents(b.earning) : '-'}
        </div>
        <div className="hidden truncate text-[0.7em] opacity-75 @min-[24em]:block">{b.slot.provider}</div>
      </div>
      <span className="hidden w-[4.6em] shrink-0 text-right text-[0.85em] tabular-nums @min-[24em]:block">
        {money.cents(b.bet)}
      </span>
      <span className="hidden w-[5.6em] shrink-0 text-right text-[0.85em] font-semibold tabular-nums @min-[24em]:block">
        {opened ? money.cents(b.earning) : '-'}
      </span>
      <span
        className={cn(
          'w-[3.6em] shrink-0 text-right font-extrabold tabular-nums',
          big && !isCurrent && 'text-yellow-300',
        )}
        data-testid="overlay-multi"
      >
        {opened ? multi(b.multiplier) : '-'}
      </span>
    </li>
  );
}

/** GTB and AVG in one line (testid kept for the console's checks). */
export function GamesStrip({ hunt }: { hunt: LiveHunt }) {
  const avg = t(
    hunt.avg.status === 'opened'
      ? 'overlays.games.avgOpen'
      : hunt.avg.status === 'closed'
        ? 'overlays.games.avgClosed'
        : 'overlays.games.avgSoon',
  );
  const gtb = t(hunt.gtb.status === 'opened' ? 'overlays.games.gtbOpened' : 'overlays.games.gtbClosed');
  return (
    <div className="mx-3 mt-3 flex flex-wrap gap-2 text-[0.75em] font-semibold" data-testid="overlay-games">
      <span className="rounded-[0.4em] bg-[var(--ov-tile)] px-2 py-1">
        {t('overlays.games.gtb', { state: gtb, guesses: guessesText(hunt.gtb.participants) })}
      </span>
      <span className="rounded-[0.4em] bg-[var(--ov-tile)] px-2 py-1">
        {t('overlays.games.avg', { state: avg, pot: fmt().points(hunt.avg.pot) })}
      </span>
    </div>
  );
}
