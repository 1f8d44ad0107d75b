import {
  AVG_BET_RANGE_MESSAGE,
  AVG_MAX_BET,
  AVG_MIN_BET,
  isAvgBetInRange,
  type LiveHunt,
  type LiveHuntMe,
} from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { signInFirst } from '@/lib/login-dialog';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { usePlaceAvgBet } from '../api/place-avg-bet';
import { AVG_GROUP_INFO } from '../format';
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
  const status = hunt.avg.status === 'opened' ? 'Opened' : hunt.avg.status === 'closed' ? 'Closed' : 'Soon';
  const canBet = hunt.avg.status === 'opened' && !me?.avg;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!group) return;
    const bet = Number(value);
    if (!/^\d+$/.test(value.trim()) || !isAvgBetInRange(bet)) {
      toast({ variant: 'destructive', description: AVG_BET_RANGE_MESSAGE });
      return;
    }
    place.mutate(
      { guess: group, bet },
      {
        onSuccess: () => {
          setGroup(null);
          toast({ variant: 'success', description: 'Aposta confirmada!' });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            description: errorText(err, 'Erro ao enviar a aposta AVG. Verifique seu login.'),
          }),
      },
    );
  };
  const winner = hunt.avg.group;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <span className="font-bold">AVG</span>
        <StatusBadge status={status} />
      </div>
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
          label="Winner Group"
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
        <StatRow label="Pot Points" value={hunt.avg.pot.toLocaleString('en-US')} testId="avg-pot" />
        {me?.avg ? (
          <>
            <StatRow label="Your Group" value={me.avg.group} testId="avg-your-group" />
            <StatRow label="Bet" value={me.avg.bet} />
            {me.avg.payout !== null ? (
              <StatRow label={me.avg.refunded ? 'Refunded' : 'Won'} value={me.avg.payout} testId="avg-payout" />
            ) : null}
          </>
        ) : null}
      </div>
      {hunt.settlement && hunt.settlement.avgPayouts.length > 0 ? (
        <div className="mt-3 text-sm" data-testid="avg-result">
          <h3 className="mb-1 font-bold">
            {hunt.settlement.refundedAll
              ? 'Nobody chose the winning group: every bet was refunded'
              : `Average x${hunt.settlement.averageMultiplierWhole ?? '-'}: group ${winner ?? '-'} wins`}
          </h3>
          <ul>
            {hunt.settlement.avgPayouts
              .filter((p) => p.payout > 0)
              .slice(0, 10)
              .map((p, i) => (
                <li key={i} className="flex justify-between gap-2 py-0.5">
                  <span className="truncate">
                    {p.username} ({p.group}, {p.bet})
                  </span>
                  <span className="tabular-nums">+{p.payout}</span>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <Dialog open={group !== null} onOpenChange={(o) => (o ? null : setGroup(null))}>
        <DialogContent title={`Aposta no Grupo ${group ?? ''}`}>
          <form onSubmit={submit} noValidate className="grid gap-3">
            <label className="grid gap-1 text-sm">
              Insira sua aposta ({AVG_MIN_BET} - {AVG_MAX_BET}):
              <input
                className={inputClass}
                type="number"
                inputMode="numeric"
                min={AVG_MIN_BET}
                max={AVG_MAX_BET}
                placeholder="Digite sua aposta"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoFocus
              />
            </label>
            <Button type="submit" disabled={place.isPending}>
              Confirmar
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
