import type { LiveHunt, OverlayParts } from '@app/contracts';
import { AVG_GROUP_RANGES, AVG_GROUPS, hasBreakEven } from '@app/hunts';
import { TrophyIcon } from 'lucide-react';
import { fmt, t, Trans, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { guessesText, multi, prizeLabel, pts } from './format';
import { currentIndexOf } from './hunt-overlay';
import { OverlayHeader, OverlayLogo, Stat, StatusPill } from './overlay-stage';
import { useMoney } from '@/lib/money';

/** The site's live hunt page, named by its address on stream. */
const TRACKING_PATH = '/stream/bonushunt';

/**
 * Where viewers take part: the site's live hunt page, and the chat command (with an example) while
 * the bot reads a chat where it is on.
 */
function CallToAction({ host, command, textId }: { host: string; command: string | null; textId: MessageId }) {
  return (
    <p
      className="mx-3 mt-3 rounded-[0.5em] border border-dashed border-[var(--ov-accent)] px-3 py-2 text-center text-[0.85em] font-semibold"
      data-testid="overlay-cta"
    >
      <Trans
        id={textId}
        values={{
          site: (
            <span className="font-extrabold underline decoration-[var(--ov-accent)] decoration-[0.15em] underline-offset-[0.2em] [overflow-wrap:anywhere]">
              {host}
              <wbr />
              {TRACKING_PATH}
            </span>
          ),
        }}
      />
      {command ? (
        <span className="mt-1 block" data-testid="overlay-chat-command">
          <Trans
            id="overlays.cta.chat"
            values={{
              command: (
                <code className="whitespace-nowrap rounded-[0.3em] bg-[var(--ov-tile)] px-[0.35em] font-extrabold">
                  {command}
                </code>
              ),
            }}
          />
        </span>
      ) : null}
    </p>
  );
}

const medal = ['bg-yellow-400 text-black', 'bg-slate-300 text-black', 'bg-amber-600 text-white'];

/**
 * The state pill of GTB or AVG: Result once settled, Open while the live hunt takes bets, Soon for an
 * AVG not opened yet on a live hunt, else Closed.
 */
function GameStatusPill({
  hunt,
  status,
  testId,
}: {
  hunt: LiveHunt;
  status: 'soon' | 'opened' | 'closed';
  testId: string;
}) {
  const live = hunt.status === 'live';
  const tone = hunt.settlement ? 'done' : status === 'opened' && live ? 'open' : 'closed';
  const label: MessageId =
    tone === 'done'
      ? 'overlays.pill.result'
      : tone === 'open'
        ? 'overlays.pill.open'
        : status === 'soon' && live
          ? 'overlays.pill.soon'
          : 'overlays.pill.closed';
  return (
    <StatusPill tone={tone} testId={testId}>
      {t(label)}
    </StatusPill>
  );
}

/**
 * GTB: status, number of guesses, prize; after the result the final balance and the closest guesses
 * (the settlement's ranking). While guessing is open nobody's guess is shown: the site shows only the
 * count too.
 */
export function GtbOverlay({
  hunt,
  parts,
  logo,
  host,
  command = null,
}: {
  hunt: LiveHunt;
  parts: OverlayParts['gtb'];
  logo: string | null;
  host: string;
  /** The GTB chat command ("!gtb"), null when chat is not connected. */
  command?: string | null;
}) {
  const money = useMoney();
  const settled = hunt.settlement;
  const status = <GameStatusPill hunt={hunt} status={hunt.gtb.status} testId="overlay-gtb-pill" />;
  const state: MessageId = settled
    ? 'overlays.gtb.stateResult'
    : hunt.gtb.status === 'opened' && hunt.status === 'live'
      ? 'overlays.gtb.stateOpened'
      : 'overlays.gtb.stateClosed';
  return (
    <>
      <OverlayHeader logo={parts.logo ? logo : null} title={t('overlays.gtb.title')} status={status}>
        <div className="mt-1 text-[0.75em] font-semibold opacity-90" data-testid="overlay-gtb-status">
          {t('overlays.huntTitle', { index: String(hunt.index) })} · {t(state)} · {guessesText(hunt.gtb.participants)}
        </div>
      </OverlayHeader>
      <div className={cn('grid gap-2 px-3 pt-3', parts.prize ? 'grid-cols-2' : 'grid-cols-1')}>
        {settled ? (
          <Stat
            label={t('overlays.gtb.finalBalance')}
            value={money.cents(settled.finalBalance)}
            testId="overlay-gtb-final"
          />
        ) : (
          <Stat
            label={t('overlays.gtb.guesses')}
            value={fmt().number(hunt.gtb.participants)}
            testId="overlay-gtb-count"
          />
        )}
        {parts.prize ? (
          <Stat
            label={
              hunt.gtb.prizes.length > 1
                ? t('overlays.gtb.prizes', { places: fmt().number(hunt.gtb.prizes.length) })
                : t('overlays.gtb.prize')
            }
            value={hunt.gtb.prizes[0] ? prizeLabel(hunt.gtb.prizes[0]) : money.cents(hunt.gtb.prizePool)}
            testId="overlay-gtb-prize"
          />
        ) : null}
      </div>
      {settled ? (
        parts.winners ? (
          settled.gtbRanking.length === 0 ? (
            <p className="px-4 pt-3 opacity-85">{t('overlays.gtb.noGuesses')}</p>
          ) : (
            <ol className="mx-3 mt-3 flex flex-col gap-[0.3em]" data-testid="overlay-gtb-winners">
              {settled.gtbRanking.slice(0, 5).map((r) => (
                <li
                  key={r.rank}
                  className={cn(
                    'flex items-center gap-2 rounded-[0.45em] px-2 py-[0.35em]',
                    r.rank === 1 ? 'bg-[var(--ov-accent)] text-white' : 'bg-[var(--ov-tile)]',
                  )}
                >
                  <span
                    className={cn(
                      'grid size-[1.7em] shrink-0 place-items-center rounded-full text-[0.8em] font-extrabold [text-shadow:none]',
                      medal[r.rank - 1] ?? 'bg-white/15',
                    )}
                  >
                    {r.rank}
                  </span>
                  {r.rank === 1 ? (
                    <TrophyIcon aria-hidden="true" className="size-[1em] shrink-0 text-yellow-300" />
                  ) : null}
                  <span className="min-w-0 flex-1 truncate font-semibold">{r.username}</span>
                  {settled.gtbWinners.find((w) => w.place === r.rank) ? (
                    <span
                      data-testid="overlay-gtb-prize-won"
                      className="shrink-0 rounded-full bg-yellow-400 px-2 text-[0.7em] font-extrabold text-black [text-shadow:none]"
                    >
                      {prizeLabel(settled.gtbWinners.find((w) => w.place === r.rank)!.prize)}
                    </span>
                  ) : null}
                  <span className="shrink-0 font-bold tabular-nums">{money.cents(r.guess)}</span>
                  <span className="min-w-[5.5em] shrink-0 whitespace-nowrap text-right text-[0.75em] tabular-nums opacity-85">
                    ±{money.cents(r.distance)}
                  </span>
                </li>
              ))}
            </ol>
          )
        ) : null
      ) : hunt.status === 'cancelled' ? (
        <p className="px-4 pt-3 opacity-85">{t('overlays.cancelled')}</p>
      ) : hunt.gtb.status === 'opened' ? (
        <CallToAction host={host} command={command ? `${command} 1234` : null} textId="overlays.cta.gtb" />
      ) : (
        <p className="px-4 pt-3 text-[0.85em] opacity-85">{t('overlays.gtb.closed')}</p>
      )}
      <div className="h-3 shrink-0" />
    </>
  );
}

/** AVG: the pot of each group A-F and the status; after the result the winning group. */
export function AvgOverlay({
  hunt,
  parts,
  logo,
  host,
  command = null,
}: {
  hunt: LiveHunt;
  parts: OverlayParts['avg'];
  logo: string | null;
  host: string;
  /** The AVG chat command ("!avg"), null when chat is not connected. */
  command?: string | null;
}) {
  const settled = hunt.settlement;
  const winner = settled?.winningGroup ?? null;
  const status = <GameStatusPill hunt={hunt} status={hunt.avg.status} testId="overlay-avg-pill" />;
  const groups = hunt.avg.groups;
  return (
    <>
      <OverlayHeader logo={parts.logo ? logo : null} title={t('overlays.avg.title')} status={status}>
        <div className="mt-1 text-[0.75em] font-semibold opacity-90">
          {t('overlays.huntTitle', { index: String(hunt.index) })} ·{' '}
          {t('overlays.avg.bets', { count: hunt.avg.participants, bets: fmt().number(hunt.avg.participants) })}
        </div>
      </OverlayHeader>
      <div className="grid grid-cols-2 gap-2 px-3 pt-3">
        <Stat label={t('overlays.avg.pot')} value={pts(hunt.avg.pot)} testId="overlay-avg-pot" />
        {settled ? (
          <Stat
            label={t('overlays.avg.average')}
            value={multi(settled.averageMultiplier, 2)}
            testId="overlay-avg-average"
          />
        ) : (
          <Stat label={t('overlays.avg.soFar')} value={multi(hunt.stats.avgMulti, 2)} />
        )}
      </div>
      {parts.groups ? (
        <div className="@container mx-3 mt-3">
          <ul className="grid grid-cols-2 gap-2 @min-[22em]:grid-cols-3" data-testid="overlay-avg-groups">
            {AVG_GROUPS.map((g) => {
              const row = groups.find((x) => x.group === g);
              const won = winner === g;
              return (
                <li
                  key={g}
                  data-testid={`overlay-avg-group-${g}`}
                  data-winner={won || undefined}
                  className={cn(
                    'rounded-[0.5em] border-2 px-2 py-[0.35em]',
                    won
                      ? 'border-yellow-300 bg-[var(--ov-accent)] text-white'
                      : 'border-transparent bg-[var(--ov-tile)]',
                    winner && !won && 'opacity-60',
                  )}
                >
                  <div className="flex items-baseline justify-between gap-1">
                    <span className="text-[1.3em] font-extrabold">{g}</span>
                    <span className="text-[0.7em] font-semibold opacity-85">{AVG_GROUP_RANGES[g].label}</span>
                  </div>
                  <div className="font-bold tabular-nums">{pts(row?.pot ?? 0)}</div>
                  {parts.bettors ? (
                    <div className="text-[0.7em] opacity-80">
                      {t('overlays.avg.bettors', {
                        count: row?.participants ?? 0,
                        bettors: fmt().number(row?.participants ?? 0),
                      })}
                    </div>
                  ) : null}
                  {won ? (
                    <div className="text-[0.7em] font-extrabold uppercase tracking-wider text-yellow-300">
                      {t('overlays.avg.winner')}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {settled ? (
        <p className="px-4 pt-3 text-[0.85em] font-semibold" data-testid="overlay-avg-result">
          {settled.refundedAll
            ? t('overlays.avg.refunded')
            : winner
              ? t('overlays.avg.wins', { group: winner, paid: pts(settled.paidOut) })
              : t('overlays.avg.noResult')}
        </p>
      ) : hunt.avg.status === 'opened' && hunt.status === 'live' ? (
        <CallToAction host={host} command={command ? `${command} A 100` : null} textId="overlays.cta.avg" />
      ) : null}
      <div className="h-3 shrink-0" />
    </>
  );
}

/** One strip: hunt number, opened x/y, balance, break-even, the slot being opened. */
export function TickerOverlay({
  hunt,
  parts,
  logo,
}: {
  hunt: LiveHunt;
  parts: OverlayParts['ticker'];
  logo: string | null;
}) {
  const money = useMoney();
  const s = hunt.stats;
  const i = currentIndexOf(hunt);
  const now = i === null ? null : hunt.bonus[i]!;
  const item = 'flex items-baseline gap-[0.35em] whitespace-nowrap';
  const label = 'text-[0.65em] font-bold uppercase tracking-wider opacity-75';
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2" data-testid="overlay-ticker">
      {parts.logo ? <OverlayLogo url={logo} /> : null}
      <span className="whitespace-nowrap font-extrabold uppercase">
        {t('overlays.ticker.hunt', { index: String(hunt.index) })}
      </span>
      <span className={item}>
        <span className={label}>{t('overlays.ticker.opened')}</span>
        <b className="tabular-nums">
          {fmt().number(s.openedBonus)}/{fmt().number(s.totalBonus)}
        </b>
      </span>
      {parts.balance ? (
        <span className={item}>
          <span className={label}>{t('overlays.balance')}</span>
          <b className="tabular-nums" data-testid="ticker-balance">
            {money.cents(s.endBalance)}
          </b>
        </span>
      ) : null}
      {parts.breakEven && hasBreakEven(s.totalBonus - s.openedBonus, hunt.status === 'live') ? (
        <span className={item} data-testid="ticker-break-even">
          <span className={label}>{t('overlays.ticker.breakEven')}</span>
          <b className="tabular-nums">{multi(s.breakEvenX)}</b>
        </span>
      ) : null}
      {parts.current && now ? (
        <span
          className="flex min-w-0 items-baseline gap-[0.35em] rounded-[0.4em] bg-[var(--ov-accent)] px-2 py-[0.1em] text-white"
          data-testid="ticker-current"
        >
          <span className={label}>{t('overlays.ticker.now')}</span>
          <b className="truncate">{now.slot.name}</b>
          <span className="text-[0.8em] tabular-nums">{money.cents(now.bet)}</span>
        </span>
      ) : null}
    </div>
  );
}
