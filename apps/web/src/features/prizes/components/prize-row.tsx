import type { PrizeItem, SiteCurrency } from '@app/contracts';
import { BadgeCheckIcon, CheckCircle2Icon, CircleIcon, CoinsIcon, GiftIcon, TrophyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { fmt, pointsText, t } from '@/i18n';
import { formatDateTime, formatMonth } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useMoney } from '@/lib/money';
import { useSetHandedOut } from '../api/set-handed-out';

/**
 * "Bonus Hunt #12 · GTB place 1", "Stake wager race, October 2026 · place 2", "Wager milestone: $5,000 at
 * Stake in November 2026", in the screen's language.
 */
function prizeTitle(prize: PrizeItem, currency: SiteCurrency): string {
  if (prize.source === 'milestone') {
    const values = {
      threshold: fmt().money(prize.threshold ?? 0, currency, { whole: true }),
      sponsor: prize.sponsorName ?? t('prizes.allSponsors'),
      month: formatMonth(prize.period ?? ''),
    };
    return prize.period ? t('prizes.milestoneMonthTitle', values) : t('prizes.milestoneLifetimeTitle', values);
  }
  return prize.source === 'gtb'
    ? t('prizes.gtbTitle', { hunt: String(prize.huntIndex ?? ''), place: String(prize.place) })
    : t('prizes.wagerRaceTitle', {
        sponsor: prize.sponsorName ?? '',
        month: formatMonth(prize.period ?? ''),
        place: String(prize.place),
      });
}

/** What to hand out: "500 points", "$2,000" (in the site currency, as the wager board shows it), or the admin's text. */
function prizeText(prize: PrizeItem, currency: SiteCurrency): string {
  if (prize.prizePoints !== null) return pointsText(prize.prizePoints);
  if (prize.prizeUsd !== null) return fmt().money(prize.prizeUsd, currency, { whole: true });
  return prize.prizeText ?? '';
}

/** When it was paid, handed out (and by whom), or won. */
function handoutLine(prize: PrizeItem): string {
  if (prize.paidByLedger) return t('prizes.paidAt', { when: formatDateTime(prize.awardedAt) });
  if (!prize.handedOut || !prize.handedOutAt) return t('prizes.wonAt', { when: formatDateTime(prize.awardedAt) });
  const when = formatDateTime(prize.handedOutAt);
  return prize.handedOutByRemoved || prize.handedOutBy === null
    ? t('prizes.handedOutByRemoved', { when })
    : t('prizes.handedOutBy', { admin: prize.handedOutBy, when });
}

export function PrizeRow({ prize }: { prize: PrizeItem }) {
  const set = useSetHandedOut();
  const money = useMoney();
  const Icon =
    prize.source === 'leaderboard'
      ? TrophyIcon
      : prize.source === 'milestone'
        ? BadgeCheckIcon
        : prize.kind === 'points'
          ? CoinsIcon
          : GiftIcon;
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3"
      data-testid="prize-row"
      data-handed-out={prize.handedOut || undefined}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate text-xs text-muted">{prizeTitle(prize, money.currency)}</p>
        <p className="font-semibold [overflow-wrap:anywhere]">
          {prize.winner} <span className="font-normal text-muted">·</span>{' '}
          <span className="text-yellow-400">{prizeText(prize, money.currency)}</span>
          {prize.affiliate ? (
            // The place's affiliate prize applied: the winner was a verified affiliate at settlement.
            <span
              className="ml-2 rounded-full bg-accent/20 px-2 py-0.5 text-xs font-bold text-accent"
              data-testid="prize-affiliate"
            >
              {t('prizes.affiliate')}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-muted">{handoutLine(prize)}</p>
      </div>
      {prize.paidByLedger ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-success/20 px-2.5 py-1 text-xs font-bold text-success">
          <CheckCircle2Icon className="size-3.5" /> {t('prizes.paid')}
        </span>
      ) : (
        <Button
          size="sm"
          variant={prize.handedOut ? 'outline' : 'success'}
          aria-pressed={prize.handedOut}
          disabled={set.isPending}
          onClick={() =>
            set.mutate(
              { source: prize.source, ref: prize.ref, handedOut: !prize.handedOut },
              { onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }) },
            )
          }
        >
          {prize.handedOut ? <CheckCircle2Icon /> : <CircleIcon />}
          {prize.handedOut ? t('prizes.handedOut') : t('prizes.markHandedOut')}
        </Button>
      )}
    </li>
  );
}
