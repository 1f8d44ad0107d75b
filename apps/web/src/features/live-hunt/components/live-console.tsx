import type { LiveHunt } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { GAME_STATUS } from '../format';
import { useCancelLiveHunt } from '../api/cancel-live-hunt';
import { useFinishLiveHunt } from '../api/finish-live-hunt';
import { useSetAvgStatus } from '../api/set-avg-status';
import { useSetGtbStatus } from '../api/set-gtb-status';
import { fail } from './console-shared';
import { GtbPrizesForm } from './gtb-prizes-form';
import { GtbWinLimitForm } from './gtb-win-limit-form';
import { AddBonusForm } from './add-bonus-form';
import { ConsoleBonusTable } from './console-bonus-table';
import { useMoney } from '@/lib/money';

export function LiveConsole({ hunt }: { hunt: LiveHunt }) {
  const money = useMoney();
  const gtb = useSetGtbStatus();
  const avg = useSetAvgStatus();
  const finish = useFinishLiveHunt();
  const cancel = useCancelLiveHunt();
  const index = String(hunt.index);
  const unopened = hunt.stats.totalBonus - hunt.stats.openedBonus;
  return (
    <div className="mb-6 grid gap-4">
      <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-surface p-4">
        <h2 className="mr-auto text-xl font-bold">
          {t('live-hunt.huntTitle', { index })}{' '}
          <span className="text-sm font-normal text-muted">
            {t('live-hunt.console.startEnd', {
              start: money.cents(hunt.start),
              end: money.cents(hunt.stats.endBalance),
            })}
          </span>
        </h2>
        {hunt.gtb.closedForGood ? (
          <Button size="sm" variant="secondary" disabled title={t('live-hunt.console.gtbClosedHint')}>
            {t('live-hunt.console.gtbClosedForGood')}
          </Button>
        ) : hunt.gtb.status === 'opened' ? (
          <ConfirmDialog
            trigger={(open) => (
              <Button size="sm" variant="destructive" onClick={open}>
                {t('live-hunt.console.closeGtb')}
              </Button>
            )}
            title={t('live-hunt.console.closeGtbTitle')}
            description={t('live-hunt.console.closeGtbBody')}
            confirmLabel={t('live-hunt.console.closeGtb')}
            variant="destructive"
            pending={gtb.isPending}
            onConfirm={() => gtb.mutate('closed', { onError: fail })}
          />
        ) : (
          <Button size="sm" variant="success" onClick={() => gtb.mutate('opened', { onError: fail })}>
            {t('live-hunt.console.openGtb')}
          </Button>
        )}
        <Button
          size="sm"
          variant={hunt.avg.status === 'opened' ? 'destructive' : 'success'}
          onClick={() => avg.mutate(hunt.avg.status === 'opened' ? 'closed' : 'opened', { onError: fail })}
        >
          {t(hunt.avg.status === 'opened' ? 'live-hunt.console.closeAvg' : 'live-hunt.console.openAvg')}
        </Button>
        <ConfirmDialog
          trigger={(open) => (
            <Button size="sm" onClick={open}>
              {t('live-hunt.console.finish')}
            </Button>
          )}
          title={t('live-hunt.console.finishTitle', { index })}
          description={t('live-hunt.console.finishBody', {
            balance: money.cents(hunt.stats.endBalance),
            unopened: Math.max(0, unopened),
            count: fmt().number(unopened),
          })}
          confirmLabel={t('live-hunt.console.finishConfirm')}
          pending={finish.isPending}
          onConfirm={() =>
            finish.mutate(undefined, {
              onError: fail,
              onSuccess: () => toast({ variant: 'success', description: t('live-hunt.console.finished') }),
            })
          }
        />
        <ConfirmDialog
          trigger={(open) => (
            <Button size="sm" variant="outline" onClick={open}>
              {t('live-hunt.console.cancel')}
            </Button>
          )}
          title={t('live-hunt.console.cancelTitle', { index })}
          description={t('live-hunt.console.cancelBody')}
          confirmLabel={t('live-hunt.console.cancelConfirm')}
          variant="destructive"
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, { onError: fail })}
        />
        <p className="w-full text-xs text-muted">
          {t('live-hunt.console.state', {
            gtb: t(GAME_STATUS[hunt.gtb.status]),
            guesses: hunt.gtb.participants,
            guessCount: fmt().number(hunt.gtb.participants),
            avg: t(GAME_STATUS[hunt.avg.status]),
            bets: hunt.avg.participants,
            betCount: fmt().number(hunt.avg.participants),
            pot: fmt().points(hunt.avg.pot),
          })}
        </p>
      </div>
      <GtbPrizesForm hunt={hunt} />
      <GtbWinLimitForm hunt={hunt} />
      <AddBonusForm />
      <ConsoleBonusTable hunt={hunt} />
    </div>
  );
}
