import type { Tournament } from '@app/contracts';
import type { ReactNode } from 'react';
import { fmt, pointsText, t } from '@/i18n';
import { useMoney } from '@/lib/money';
import { houseCutText, ruleText, tieBreakText } from '../format';
import { StateBadge } from './state-badge';

function Item({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="break-words text-sm font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The tournament's terms: state, buy size, rule and tie-break in words, house cut (when any), max stake. */
export function TournamentHeader({ tournament }: { tournament: Tournament }) {
  const money = useMoney();
  return (
    <section
      aria-label={t('tournaments.detail.terms')}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge state={tournament.state} />
        <span className="text-sm text-muted">
          {t('tournaments.detail.bracket', {
            entrants: fmt().number(tournament.entrantCount),
            size: fmt().number(tournament.bracketSize),
          })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Item term={t('tournaments.detail.buy')} testId="tournament-buy">
          {money.cents(tournament.buyCents)}
        </Item>
        <Item term={t('tournaments.detail.rule')} testId="tournament-rule">
          {ruleText(tournament.rule)}
        </Item>
        <Item term={t('tournaments.detail.tieBreak')} testId="tournament-tie-break">
          {tieBreakText(tournament.tieBreak)}
        </Item>
        {tournament.houseCutBps > 0 ? (
          <Item term={t('tournaments.detail.houseCut')} testId="tournament-house-cut">
            {houseCutText(tournament.houseCutBps)}
          </Item>
        ) : null}
        <Item term={t('tournaments.detail.maxStake')} testId="tournament-max-stake">
          {pointsText(tournament.maxStake)}
        </Item>
        {tournament.startedAt ? (
          <Item term={t('tournaments.detail.startedAt')} testId="tournament-started">
            {fmt().dateTime(tournament.startedAt)}
          </Item>
        ) : null}
      </dl>
      {tournament.championId ? (
        <p className="text-sm font-semibold" data-testid="tournament-header-champion">
          {t('tournaments.card.champion', {
            slot: tournament.entrants.find((e) => e.id === tournament.championId)?.slot.name ?? '',
          })}
        </p>
      ) : null}
      {tournament.state === 'cancelled' ? (
        <p className="text-sm text-danger" data-testid="tournament-cancelled">
          {t('tournaments.detail.cancelled', { reason: tournament.cancelReason ?? '' })}
        </p>
      ) : null}
    </section>
  );
}
