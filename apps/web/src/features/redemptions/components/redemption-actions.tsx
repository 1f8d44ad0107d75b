import { REDEMPTION_NOTE_MAX, type Redemption } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';
import { fmt, t } from '@/i18n';
import { useApproveRedemption } from '../api/approve-redemption';
import { useDenyRedemption } from '../api/deny-redemption';
import { formatDateTime } from '@/lib/dates';
import { StatusBadge } from './status-badge';

/**
 * Approve / Denied for a pending redemption; a badge once decided. The reference product reloaded the
 * page after either (docs/product.md#redemptions-desk); here the desk refetches instead (the mutations
 * invalidate it), so the success toast stays on screen and says what happened.
 */
export function RedemptionActions({ redemption }: { redemption: Redemption }) {
  const approve = useApproveRedemption();
  const deny = useDenyRedemption();
  const [note, setNote] = useState('');
  const isBusy = approve.isPending || deny.isPending;

  if (redemption.status !== 'pending') {
    return (
      <div className="grid gap-1">
        <StatusBadge
          status={redemption.status}
          title={redemption.decidedAt ? formatDateTime(redemption.decidedAt) : undefined}
        />
        {redemption.note ? (
          <p className="break-words text-xs text-muted">{t('redemptions.desk.note', { note: redemption.note })}</p>
        ) : null}
      </div>
    );
  }

  const trimmed = note.trim();
  return (
    <div className="grid gap-2">
      <input
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={REDEMPTION_NOTE_MAX}
        placeholder={t('redemptions.desk.notePlaceholder')}
        aria-label={t('redemptions.desk.noteLabel', { user: redemption.twitchName })}
        className="w-full min-w-0 rounded-md border border-border bg-bg px-2 py-1.5 text-sm outline-none placeholder:text-muted focus:border-accent"
      />
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="success"
          disabled={isBusy}
          onClick={() =>
            approve.mutate(
              { id: redemption._id, note: trimmed },
              {
                onSuccess: () =>
                  toast({
                    variant: 'success',
                    description: t('redemptions.desk.approved', {
                      item: redemption.itemName,
                      user: redemption.twitchName,
                    }),
                  }),
                onError: (err) => {
                  console.error('approve redemption failed', err);
                  toast({
                    variant: 'destructive',
                    description: t('redemptions.desk.approveFailed', { error: errorMessage(err) }),
                  });
                },
              },
            )
          }
        >
          {t('redemptions.desk.approve')}
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={isBusy}
          onClick={() =>
            deny.mutate(
              { id: redemption._id, note: trimmed },
              {
                onSuccess: () =>
                  toast({
                    variant: 'success',
                    description: t('redemptions.desk.denied', {
                      item: redemption.itemName,
                      user: redemption.twitchName,
                      count: redemption.cost,
                      points: fmt().points(redemption.cost),
                    }),
                  }),
                onError: (err) => {
                  console.error('deny redemption failed', err);
                  toast({
                    variant: 'destructive',
                    description: t('redemptions.desk.denyFailed', { error: errorMessage(err) }),
                  });
                },
              },
            )
          }
        >
          {t('redemptions.desk.deny')}
        </Button>
      </div>
    </div>
  );
}
