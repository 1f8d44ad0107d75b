import { MILESTONE_GRANT_STATUSES, type MilestoneGrant, type MilestoneGrantStatus } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { formatDateTime, timeAgo } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useMoney } from '@/lib/money';
import { useApproveMilestoneGrant } from '../api/approve-milestone-grant';
import { useMilestoneGrants } from '../api/get-milestone-grants';
import { useRejectMilestoneGrant } from '../api/reject-milestone-grant';
import { rewardText, SCOPE_LABEL, STATUS_LABEL, thresholdText, tierSponsor } from '../format';
import { GrantBadge } from './grant-badge';

const select = 'h-10 rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent max-sm:w-full';

/** Approve (the points are credited once) or Reject a grant awaiting approval, each after a confirm. */
function Decide({ grant }: { grant: MilestoneGrant }) {
  const approve = useApproveMilestoneGrant();
  const reject = useRejectMilestoneGrant();
  const pending =
    (approve.isPending && approve.variables === grant.id) || (reject.isPending && reject.variables === grant.id);
  const names = { user: grant.user.username, reward: rewardText(grant) };
  const onError = (err: unknown) => toast({ variant: 'destructive', description: errorMessage(err) });
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      <ConfirmDialog
        trigger={(open) => (
          <Button size="sm" variant="success" onClick={open} disabled={pending} data-testid="milestone-approve">
            {t('wager-milestones.desk.approve')}
          </Button>
        )}
        title={t('wager-milestones.desk.approveTitle', names)}
        description={t('wager-milestones.desk.approveText', names)}
        confirmLabel={t('wager-milestones.desk.approve')}
        onConfirm={() =>
          approve.mutate(grant.id, {
            onSuccess: () => toast({ variant: 'success', description: t('wager-milestones.desk.approved', names) }),
            onError,
          })
        }
      />
      <ConfirmDialog
        trigger={(open) => (
          <Button size="sm" variant="destructive" onClick={open} disabled={pending} data-testid="milestone-reject">
            {t('wager-milestones.desk.reject')}
          </Button>
        )}
        title={t('wager-milestones.desk.rejectTitle', names)}
        description={t('wager-milestones.desk.rejectText', names)}
        confirmLabel={t('wager-milestones.desk.reject')}
        variant="destructive"
        onConfirm={() =>
          reject.mutate(grant.id, {
            onSuccess: () => toast({ variant: 'success', description: t('wager-milestones.desk.rejected', names) }),
            onError,
          })
        }
      />
    </div>
  );
}

/** Below 768 px a row is a card: viewer and time, milestone and reward, wager and state, then the actions. */
const ROW_AS_CARD = [
  'border-t border-border',
  'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3',
].join(' ');

/**
 * The grants desk: who reached which milestone, with the wager that counted and the reward; a status
 * filter (awaiting approval first); Approve or Reject what awaits.
 */
export function GrantsDesk() {
  const [status, setStatus] = useState<MilestoneGrantStatus | ''>('awaiting');
  const grants = useMilestoneGrants(status);
  const money = useMoney();
  const statusId = useId();
  const now = Date.now();
  return (
    <section
      className="mt-6 rounded-2xl border border-border bg-surface p-4 sm:p-6"
      aria-labelledby="milestone-grants-title"
      data-testid="milestone-grants"
    >
      <h2 id="milestone-grants-title" className="text-lg font-bold">
        {t('wager-milestones.desk.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('wager-milestones.desk.text')}</p>
      <div className="my-3 grid gap-1 text-sm sm:flex sm:items-center sm:gap-3">
        <label htmlFor={statusId} className="font-semibold">
          {t('wager-milestones.desk.status')}
        </label>
        <select
          id={statusId}
          className={select}
          value={status}
          onChange={(e) => setStatus(e.target.value as MilestoneGrantStatus | '')}
        >
          {MILESTONE_GRANT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABEL[s])}
            </option>
          ))}
          <option value="">{t('wager-milestones.desk.allStatuses')}</option>
        </select>
      </div>
      <DataTable
        variant="plain"
        columns={[
          {
            id: 'viewer',
            header: t('wager-milestones.desk.viewer'),
            headerClassName: 'max-md:sr-only',
            cellClassName: 'font-medium max-md:col-start-1 max-md:row-start-1 max-md:break-words max-md:p-0',
            cell: (g) => g.user.username,
          },
          {
            id: 'milestone',
            header: t('wager-milestones.desk.milestone'),
            headerClassName: 'max-md:sr-only',
            cellClassName: 'max-md:col-span-2 max-md:row-start-2 max-md:p-0',
            cell: (g) => (
              <span className="grid gap-0.5">
                <span>
                  <span className="font-semibold">{thresholdText(g.tier.threshold, money.currency)}</span>{' '}
                  <span className="text-muted">{tierSponsor(g.tier)}</span>
                </span>
                <span className="text-xs text-muted">
                  {g.periodKey === 'lifetime' ? t(SCOPE_LABEL.lifetime) : fmt().month(g.periodKey)}
                </span>
              </span>
            ),
          },
          {
            id: 'wager',
            header: t('wager-milestones.desk.wager'),
            align: 'right',
            headerClassName: 'max-md:sr-only',
            cellClassName: 'tabular-nums max-md:col-start-1 max-md:row-start-3 max-md:p-0 max-md:text-left',
            cell: (g) => money.cents(g.wagerCents),
          },
          {
            id: 'reward',
            header: t('wager-milestones.desk.reward'),
            headerClassName: 'max-md:sr-only',
            cellClassName: 'max-md:col-span-2 max-md:row-start-4 max-md:p-0',
            cell: (g) => (
              <span className="grid justify-items-start gap-0.5">
                <span className="break-words">{rewardText(g)}</span>
                <GrantBadge status={g.status} />
              </span>
            ),
          },
          {
            id: 'when',
            header: t('wager-milestones.desk.when'),
            headerClassName: 'max-md:sr-only',
            cellClassName:
              'text-muted max-md:col-start-2 max-md:row-start-1 max-md:p-0 max-md:text-right max-md:text-xs',
            cell: (g) => (
              <time dateTime={g.createdAt} title={formatDateTime(g.createdAt)}>
                {timeAgo(g.createdAt, now)}
              </time>
            ),
          },
          {
            id: 'actions',
            header: t('wager-milestones.desk.actions'),
            align: 'right',
            headerClassName: 'max-md:sr-only',
            cellClassName: 'max-md:col-span-2 max-md:row-start-5 max-md:p-0 max-md:pt-2',
            cell: (g) => (g.status === 'awaiting' ? <Decide grant={g} /> : null),
          },
        ]}
        rows={grants.data?.grants ?? []}
        rowKey={(g) => g.id}
        rowProps={() => ({ 'data-testid': 'milestone-grant' })}
        loading={grants.isPending}
        error={
          grants.isError ? t('wager-milestones.desk.loadFailed', { error: errorMessage(grants.error) }) : undefined
        }
        empty={t('wager-milestones.desk.empty')}
        tableClassName="max-md:block md:min-w-[44rem]"
        headClassName="text-left text-muted max-md:hidden"
        bodyClassName="max-md:block"
        rowClassName={ROW_AS_CARD}
        messageClassName="max-md:block"
      />
    </section>
  );
}
