import type { LiveHunt } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useCancelLiveHunt } from '../api/cancel-live-hunt';
import { useFinishLiveHunt } from '../api/finish-live-hunt';
import { useSetAvgStatus } from '../api/set-avg-status';
import { useSetGtbStatus } from '../api/set-gtb-status';
import { fail } from './console-shared';
import { GtbPrizesForm } from './gtb-prizes-form';
import { AddBonusForm } from './add-bonus-form';
import { ConsoleBonusTable } from './console-bonus-table';
import { useMoney } from '@/lib/money';

export function LiveConsole({ hunt }: { hunt: LiveHunt }) {
  const money = useMoney();
  const gtb = useSetGtbStatus();
  const avg = useSetAvgStatus();
  const finish = useFinishLiveHunt();
  const cancel = useCancelLiveHunt();
  return (
    <div className="mb-6 grid gap-4">
      <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-surface p-4">
        <h2 className="mr-auto text-xl font-bold">
          Bonus Hunt #{hunt.index}{' '}
          <span className="text-sm font-normal text-muted">
            start {money.cents(hunt.start)} · end {money.cents(hunt.stats.endBalance)}
          </span>
        </h2>
        {hunt.gtb.closedForGood ? (
          <Button size="sm" variant="secondary" disabled title="GTB was closed for this hunt: it cannot open again.">
            GTB closed for good
          </Button>
        ) : hunt.gtb.status === 'opened' ? (
          <ConfirmDialog
            trigger={(open) => (
              <Button size="sm" variant="destructive" onClick={open}>
                Close GTB
              </Button>
            )}
            title="Close GTB for good?"
            description="No more guesses: once closed, GTB cannot open again for this hunt."
            confirmLabel="Close GTB"
            variant="destructive"
            pending={gtb.isPending}
            onConfirm={() => gtb.mutate('closed', { onError: fail })}
          />
        ) : (
          <Button size="sm" variant="success" onClick={() => gtb.mutate('opened', { onError: fail })}>
            Open GTB
          </Button>
        )}
        <Button
          size="sm"
          variant={hunt.avg.status === 'opened' ? 'destructive' : 'success'}
          onClick={() => avg.mutate(hunt.avg.status === 'opened' ? 'closed' : 'opened', { onError: fail })}
        >
          {hunt.avg.status === 'opened' ? 'Close AVG' : 'Open AVG'}
        </Button>
        <ConfirmDialog
          trigger={(open) => (
            <Button size="sm" onClick={open}>
              Finish hunt
            </Button>
          )}
          title={`Finish Bonus Hunt #${hunt.index}?`}
          description={`The final balance is ${money.cents(hunt.stats.endBalance)}${hunt.stats.openedBonus < hunt.stats.totalBonus ? ` with ${hunt.stats.totalBonus - hunt.stats.openedBonus} bonus(es) still unopened` : ''}. GTB winners and AVG payouts are settled now and cannot change.`}
          confirmLabel="Finish and settle"
          pending={finish.isPending}
          onConfirm={() =>
            finish.mutate(undefined, {
              onError: fail,
              onSuccess: () => toast({ variant: 'success', description: 'Hunt finished and settled.' }),
            })
          }
        />
        <ConfirmDialog
          trigger={(open) => (
            <Button size="sm" variant="outline" onClick={open}>
              Cancel hunt
            </Button>
          )}
          title={`Cancel Bonus Hunt #${hunt.index}?`}
          description="Every AVG bet is refunded and no GTB prize is given. This cannot be undone."
          confirmLabel="Cancel the hunt"
          variant="destructive"
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, { onError: fail })}
        />
        <p className="w-full text-xs text-muted">
          GTB {hunt.gtb.status} · {hunt.gtb.participants} guesses · AVG {hunt.avg.status} · {hunt.avg.participants} bets
          · pot {hunt.avg.pot}
        </p>
      </div>
      <GtbPrizesForm hunt={hunt} />
      <AddBonusForm />
      <ConsoleBonusTable hunt={hunt} />
    </div>
  );
}
