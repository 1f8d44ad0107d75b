import type { Giveaway } from '@app/contracts';
import { ShieldCheckIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fmt, t, Trans } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatDateTimeLisbon } from '@/lib/dates';
import { costLabel, eligibilityParts, isDrawn } from '../format';
import { Countdown } from './countdown';
import { GiveawayImage } from './giveaway-image';
import { StateBadge } from './state-badge';

/** One fact of the card: a small label over its value. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="break-words text-sm font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** When it opens, closes or was drawn, on Lisbon's clock, with a countdown while it is ahead. */
function Timing({ giveaway: g, onElapsed }: { giveaway: Giveaway; onElapsed?: () => void }) {
  const at = (iso: string) => (
    <time dateTime={iso} className="text-muted">
      {t('giveaways.lisbonTime', { when: formatDateTimeLisbon(iso) })}
    </time>
  );
  switch (g.state) {
    case 'scheduled':
      return (
        <p className="flex flex-wrap gap-x-2 text-sm">
          <Countdown to={g.opensAt} label={t('giveaways.opensIn')} onElapsed={onElapsed} className="font-semibold" />
          {at(g.opensAt)}
        </p>
      );
    case 'open':
      return (
        <p className="flex flex-wrap gap-x-2 text-sm">
          <Countdown to={g.closesAt} label={t('giveaways.closesIn')} onElapsed={onElapsed} className="font-semibold" />
          {at(g.closesAt)}
        </p>
      );
    case 'closing':
      return <p className="text-sm font-semibold text-gold">{t('giveaways.card.closing')}</p>;
    case 'cancelled':
      return (
        <p className="text-sm text-muted">
          {g.cancelledAt ? (
            <Trans id="giveaways.card.cancelledAt" values={{ at: at(g.cancelledAt) }} />
          ) : (
            t('giveaways.state.cancelled')
          )}
        </p>
      );
    default:
      return (
        <p className="flex flex-wrap gap-x-2 text-sm">
          <span>
            {g.drawnAt ? (
              <Trans id="giveaways.card.drawnAt" values={{ at: <span className="text-muted">{at(g.drawnAt)}</span> }} />
            ) : (
              t('giveaways.state.drawn')
            )}
          </span>
          {g.state === 'drawn' && g.finalizesAt ? (
            <span className="text-muted">
              <Trans id="giveaways.card.finalizesAt" values={{ at: at(g.finalizesAt) }} />
            </span>
          ) : null}
        </p>
      );
  }
}

/**
 * A giveaway's card: picture, title (a link to its page unless `titleAs` is 'none'), state, prize,
 * timing, the facts (entries and tickets so far, cost, limits, who may enter, subscriber multiplier),
 * the server seed hash published at creation, the viewer's own tickets, then `children` (the enter
 * form, the winners).
 */
export function GiveawayCard({
  giveaway: g,
  titleAs = 'h3',
  onElapsed,
  children,
}: {
  giveaway: Giveaway;
  titleAs?: 'h2' | 'h3' | 'none';
  onElapsed?: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const Heading = titleAs === 'none' ? null : titleAs;
  return (
    <article
      aria-labelledby={Heading ? titleId : undefined}
      aria-label={Heading ? undefined : g.title}
      data-testid="giveaway-card"
      data-giveaway={g._id}
      className="grid min-w-0 gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:p-5"
    >
      <GiveawayImage src={g.image} className="aspect-square w-24 sm:w-32" />
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {Heading ? (
              <Heading id={titleId} className="break-words text-lg font-bold">
                <Link to={`/giveaways/${g._id}`} className="hover:text-accent hover:underline">
                  {g.title}
                </Link>
              </Heading>
            ) : null}
            <p className="break-words text-fg/90" data-testid="giveaway-prize">
              {g.prize}
            </p>
            {g.pointsPrize > 0 ? (
              <p className="text-sm font-semibold text-gold">
                {t('giveaways.card.pointsPrize', { count: g.pointsPrize, points: fmt().points(g.pointsPrize) })}
              </p>
            ) : null}
          </div>
          <StateBadge state={g.state} />
        </div>
        <Timing giveaway={g} onElapsed={onElapsed} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          <Fact label={t('giveaways.entries')} testId="giveaway-entries">
            {fmt().number(g.entries)}
          </Fact>
          <Fact label={t('giveaways.tickets')} testId="giveaway-tickets">
            {fmt().number(g.tickets)}
          </Fact>
          <Fact label={t('giveaways.winners')}>{fmt().number(g.winners)}</Fact>
          <Fact label={t('giveaways.card.cost')} testId="giveaway-cost">
            {costLabel(g.entryCost)}
          </Fact>
          <Fact label={t('giveaways.card.maxTickets')}>
            {t('giveaways.card.perAccount', { tickets: fmt().number(g.maxTicketsPerAccount) })}
          </Fact>
          <Fact label={t('giveaways.card.whoMayEnter')} testId="giveaway-eligibility">
            {eligibilityParts(g).join(', ')}
          </Fact>
          {g.subscriberMultiplier > 1 ? (
            <Fact label={t('giveaways.card.subscribers')}>
              {t('giveaways.card.multiplier', { multiplier: fmt().number(g.subscriberMultiplier) })}
            </Fact>
          ) : null}
          {g.chatJoin ? <Fact label={t('giveaways.card.inChat')}>{t('giveaways.card.typeJoin')}</Fact> : null}
          {g.me ? (
            <Fact label={t('giveaways.card.yourTickets')} testId="my-tickets">
              {fmt().number(g.me.tickets)}
              {g.me.free > 0 ? (
                <span className="font-normal text-muted" data-testid="my-free-tickets">
                  {' '}
                  {t('giveaways.card.free', { count: g.me.free, n: fmt().number(g.me.free) })}
                </span>
              ) : null}
              {g.me.paid > 0 ? (
                <span className="font-normal text-muted">
                  {' '}
                  {t('giveaways.card.paid', { count: g.me.paid, points: fmt().points(g.me.paid) })}
                </span>
              ) : null}
              {g.me.ineligible ? (
                <span className="block font-medium" data-testid="my-entry-ineligible">
                  {t('giveaways.card.ineligible')}
                </span>
              ) : null}
            </Fact>
          ) : null}
        </dl>
        <div className="min-w-0 text-xs">
          <p className="flex items-center gap-1 font-semibold uppercase tracking-wide text-muted">
            <ShieldCheckIcon aria-hidden="true" className="size-3.5" /> {t('giveaways.card.seedHash')}
          </p>
          <p className="break-all font-mono text-fg/80" data-testid="server-seed-hash">
            {g.serverSeedHash}
          </p>
        </div>
        {children}
        {isDrawn(g) ? (
          <p className="text-sm">
            <Link
              to={`/giveaways/${g._id}/verify`}
              className={cn('font-semibold text-accent underline underline-offset-4')}
            >
              <Trans
                id="giveaways.card.verify"
                values={{ title: g.title, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
              />
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
