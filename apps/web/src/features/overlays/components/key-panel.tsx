import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
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
        <KeyRoundIcon aria-hidden="true" className="size-5" /> Overlay key
      </h2>
      <QueryState query={status} error={(error) => `Could not load the key status: ${errorMessage(error)}`}>
        {(key) => (
          <p className="text-sm text-muted" data-testid="overlay-key-status">
            {!key.exists
              ? 'No key yet: create one, then copy the addresses below into OBS.'
              : key.revealable
                ? `A key exists (created ${formatDateTime(key.createdAt!)}). Show the addresses to copy them again (the OBS sources keep working; each showing is logged), or rotate the key if it leaked (the old one stops at once).`
                : `A key exists (created ${formatDateTime(key.createdAt!)}), made before keys could be shown again: rotate it once to get the addresses (the old key stops at once).`}
          </p>
        )}
      </QueryState>
      <div className="mt-2 flex flex-wrap gap-2">
        {status.data?.exists && status.data.revealable ? (
          <Button size="sm" disabled={busy} onClick={show}>
            Show addresses
          </Button>
        ) : null}
        <Button
          size="sm"
          variant={status.data?.exists ? 'outline' : 'primary'}
          disabled={busy}
          onClick={() => (status.data?.exists ? setConfirming(true) : create())}
        >
          {status.data?.exists ? 'Rotate key' : 'Create key'}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title="Rotate the overlay key?"
          description="Every OBS source with the old key stops showing the overlay until you paste the new addresses."
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep the key</Button>
            </DialogClose>
            <Button variant="destructive" disabled={rotate.isPending} onClick={create}>
              Rotate key
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
