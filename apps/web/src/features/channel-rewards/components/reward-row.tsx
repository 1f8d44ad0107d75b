import type { ChannelReward, ChannelRewardState } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { fmt, pointsText, t, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useDeleteChannelReward, useUpdateChannelReward } from '../api/channel-rewards';
import { RewardForm } from './reward-form';

const STATE_LABEL: Record<ChannelRewardState, MessageId> = {
  active: 'channel-rewards.state.active',
  paused: 'channel-rewards.state.paused',
  error: 'channel-rewards.state.error',
  not_connected: 'channel-rewards.state.notConnected',
};
const STATE_CLASS: Record<ChannelRewardState, string> = {
  active: 'bg-success/15 text-success',
  paused: 'bg-surface-2 text-muted',
  error: 'bg-danger/15 text-danger',
  not_connected: 'bg-warning/15 text-warning',
};

/** One reward: its figures and state, with edit, pause / resume and delete. */
export function RewardRow({ reward }: { reward: ChannelReward }) {
  const update = useUpdateChannelReward();
  const remove = useDeleteChannelReward();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onError = (err: unknown) => setError(errorMessage(err));

  if (editing)
    return (
      <li className="rounded-lg border border-border p-3">
        <RewardForm
          reward={reward}
          pending={update.isPending}
          error={error}
          submitLabel={t('channel-rewards.form.save')}
          onCancel={() => setEditing(false)}
          onSubmit={(values) =>
            update.mutate(
              { id: reward.id, change: values },
              {
                onSuccess: () => {
                  setEditing(false);
                  setError(null);
                },
                onError,
              },
            )
          }
        />
      </li>
    );

  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words">{reward.title}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[reward.state]}`}>
          {t(STATE_LABEL[reward.state])}
        </span>
      </div>
      <p className="text-sm text-muted">
        {t('channel-rewards.row.figures', {
          cost: fmt().number(reward.cost),
          points: pointsText(reward.points),
          cap: reward.dailyCap > 0 ? fmt().number(reward.dailyCap) : t('channel-rewards.row.noCap'),
        })}
      </p>
      <p className="text-xs text-muted">
        {t('channel-rewards.row.counts', {
          credited: fmt().number(reward.credited),
          refunded: fmt().number(reward.refunded),
          pending: fmt().number(reward.pending),
        })}
      </p>
      {reward.lastError ? (
        <p className="text-xs break-words text-danger">
          {t('channel-rewards.row.lastError', { error: reward.lastError })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          {t('channel-rewards.row.edit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { id: reward.id, change: { enabled: !reward.enabled } },
              { onSuccess: () => setError(null), onError },
            )
          }
        >
          {t(reward.enabled ? 'channel-rewards.row.pause' : 'channel-rewards.row.resume')}
        </Button>
        <ConfirmDialog
          trigger={(open) => (
            <Button size="sm" variant="destructive" onClick={open} disabled={remove.isPending}>
              {t('channel-rewards.row.delete')}
            </Button>
          )}
          title={t('channel-rewards.row.deleteTitle')}
          description={t('channel-rewards.row.deleteText', { title: reward.title })}
          confirmLabel={t('channel-rewards.row.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(reward.id, { onError })}
        />
      </div>
      <FormError>{error}</FormError>
    </li>
  );
}
