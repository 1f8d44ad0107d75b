import type { Giveaway } from '@app/contracts';
import { BanIcon, DicesIcon, PencilIcon, RotateCcwIcon, ShieldCheckIcon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { fmt, pointsText, t, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useCancelGiveaway } from '../api/cancel-giveaway';
import { useDrawGiveaway } from '../api/draw-giveaway';
import { useFinalizeGiveaway } from '../api/finalize-giveaway';
import { isCurrent, winnersOf } from '../format';
import { toastDrawn } from './drawn-toast';
import { NoBeaconDialog } from './no-beacon-dialog';

const fail = (what: MessageId) => (err: unknown) =>
  toast({ variant: 'destructive', description: t(what, { error: errorMessage(err) }) });

type Busy = { g: Giveaway; busy: boolean };

/** Draw now (scheduled or open), after a confirmation naming the entries and winners. */
function DrawNow({ g, busy, draw }: Busy & { draw: ReturnType<typeof useDrawGiveaway> }) {
  return (
    <ConfirmDialog
      title={t('giveaways.admin.drawTitle', { title: g.title })}
      description={t('giveaways.admin.drawDescription', {
        entries: fmt().number(g.entries),
        count: g.winners,
        winners: fmt().number(g.winners),
      })}
      confirmLabel={t('giveaways.admin.drawNow')}
      cancelLabel={t('giveaways.admin.notYet')}
      pending={busy}
      onConfirm={() => draw.mutate(g._id, { onSuccess: toastDrawn, onError: fail('giveaways.admin.drawFailed') })}
      trigger={(open) => (
        <Button
          size="sm"
          onClick={open}
          disabled={busy}
          aria-label={t('giveaways.admin.drawLabel', { title: g.title })}
        >
          <DicesIcon aria-hidden="true" /> {t('giveaways.admin.drawNow')}
        </Button>
      )}
    />
  );
}

/** Finalize (drawn): pays the points prizes, after a confirmation that says how much. */
function Finalize({ g, busy, finalize }: Busy & { finalize: ReturnType<typeof useFinalizeGiveaway> }) {
  const winners = winnersOf(g);
  const payout = g.pointsPrize * winners.length;
  return (
    <ConfirmDialog
      title={t('giveaways.admin.finalizeTitle', { title: g.title })}
      description={
        payout > 0
          ? t('giveaways.admin.finalizePays', {
              prize: pointsText(g.pointsPrize),
              count: winners.length,
              winners: fmt().number(winners.length),
              total: fmt().points(payout),
            })
          : t('giveaways.admin.finalizeDescription')
      }
      confirmLabel={payout > 0 ? t('giveaways.admin.payPrizes') : t('giveaways.admin.finalize')}
      cancelLabel={t('giveaways.admin.notYet')}
      pending={busy}
      onConfirm={() =>
        finalize.mutate(g._id, {
          onSuccess: () =>
            toast({ variant: 'success', description: t('giveaways.admin.finalized', { title: g.title }) }),
          onError: fail('giveaways.admin.finalizeFailed'),
        })
      }
      trigger={(open) => (
        <Button
          size="sm"
          variant="success"
          onClick={open}
          disabled={busy}
          aria-label={t('giveaways.admin.finalizeLabel', { title: g.title })}
        >
          <WalletIcon aria-hidden="true" /> {t('giveaways.admin.finalize')}
        </Button>
      )}
    />
  );
}

/** Cancel (before it is final): every paid ticket is refunded, after a confirmation. */
function Cancel({ g, busy, cancel }: Busy & { cancel: ReturnType<typeof useCancelGiveaway> }) {
  return (
    <ConfirmDialog
      title={t('giveaways.admin.cancelTitle', { title: g.title })}
      description={
        g.entries
          ? t('giveaways.admin.cancelDescriptionEntries', { count: g.entries, entries: fmt().number(g.entries) })
          : t('giveaways.admin.cancelDescription')
      }
      confirmLabel={t('giveaways.admin.cancelConfirm')}
      cancelLabel={t('giveaways.admin.keepIt')}
      variant="destructive"
      pending={busy}
      onConfirm={() =>
        cancel.mutate(g._id, {
          onSuccess: () =>
            toast({ variant: 'success', description: t('giveaways.admin.cancelled', { title: g.title }) }),
          onError: fail('giveaways.admin.cancelFailed'),
        })
      }
      trigger={(open) => (
        <Button
          size="sm"
          variant="destructive"
          onClick={open}
          disabled={busy}
          aria-label={t('giveaways.admin.cancelLabel', { title: g.title })}
        >
          <BanIcon aria-hidden="true" /> {t('giveaways.admin.cancel')}
        </Button>
      )}
    />
  );
}

/**
 * What an admin may do with a giveaway in its state: Edit (before the draw), Draw now, Draw without
 * the beacon (closed, waiting for its drand round), Reroll and
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
  const [noBeacon, setNoBeacon] = useState(false);
  return (
    <div className="flex flex-wrap gap-1.5">
      {g.state === 'closing' ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setNoBeacon(true)} disabled={busy}>
            <DicesIcon aria-hidden="true" /> {t('giveaways.admin.drawWithoutBeacon')}
          </Button>
          <NoBeaconDialog giveaway={g} open={noBeacon} onOpenChange={setNoBeacon} />
        </>
      ) : null}
      {g.state === 'scheduled' || g.state === 'open' ? (
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={t('giveaways.editTitle', { title: g.title })}>
          <PencilIcon aria-hidden="true" /> {t('giveaways.admin.edit')}
        </Button>
      ) : null}
      {g.state === 'open' || g.state === 'scheduled' ? <DrawNow g={g} busy={busy} draw={draw} /> : null}
      {g.state === 'drawn' ? (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={onReroll}
            disabled={busy || winnersOf(g).length === 0}
            aria-label={t('giveaways.admin.rerollLabel', { title: g.title })}
          >
            <RotateCcwIcon aria-hidden="true" /> {t('giveaways.admin.reroll')}
          </Button>
          <Finalize g={g} busy={busy} finalize={finalize} />
        </>
      ) : null}
      {g.state === 'drawn' || g.state === 'final' ? (
        <Button size="sm" variant="ghost" asChild>
          <Link to={`/giveaways/${g._id}/verify`} aria-label={t('giveaways.admin.verifyLabel', { title: g.title })}>
            <ShieldCheckIcon aria-hidden="true" /> {t('giveaways.admin.verify')}
          </Link>
        </Button>
      ) : null}
      {isCurrent(g) || g.state === 'drawn' ? <Cancel g={g} busy={busy} cancel={cancel} /> : null}
      {g.state === 'cancelled' ? <span className="text-xs text-muted">{t('giveaways.admin.refunded')}</span> : null}
    </div>
  );
}
