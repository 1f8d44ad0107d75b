import type {
  SlotRequestBoard,
  Tournament,
  TournamentEntrant,
  TournamentMatch,
  TournamentSide,
  TournamentState,
} from '@app/contracts';
import { TrophyIcon } from 'lucide-react';
import { fmt, t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { useMoney } from '@/lib/money';
import { multi, pts } from './format';
import { OverlayHeader, StatusPill } from './overlay-stage';
import type { OverlayLayout } from './overlay-stage';

/** A round's name from the end: the final, the semi-finals, the quarter-finals, else "Round n". */
export function roundTitle(round: number, rounds: number): string {
  const fromEnd = rounds - round;
  if (fromEnd === 0) return t('overlays.tournament.round.final');
  if (fromEnd === 1) return t('overlays.tournament.round.semiFinal');
  if (fromEnd === 2) return t('overlays.tournament.round.quarterFinal');
  return t('overlays.tournament.round.number', { round: fmt().number(round) });
}

/** Each side's share of a match's prediction pool, 0..1 (both 0 while the pool is empty). */
export function poolShares(match: TournamentMatch): Record<TournamentSide, number> {
  const { a, b } = match.predictions;
  const total = a.points + b.points;
  return total === 0 ? { a: 0, b: 0 } : { a: a.points / total, b: b.points / total };
}

const STATE_TONE: Record<TournamentState, 'live' | 'open' | 'closed' | 'done'> = {
  upcoming: 'closed',
  running: 'live',
  finished: 'done',
  cancelled: 'closed',
};
const STATE_LABEL: Record<TournamentState, MessageId> = {
  upcoming: 'overlays.tournament.state.upcoming',
  running: 'overlays.tournament.state.running',
  finished: 'overlays.tournament.state.finished',
  cancelled: 'overlays.tournament.state.cancelled',
};

function TournamentPill({ state }: { state: TournamentState }) {
  return (
    <StatusPill tone={STATE_TONE[state]} testId="overlay-tournament-state">
      {t(STATE_LABEL[state])}
    </StatusPill>
  );
}

const entrantMap = (tournament: Tournament) =>
  new Map<string, TournamentEntrant>(tournament.entrants.map((e) => [e.id, e]));

function Champion({ tournament, entrants }: { tournament: Tournament; entrants: Map<string, TournamentEntrant> }) {
  const champion = tournament.championId ? entrants.get(tournament.championId) : undefined;
  if (!champion) return null;
  return (
    <div
      className="flex items-center gap-2 rounded-[0.5em] border-2 border-yellow-400 bg-[var(--ov-tile)] px-3 py-2"
      data-testid="overlay-tournament-champion"
    >
      <TrophyIcon aria-hidden className="size-[1.3em] shrink-0 text-yellow-400" />
      <div className="min-w-0">
        <div className="text-[0.65em] font-semibold uppercase tracking-wider opacity-75">
          {t('overlays.tournament.champion')}
        </div>
        <div className="font-extrabold [overflow-wrap:anywhere]">{champion.slot.name}</div>
      </div>
    </div>
  );
}

function SlotRow({
  match,
  side,
  entrants,
}: {
  match: TournamentMatch;
  side: TournamentSide;
  entrants: Map<string, TournamentEntrant>;
}) {
  const id = match[side];
  const entrant = id ? entrants.get(id) : undefined;
  const won = match.winner === side;
  const lost = match.winner !== null && !won;
  return (
    <div
      data-testid={`overlay-bracket-slot-${side}`}
      data-winner={won ? 'true' : undefined}
      className={cn(
        'flex items-center gap-2 px-2 py-1',
        won && 'bg-[var(--ov-accent-soft)] font-extrabold',
        lost && 'opacity-50 line-through',
      )}
    >
      <span className="w-[1.6em] shrink-0 text-right text-[0.75em] tabular-nums opacity-75">
        {entrant?.seed ? fmt().number(entrant.seed) : ''}
      </span>
      <span className="min-w-0 flex-1 truncate">
        {entrant
          ? entrant.slot.name
          : match.state === 'bye' && side === 'b'
            ? t('overlays.tournament.bye')
            : t('overlays.tournament.unknown')}
      </span>
      {won ? <TrophyIcon aria-label={t('overlays.tournament.winner')} className="size-[0.9em] shrink-0" /> : null}
    </div>
  );
}

/**
 * The bracket: every round (columns at full size, one under the other in a sidebar), both slots of
 * each match, the winners highlighted and the losers struck, the match being played outlined, and the
 * champion at the end.
 */
export function BracketOverlay({
  tournament,
  layout,
  logo,
}: {
  tournament: Tournament;
  layout: OverlayLayout;
  logo: string | null;
}) {
  const entrants = entrantMap(tournament);
  const count = tournament.rounds.length;
  return (
    <>
      <OverlayHeader
        logo={logo}
        title={t('overlays.tournament.title')}
        status={<TournamentPill state={tournament.state} />}
      >
        <div
          className="mt-1 text-[0.75em] font-semibold opacity-90 [overflow-wrap:anywhere]"
          data-testid="overlay-tournament-name"
        >
          {tournament.name}
        </div>
      </OverlayHeader>
      <div
        data-testid="overlay-bracket"
        data-layout={layout}
        className={cn('min-h-0 gap-3 overflow-hidden p-3', layout === 'full' ? 'flex items-stretch' : 'flex flex-col')}
      >
        {tournament.rounds.length === 0 ? <p className="opacity-85">{t('overlays.tournament.notSeeded')}</p> : null}
        {tournament.rounds.map((r) => (
          <section key={r.round} className="flex min-w-0 flex-1 flex-col" data-testid="overlay-bracket-round">
            <h2 className="mb-1 text-[0.7em] font-extrabold uppercase tracking-wider opacity-80">
              {roundTitle(r.round, count)}
            </h2>
            <ol className={cn('flex flex-1 flex-col gap-2', layout === 'full' && 'justify-around')}>
              {r.matches.map((m) => (
                <li
                  key={m.id}
                  data-testid="overlay-bracket-match"
                  data-current={m.id === tournament.currentMatchId ? 'true' : undefined}
                  className={cn(
                    'overflow-hidden rounded-[0.4em] bg-[var(--ov-tile)] text-[0.85em]',
                    m.id === tournament.currentMatchId && 'outline outline-2 outline-[var(--ov-accent)]',
                  )}
                >
                  <SlotRow match={m} side="a" entrants={entrants} />
                  <div className="h-px bg-white/10" />
                  <SlotRow match={m} side="b" entrants={entrants} />
                </li>
              ))}
            </ol>
          </section>
        ))}
        {tournament.championId ? (
          <div className={cn('flex flex-col justify-center', layout === 'full' && 'w-[12em] shrink-0')}>
            <Champion tournament={tournament} entrants={entrants} />
          </div>
        ) : null}
      </div>
    </>
  );
}

function MatchSide({
  match,
  side,
  entrant,
  share,
}: {
  match: TournamentMatch;
  side: TournamentSide;
  entrant: TournamentEntrant | undefined;
  share: number;
}) {
  const money = useMoney();
  const buy = match.result?.[side];
  const pool = match.predictions[side];
  const won = match.winner === side;
  return (
    <div
      data-testid={`overlay-match-${side}`}
      data-winner={won ? 'true' : undefined}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-[0.5em] bg-[var(--ov-tile)] p-3',
        won && 'outline outline-2 outline-yellow-400',
        match.winner !== null && !won && 'opacity-60',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <div
            className="text-[1.1em] font-extrabold [overflow-wrap:anywhere]"
            data-testid={`overlay-match-${side}-name`}
          >
            {entrant?.slot.name ?? t('overlays.tournament.unknown')}
          </div>
          {entrant ? <div className="truncate text-[0.7em] opacity-80">{entrant.slot.provider}</div> : null}
        </div>
        {won ? (
          <StatusPill tone="done" testId={`overlay-match-${side}-won`}>
            {t('overlays.match.won')}
          </StatusPill>
        ) : null}
      </div>
      {buy ? (
        <dl className="grid grid-cols-3 gap-1 text-center" data-testid={`overlay-match-${side}-result`}>
          {(
            [
              ['overlays.match.cost', money.cents(buy.cost)],
              ['overlays.match.payout', money.cents(buy.payout)],
              ['overlays.match.multiplier', multi(Number(buy.multiplier), 2)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="truncate text-[0.6em] font-semibold uppercase tracking-wider opacity-75">{t(label)}</dt>
              <dd className="truncate font-extrabold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div data-testid={`overlay-match-${side}-pool`}>
        <div className="flex items-baseline justify-between gap-2 text-[0.8em]">
          <span className="font-extrabold tabular-nums" data-testid={`overlay-match-${side}-share`}>
            {fmt().percent(share, 0)}
          </span>
          <span className="tabular-nums opacity-85">
            {pts(pool.points)} · {t('overlays.match.predictions', { count: pool.count, n: fmt().number(pool.count) })}
          </span>
        </div>
        <div className="mt-1 h-[0.4em] overflow-hidden rounded-full bg-white/10">
          <div className="h-full bg-[var(--ov-accent)]" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
      </div>
    </div>
  );
}

const POOL_STATE: Record<TournamentMatch['predictions']['state'], MessageId> = {
  not_open: 'overlays.match.pool.notOpen',
  open: 'overlays.match.pool.open',
  closed: 'overlays.match.pool.closed',
  paid: 'overlays.match.pool.paid',
  refunded: 'overlays.match.pool.refunded',
};

/**
 * The match being played (the tournament's current match): both slots, their cost, payout and
 * multiplier once the result is in, and the prediction pool split per side. After the final, the champion.
 */
export function CurrentMatchOverlay({
  tournament,
  layout,
  logo,
}: {
  tournament: Tournament;
  layout: OverlayLayout;
  logo: string | null;
}) {
  const entrants = entrantMap(tournament);
  const match = tournament.rounds.flatMap((r) => r.matches).find((m) => m.id === tournament.currentMatchId);
  const shares = match ? poolShares(match) : { a: 0, b: 0 };
  return (
    <>
      <OverlayHeader logo={logo} title={tournament.name} status={<TournamentPill state={tournament.state} />}>
        {match ? (
          <div className="mt-1 text-[0.75em] font-semibold opacity-90" data-testid="overlay-match-round">
            {roundTitle(match.round, tournament.rounds.length)} · {t(POOL_STATE[match.predictions.state])}
          </div>
        ) : null}
      </OverlayHeader>
      <div className="p-3" data-testid="overlay-match" data-layout={layout}>
        {match ? (
          <div
            className={cn('grid gap-3', layout === 'full' ? 'grid-cols-[1fr_auto_1fr] items-stretch' : 'grid-cols-1')}
          >
            <MatchSide match={match} side="a" entrant={match.a ? entrants.get(match.a) : undefined} share={shares.a} />
            <div className="self-center text-center text-[1.2em] font-extrabold opacity-80">
              {t('overlays.match.versus')}
            </div>
            <MatchSide match={match} side="b" entrant={match.b ? entrants.get(match.b) : undefined} share={shares.b} />
          </div>
        ) : tournament.championId ? (
          <Champion tournament={tournament} entrants={entrants} />
        ) : (
          <p className="opacity-85" data-testid="overlay-match-none">
            {t(tournament.state === 'cancelled' ? 'overlays.tournament.cancelled' : 'overlays.match.none')}
          </p>
        )}
      </div>
    </>
  );
}

/** The open slot requests in order (slot, provider, requester), and whether requests are open. */
export function SlotQueueOverlay({ board, logo }: { board: SlotRequestBoard; logo: string | null }) {
  return (
    <>
      <OverlayHeader
        logo={logo}
        title={t('overlays.queue.title')}
        status={
          <StatusPill tone={board.open ? 'open' : 'closed'} testId="overlay-queue-state">
            {t(board.open ? 'overlays.queue.open' : 'overlays.queue.closed')}
          </StatusPill>
        }
      >
        <div className="mt-1 text-[0.75em] font-semibold opacity-90" data-testid="overlay-queue-count">
          {t('overlays.queue.count', { count: board.queue.length, n: fmt().number(board.queue.length) })}
        </div>
      </OverlayHeader>
      {board.queue.length === 0 ? (
        <p className="px-4 py-3 opacity-85" data-testid="overlay-queue-empty">
          {t(board.open ? 'overlays.queue.emptyOpen' : 'overlays.queue.empty')}
        </p>
      ) : (
        <ol className="flex min-h-0 flex-col gap-1 overflow-hidden p-3">
          {board.queue.map((r, i) => (
            <li
              key={r._id}
              data-testid="overlay-queue-item"
              className="flex items-center gap-2 rounded-[0.4em] bg-[var(--ov-tile)] px-2 py-1"
            >
              <span className="w-[1.8em] shrink-0 text-right font-extrabold tabular-nums opacity-80">
                {fmt().number(i + 1)}
              </span>
              <div className="min-w-0 flex-1">
                <div className="truncate font-bold">{r.slot.name}</div>
                <div className="truncate text-[0.7em] opacity-80">
                  {t('overlays.queue.by', { provider: r.slot.provider, requester: r.requester })}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
