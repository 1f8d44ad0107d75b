import { ResponsiblePlayNotice } from '@/components/responsible-play-notice';
import { AVG_MAX_BET, AVG_MIN_BET, isAvgBetInRange, type LiveHunt, type LiveHuntMe } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { signInFirst } from '@/lib/login-dialog';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { usePlaceAvgBet } from '../api/place-avg-bet';
import { AVG_GROUP_INFO, avgRangeText } from '../format';
import { StatRow } from './stat-row';
import { StatusBadge } from './status-badge';
import { errorText } from './bet-error-text';
import { inputClass } from './console-shared';

const GROUPS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export function AvgTab({ hunt, me }: { hunt: LiveHunt; me: LiveHuntMe | null }) {
  const [group, setGroup] = useState<(typeof GROUPS)[number] | null>(null);
  const [value, setValue] = useState('');
  const signedIn = useIsSignedIn();
  const place = usePlaceAvgBet(hunt._id);
  const canBet = hunt.avg.status === 'opened' && !me?.avg;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!group) return;
    const bet = Number(value);
    if (!/^\d+$/.test(value.trim()) || !isAvgBetInRange(bet)) {
      toast({ variant: 'destructive', description: avgRangeText() });
      return;
    }
    place.mutate(
      { guess: group, bet },
      {
        onSuccess: () => {
          setGroup(null);
          toast({ variant: 'success', description: t('live-hunt.avg.placed') });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            description: errorText(err, t('live-hunt.avg.failed'), avgRangeText()),
          }),
      },
    );
  };
  const winner = hunt.avg.group;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <span className="font-bold">{t('live-hunt.avg.title')}</span>
        <StatusBadge status={hunt.avg.status} />
      </div>
      <ResponsiblePlayNotice />
      <div className="grid grid-cols-3 gap-2">
        {GROUPS.map((g) => (
          <button
            key={g}
            data-testid={`avg-tile-${g}`}
            disabled={!canBet}
            // A visitor is asked to log in first, before typing a bet.
            onClick={() =>
              signInFirst(signedIn, () => {
                setValue('');
                setGroup(g);
              })
            }
            className={cn(
              'rounded-lg border-2 bg-surface-2 p-2 text-center',
              AVG_GROUP_INFO[g].className,
              canBet ? 'hover:bg-border' : 'cursor-default',
              me?.avg && me.avg.group !== g && 'opacity-40',
            )}
          >
            <div className="text-lg font-extrabold">{g}</div>
            <div className="text-xs">{AVG_GROUP_INFO[g].range}</div>
          </button>
        ))}
      </div>
      <div className="mt-3">
        <StatRow
          label={t('live-hunt.avg.winnerGroup')}
          value={
            winner ? (
              <span
                className={AVG_GROUP_INFO[winner].className.split(' ')[1]}
              >{`${winner} ${AVG_GROUP_INFO[winner].range}`}</span>
            ) : (
              '-'
            )
          }
          testId="avg-winner"
        />
        <StatRow label={t('live-hunt.avg.pot')} value={fmt().points(hunt.avg.pot)} testId="avg-pot" />
        {me?.avg ? (
          <>
            <StatRow label={t('live-hunt.avg.yourGroup')} value={me.avg.group} testId="avg-your-group" />
            <StatRow label={t('live-hunt.avg.bet')} value={fmt().points(me.avg.bet)} />
            {me.avg.payout !== null ? (
              <StatRow
                label={t(me.avg.refunded ? 'live-hunt.avg.refunded' : 'live-hunt.avg.won')}
                value={fmt().points(me.avg.payout)}
                testId="avg-payout"
              />
            ) : null}
          </>
        ) : null}
      </div>
      {hunt.settlement && hunt.settlement.avgPayouts.length > 0 ? (
        <div className="mt-3 text-sm" data-testid="avg-result">
          <h3 className="mb-1 font-bold">
            {hunt.settlement.refundedAll
              ? t('live-hunt.avg.allRefunded')
              : t('live-hunt.avg.result', {
                  average:
                    hunt.settlement.averageMultiplierWhole === null
                      ? '-'
                      : fmt().number(hunt.settlement.averageMultiplierWhole),
                  group: winner ?? '-',
                })}
          </h3>
          <ul>
            {hunt.settlement.avgPayouts
              .filter((p) => p.payout > 0)
              .slice(0, 10)
              .map((p, i) => (
                <li key={i} className="flex justify-between gap-2 py-0.5">
                  <span className="truncate">
                    {p.username} ({p.group}, {fmt().points(p.bet)})
                  </span>
                  <span className="tabular-nums">+{fmt().points(p.payout)}</span>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <Dialog open={group !== null} onOpenChange={(o) => (o ? null : setGroup(null))}>
        <DialogContent title={t('live-hunt.avg.dialogTitle', { group: group ?? '' })}>
          <form onSubmit={submit} noValidate className="grid gap-3">
            <label className="grid gap-1 text-sm">
              {t('live-hunt.avg.label', { min: fmt().number(AVG_MIN_BET), max: fmt().number(AVG_MAX_BET) })}
              <input
                className={inputClass}
                type="number"
                inputMode="numeric"
                min={AVG_MIN_BET}
                max={AVG_MAX_BET}
                placeholder={t('live-hunt.avg.placeholder')}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoFocus
              />
            </label>
            <Button type="submit" disabled={place.isPending}>
              {t('live-hunt.avg.confirm')}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
