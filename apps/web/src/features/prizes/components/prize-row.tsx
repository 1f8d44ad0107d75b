import type { PrizeItem } from '@app/contracts';
import { CheckCircle2Icon, CircleIcon, CoinsIcon, GiftIcon, TrophyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useSetHandedOut } from '../api/set-handed-out';

export function PrizeRow({ prize }: { prize: PrizeItem }) {
  const set = useSetHandedOut();
  const Icon = prize.source === 'leaderboard' ? TrophyIcon : prize.kind === 'points' ? CoinsIcon : GiftIcon;
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3"
      data-testid="prize-row"
      data-handed-out={prize.handedOut || undefined}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate text-xs text-muted">{prize.title}</p>
        <p className="font-semibold [overflow-wrap:anywhere]">
          {prize.winner} <span className="font-normal text-muted">·</span>{' '}
          <span className="text-yellow-400">{prize.prize}</span>
        </p>
        <p className="text-xs text-muted">
          {prize.paidByLedger
            ? t('prizes.paidAt', { when: formatDateTime(prize.awardedAt) })
            : prize.handedOut
              ? t('prizes.handedOutBy', { admin: prize.handedOutBy ?? '-', when: formatDateTime(prize.handedOutAt!) })
              : t('prizes.wonAt', { when: formatDateTime(prize.awardedAt) })}
        </p>
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
