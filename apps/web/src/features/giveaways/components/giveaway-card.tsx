import { formatPoints, type Giveaway } from '@app/contracts';
import { ShieldCheckIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDateTimeLisbon } from '@/lib/dates';
import { costLabel, eligibilityParts, isDrawn, plural } from '../format';
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
      {formatDateTimeLisbon(iso)} Lisbon time
    </time>
  );
  switch (g.state) {
    case 'scheduled':
      return (
        <p className="flex flex-wrap gap-x-2 text-sm">
          <Countdown to={g.opensAt} label="Opens in" onElapsed={onElapsed} className="font-semibold" />
          {at(g.opensAt)}
        </p>
      );
    case 'open':
      return (
        <p className="flex flex-wrap gap-x-2 text-sm">
          <Countdown to={g.closesAt} label="Closes in" onElapsed={onElapsed} className="font-semibold" />
          {at(g.closesAt)}
        </p>
      );
    case 'closing':
      return <p className="text-sm font-semibold text-gold">Closed: drawing the winners…</p>;
    case 'cancelled':
      return <p className="text-sm text-muted">Cancelled {g.cancelledAt ? at(g.cancelledAt) : null}</p>;
    default:
      return (
        <p className="flex flex-wrap gap-x-2 text-sm">
          <span>
            Drawn <span className="text-muted">{g.drawnAt ? at(g.drawnAt) : null}</span>
          </span>
          {g.state === 'drawn' && g.finalizesAt ? (
            <span className="text-muted">· final {at(g.finalizesAt)} unless rerolled</span>
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
              <p className="text-sm font-semibold text-gold">+ {formatPoints(g.pointsPrize)} points to each winner</p>
            ) : null}
          </div>
          <StateBadge state={g.state} />
        </div>
        <Timing giveaway={g} onElapsed={onElapsed} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          <Fact label="Entries" testId="giveaway-entries">
            {formatPoints(g.entries)}
          </Fact>
          <Fact label="Tickets" testId="giveaway-tickets">
            {formatPoints(g.tickets)}
          </Fact>
          <Fact label="Winners">{formatPoints(g.winners)}</Fact>
          <Fact label="Cost" testId="giveaway-cost">
            {costLabel(g.entryCost)}
          </Fact>
          <Fact label="Max tickets">{plural(g.maxTicketsPerAccount, 'per account', 'per account')}</Fact>
          <Fact label="Who may enter" testId="giveaway-eligibility">
            {eligibilityParts(g).join(', ')}
          </Fact>
          {g.subscriberMultiplier > 1 ? <Fact label="Subscribers">×{g.subscriberMultiplier} tickets</Fact> : null}
          {g.chatJoin ? <Fact label="In chat">Type !join</Fact> : null}
          {g.me ? (
            <Fact label="Your tickets" testId="my-tickets">
              {formatPoints(g.me.tickets)}
              {g.me.paid > 0 ? (
                <span className="font-normal text-muted"> ({formatPoints(g.me.paid)} points paid)</span>
              ) : null}
            </Fact>
          ) : null}
        </dl>
        <div className="min-w-0 text-xs">
          <p className="flex items-center gap-1 font-semibold uppercase tracking-wide text-muted">
            <ShieldCheckIcon aria-hidden="true" className="size-3.5" /> Server seed hash (SHA-256)
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
              Verify this draw<span className="sr-only"> of {g.title}</span>
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
