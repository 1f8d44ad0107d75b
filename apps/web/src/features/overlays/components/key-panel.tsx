import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useOverlayKeyStatus } from '../api/get-overlay-key-status';
import { useRotateOverlayKey } from '../api/rotate-overlay-key';

export function KeyPanel({ onCreated }: { onCreated: (key: string) => void }) {
  const status = useOverlayKeyStatus();
  const rotate = useRotateOverlayKey();
  const [confirming, setConfirming] = useState(false);
  const create = () =>
    rotate.mutate(undefined, {
      onSuccess: (r) => {
        setConfirming(false);
        onCreated(r.key);
      },
      onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
    });
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-4">
      <h2 className="mb-1 flex items-center gap-2 text-lg font-bold">
        <KeyRoundIcon aria-hidden="true" className="size-5" /> Overlay key
      </h2>
      <QueryState query={status} error={(error) => `Could not load the key status: ${errorMessage(error)}`}>
        {(key) => (
          <p className="text-sm text-muted" data-testid="overlay-key-status">
            {key.exists
              ? `A key exists (created ${formatDateTime(key.createdAt!)}). It is shown only when created: rotate it to get the addresses with a key (the old key stops at once).`
              : 'No key yet: create one, then copy the addresses below into OBS.'}
          </p>
        )}
      </QueryState>
      <Button
        size="sm"
        className="mt-2"
        disabled={rotate.isPending || status.isPending}
        onClick={() => (status.data?.exists ? setConfirming(true) : create())}
      >
        {status.data?.exists ? 'Rotate key' : 'Create key'}
      </Button>
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
