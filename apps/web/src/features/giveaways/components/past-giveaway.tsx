import type { Giveaway } from '@app/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { t, Trans } from '@/i18n';
import { formatDateTimeLisbon } from '@/lib/dates';
import { isDrawn } from '../format';
import { GiveawayImage } from './giveaway-image';
import { StateBadge } from './state-badge';
import { Winners } from './winners';

/** A giveaway of the history: title, date, prize, winners (disqualified ones struck through), verify link. */
export function PastGiveaway({ giveaway: g }: { giveaway: Giveaway }) {
  const titleId = useId();
  const when = g.state === 'cancelled' ? g.cancelledAt : g.drawnAt;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="past-giveaway"
      data-giveaway={g._id}
      className="grid min-w-0 grid-cols-[3.5rem_minmax(0,1fr)] gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <GiveawayImage src={g.image} className="size-14" />
      <div className="grid min-w-0 grid-cols-1 gap-2">
        <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="break-words font-bold">
              <Link to={`/giveaways/${g._id}`} className="hover:text-accent hover:underline">
                {g.title}
              </Link>
            </h3>
            <p className="break-words text-sm text-fg/85">{g.prize}</p>
            {when ? (
              <p className="text-xs text-muted">
                <Trans
                  id="giveaways.lisbonTime"
                  values={{ when: <time dateTime={when}>{formatDateTimeLisbon(when)}</time> }}
                />
              </p>
            ) : null}
            {g.state === 'drawn' && g.finalizesAt ? (
              <p className="text-xs text-muted" data-testid="finalizes-at">
                <Trans
                  id="giveaways.past.finalizesAt"
                  values={{ when: <time dateTime={g.finalizesAt}>{formatDateTimeLisbon(g.finalizesAt)}</time> }}
                />
              </p>
            ) : null}
          </div>
          <StateBadge state={g.state} />
        </div>
        <Winners giveaway={g} />
        {g.me?.ineligible ? (
          <p className="text-sm font-medium" data-testid="my-entry-ineligible">
            {t('giveaways.card.ineligible')}
          </p>
        ) : null}
        {isDrawn(g) ? (
          <p className="text-sm">
            <Link to={`/giveaways/${g._id}/verify`} className="font-semibold text-accent underline underline-offset-4">
              <Trans
                id="giveaways.past.verify"
                values={{ title: g.title, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
              />
            </Link>
          </p>
        ) : null}
      </div>
    </li>
  );
}
