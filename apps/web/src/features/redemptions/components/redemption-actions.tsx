import type { Redemption } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useApproveRedemption } from '../api/approve-redemption';
import { useDenyRedemption } from '../api/deny-redemption';
import { formatDateTime } from '@/lib/dates';


/**
 * Approve / Denied for a pending redemption; a badge once decided. The spec reloads the page after
 * either; here the desk refetches instead (the mutations invalidate it), so the success toast stays
 * on screen and says what happened.
 */
export function RedemptionActions({ redemption }: { redemption: Redemption }) {
  const approve = useApproveRedemption();
  const deny = useDenyRedemption();
  const isBusy = approve.isPending || deny.isPending;

  if (redemption.status !== 'pending') {
    const isApproved = redemption.status === 'approved';
    return (
      <span
        title={redemption.decidedAt ? formatDateTime(redemption.decidedAt) : undefined}
        className={cn(
          'inline-flex rounded-full px-2.5 py-1 text-xs font-bold',
          isApproved ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
        )}
      >
        {isApproved ? 'Approved' : 'Denied'}
      </span>
    );
  }

  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="success"
        disabled={isBusy}
        onClick={() =>
          approve.mutate(redemption._id, {
            onSuccess: () => toast({ variant: 'success', description: `Approved: ${redemption.itemName} for ${redemption.twitchName}.` }),
            onError: (err) => {
              console.error('approve redemption failed', err);
              toast({ variant: 'destructive', description: `Error on approve reedem. ${errorMessage(err)}` });
            },
          })
        }
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="destructive"
        disabled={isBusy}
        onClick={() =>
          deny.mutate(redemption._id, {
            onSuccess: () =>
              toast({
                variant: 'success',
                description: `Denied: ${redemption.itemName} for ${redemption.twitchName}. ${redemption.cost.toLocaleString('en-US')} points were refunded.`,
              }),
            onError: (err) => {
              console.error('deny redemption failed', err);
              toast({ variant: 'destructive', description: `Error on denied reedem. ${errorMessage(err)}` });
            },
          })
        }
      >
        Denied
      </Button>
    </div>
  );
}
