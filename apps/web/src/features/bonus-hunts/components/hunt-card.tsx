import type { BonusHuntSummary } from '@app/contracts';
import { hasBreakEven } from '@app/hunts';
import { CheckCircle2Icon, Share2Icon, Trash2Icon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/dates';
import { useDeleteHunt } from '../api/delete-hunt';
import { huntsKey } from '../api/keys';
import { copyShareLink } from '../share';
import { useMoney } from '@/lib/money';

/** One hunt of the list: name, date, figures, and its share and delete buttons. */
export function HuntCard({ hunt }: { hunt: BonusHuntSummary }) {
  const money = useMoney();
  const remove = useDeleteHunt();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const created = formatDate(hunt.createdAt);
  const needsNothing = Number(hunt.breakEvenAmount) <= 0;
  return (
    <article data-testid="hunt-card" className="relative rounded-xl border border-border bg-surface p-4">
      <Link to={`/bonus-hunt/${hunt.id}`} className="block pr-16 after:absolute after:inset-0">
        <h2 className="truncate font-semibold">{hunt.name || 'Untitled Hunt'}</h2>
        <p className="text-xs text-muted">{created}</p>
      </Link>
      <div className="absolute right-2 top-2 z-10 flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Share"
          title={hunt.shared ? 'Copy the shared link' : 'Share'}
          onClick={() =>
            void copyShareLink(hunt.id, hunt.shared).then(() => qc.invalidateQueries({ queryKey: huntsKey }))
          }
        >
          <Share2Icon aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Delete" onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Slots</dt>
        <dd className="text-right tabular-nums">{hunt.slots}</dd>
        <dt className="text-muted">Left</dt>
        <dd className="text-right tabular-nums">{hunt.left}</dd>
        <dt className="text-muted">Type</dt>
        <dd className="text-right">{hunt.shared ? 'Shared' : 'Private'}</dd>
        <dt className="text-muted">Status</dt>
        <dd className="text-right">{hunt.status}</dd>
        {hasBreakEven(hunt.left) ? (
          <>
            <dt className="text-muted">BE</dt>
            <dd className="text-right tabular-nums">
              {needsNothing ? (
                <CheckCircle2Icon aria-label="Break-even reached" className="ml-auto size-4 text-success" />
              ) : (
                `${hunt.breakEvenX.toFixed(2)}x · ${money.amount(hunt.breakEvenAmount)}`
              )}
            </dd>
          </>
        ) : null}
      </dl>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Delete this hunt?"
          description={`“${hunt.name || 'Untitled Hunt'}” and its ${hunt.slots} bonuses will be gone for good.`}
        >
          <div className="mt-4 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(hunt.id, {
                  onSuccess: () => setConfirming(false),
                  onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
                })
              }
            >
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </article>
  );
}
