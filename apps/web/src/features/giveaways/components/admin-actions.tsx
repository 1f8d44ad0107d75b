import type { Giveaway } from '@app/contracts';
import { formatPoints } from '@app/contracts';
import { BanIcon, DicesIcon, PencilIcon, RotateCcwIcon, ShieldCheckIcon, WalletIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';
import { useCancelGiveaway } from '../api/cancel-giveaway';
import { useDrawGiveaway } from '../api/draw-giveaway';
import { useFinalizeGiveaway } from '../api/finalize-giveaway';
import { isCurrent, winnersOf } from '../format';

const fail = (what: string) => (err: unknown) =>
  toast({ variant: 'destructive', description: `${what} did not work. ${errorMessage(err)}` });

/**
 * What an admin may do with a giveaway in its state: Edit (before the draw), Draw now, Reroll and
 * Finalize (drawn), Cancel (before it is final), Verify (once drawn). Draw, Finalize and Cancel ask
 * first. A cancelled giveaway has nothing left to do.
 */
export function AdminActions({
  giveaway: g,
  onEdit,
  onReroll,
}: {
  giveaway: Giveaway;
  onEdit: () => void;
  onReroll: () => void;
}) {
  const draw = useDrawGiveaway();
  const finalize = useFinalizeGiveaway();
  const cancel = useCancelGiveaway();
  const busy = draw.isPending || finalize.isPending || cancel.isPending;
  const winners = winnersOf(g);
  const payout = g.pointsPrize * winners.length;
  return (
    <div className="flex flex-wrap gap-1.5">
      {g.state === 'scheduled' || g.state === 'open' ? (
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${g.title}`}>
          <PencilIcon aria-hidden="true" /> Edit
        </Button>
      ) : null}
      {g.state === 'open' || g.state === 'scheduled' ? (
        <ConfirmDialog
          title={`Draw ${g.title} now?`}
          description={`Entries close now (${formatPoints(g.entries)} so far) and the ${g.winners === 1 ? 'winner is' : `${g.winners} winners are`} drawn; the server seed is revealed.`}
          confirmLabel="Draw now"
          cancelLabel="Not yet"
          pending={busy}
          onConfirm={() =>
            draw.mutate(g._id, {
              onSuccess: (d) =>
                toast({
                  variant: 'success',
                  description: `Drawn: ${
                    winnersOf(d)
                      .map((w) => w.name)
                      .join(', ') || 'no entries'
                  }.`,
                }),
              onError: fail('The draw'),
            })
          }
          trigger={(open) => (
            <Button size="sm" onClick={open} disabled={busy} aria-label={`Draw ${g.title} now`}>
              <DicesIcon aria-hidden="true" /> Draw now
            </Button>
          )}
        />
      ) : null}
      {g.state === 'drawn' ? (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={onReroll}
            disabled={busy || winners.length === 0}
            aria-label={`Reroll a winner of ${g.title}`}
          >
            <RotateCcwIcon aria-hidden="true" /> Reroll
          </Button>
          <ConfirmDialog
            title={`Finalize ${g.title}?`}
            description={
              payout > 0
                ? `Pays ${formatPoints(g.pointsPrize)} points to each of the ${winners.length} winner${winners.length === 1 ? '' : 's'} (${formatPoints(payout)} in all). No reroll after this.`
                : 'The winners become final: no reroll after this.'
            }
            confirmLabel={payout > 0 ? 'Pay the prizes' : 'Finalize'}
            cancelLabel="Not yet"
            pending={busy}
            onConfirm={() =>
              finalize.mutate(g._id, {
                onSuccess: () => toast({ variant: 'success', description: `${g.title} is final.` }),
                onError: fail('Finalize'),
              })
            }
            trigger={(open) => (
              <Button size="sm" variant="success" onClick={open} disabled={busy} aria-label={`Finalize ${g.title}`}>
                <WalletIcon aria-hidden="true" /> Finalize
              </Button>
            )}
          />
        </>
      ) : null}
      {g.state === 'drawn' || g.state === 'final' ? (
        <Button size="sm" variant="ghost" asChild>
          <Link to={`/giveaways/${g._id}/verify`} aria-label={`Verify ${g.title}`}>
            <ShieldCheckIcon aria-hidden="true" /> Verify
          </Link>
        </Button>
      ) : null}
      {isCurrent(g) || g.state === 'drawn' ? (
        <ConfirmDialog
          title={`Cancel ${g.title}?`}
          description={`Every paid ticket is refunded${g.entries ? ` (${formatPoints(g.entries)} entr${g.entries === 1 ? 'y' : 'ies'})` : ''} and nobody wins. This cannot be undone.`}
          confirmLabel="Cancel giveaway"
          cancelLabel="Keep it"
          variant="destructive"
          pending={busy}
          onConfirm={() =>
            cancel.mutate(g._id, {
              onSuccess: () =>
                toast({ variant: 'success', description: `${g.title} cancelled; paid tickets refunded.` }),
              onError: fail('Cancel'),
            })
          }
          trigger={(open) => (
            <Button size="sm" variant="destructive" onClick={open} disabled={busy} aria-label={`Cancel ${g.title}`}>
              <BanIcon aria-hidden="true" /> Cancel
            </Button>
          )}
        />
      ) : null}
      {g.state === 'cancelled' ? <span className="text-xs text-muted">Refunded</span> : null}
    </div>
  );
}
