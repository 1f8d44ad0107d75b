import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useOverlayKeyStatus } from '../api/get-overlay-key-status';
import { useRevealOverlayKey } from '../api/reveal-overlay-key';
import { useRotateOverlayKey } from '../api/rotate-overlay-key';

/**
 * The overlay key: create it, show the addresses with the current key again (audited; the OBS
 * sources keep working), or rotate it (the old key stops at once, after a confirmation).
 */
export function KeyPanel({ onKey }: { onKey: (key: string) => void }) {
  const status = useOverlayKeyStatus();
  const rotate = useRotateOverlayKey();
  const reveal = useRevealOverlayKey();
  const [confirming, setConfirming] = useState(false);
  const failed = (err: unknown) => toast({ variant: 'destructive', description: errorMessage(err) });
  const create = () =>
    rotate.mutate(undefined, {
      onSuccess: (r) => {
        setConfirming(false);
        onKey(r.key);
      },
      onError: failed,
    });
  const show = () => reveal.mutate(undefined, { onSuccess: (r) => onKey(r.key), onError: failed });
  const busy = rotate.isPending || reveal.isPending || status.isPending;
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-4">
      <h2 className="mb-1 flex items-center gap-2 text-lg font-bold">
        <KeyRoundIcon aria-hidden="true" className="size-5" /> {t('overlays.key.title')}
      </h2>
      <QueryState query={status} error={(error) => t('overlays.key.loadFailed', { message: errorMessage(error) })}>
        {(key) => (
          <p className="text-sm text-muted" data-testid="overlay-key-status">
            {!key.exists
              ? t('overlays.key.none')
              : key.revealable
                ? t('overlays.key.revealable', { created: formatDateTime(key.createdAt!) })
                : t('overlays.key.sealed', { created: formatDateTime(key.createdAt!) })}
          </p>
        )}
      </QueryState>
      <div className="mt-2 flex flex-wrap gap-2">
        {status.data?.exists && status.data.revealable ? (
          <Button size="sm" disabled={busy} onClick={show}>
            {t('overlays.key.show')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant={status.data?.exists ? 'outline' : 'primary'}
          disabled={busy}
          onClick={() => (status.data?.exists ? setConfirming(true) : create())}
        >
          {t(status.data?.exists ? 'overlays.key.rotate' : 'overlays.key.create')}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title={t('overlays.key.rotateTitle')} description={t('overlays.key.rotateBody')}>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('overlays.key.keep')}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={rotate.isPending} onClick={create}>
              {t('overlays.key.rotate')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
