import type { Fairness } from '@app/contracts';
import { generateClientSeed } from '@app/games';
import { CheckIcon, CopyIcon, DicesIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toast } from '@/components/ui/toast-store';
import { useRotateSeed } from '../api/rotate-seed';
import { useSetClientSeed } from '../api/set-client-seed';
import { errorMessage } from '@/lib/error-message';

/** The server's rule for a client seed (PUT /fairness/client-seed). */
const CLIENT_SEED_PATTERN = /^[\w-]{1,64}$/;

/** A value with a copy button: seeds and hashes are long and meant to be pasted elsewhere. */
export function SeedValue({
  label,
  value,
  testId,
  className,
}: {
  label: string;
  value: string;
  testId?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="flex items-start gap-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 break-all rounded-md bg-bg px-2 py-1.5 font-mono text-xs leading-5"
        >
          {value}
        </code>
        <button
          type="button"
          aria-label={`Copy ${label.toLowerCase()}`}
          className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => {
              setCopied(true);
              window.setTimeout(() => setCopied(false), 1500);
            });
          }}
        >
          {copied ? (
            <CheckIcon aria-hidden="true" className="size-4 text-success" />
          ) : (
            <CopyIcon aria-hidden="true" className="size-4" />
          )}
        </button>
      </dd>
    </div>
  );
}

/** The active pair: the committed hash, the client seed (editable), the next nonce, and Rotate. */
export function SeedPair({ fairness }: { fairness: Fairness }) {
  return (
    // grid-cols-1 is minmax(0, 1fr): the seed field's row shrinks to a phone's width instead of overflowing the card.
    <div className="grid grid-cols-1 gap-4">
      {/* One grid, each dt/dd pair in its own div straight under the dl (the only nesting HTML allows). */}
      <dl className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <SeedValue
          label="Server seed (SHA-256 hash)"
          value={fairness.serverSeedHash}
          testId="current-hash"
          className="sm:col-span-2"
        />
        <SeedValue label="Client seed" value={fairness.clientSeed} testId="current-client-seed" />
        <div className="grid content-start gap-1">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">Next nonce</dt>
          <dd data-testid="current-nonce" className="rounded-md bg-bg px-2 py-1.5 font-mono text-xs leading-5">
            {fairness.nonce}
          </dd>
        </div>
      </dl>
      <ClientSeedForm current={fairness.clientSeed} />
      <RotateButton />
    </div>
  );
}

function ClientSeedForm({ current }: { current: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetClientSeed();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const seed = value.trim();
    if (!CLIENT_SEED_PATTERN.test(seed)) {
      setError('Use 1 to 64 letters, digits, _ or -.');
      return;
    }
    setError(null);
    save.mutate(
      { clientSeed: seed },
      {
        onSuccess: () => {
          setValue('');
          toast({ variant: 'success', description: 'Client seed changed. Your next game uses it.' });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-1.5" aria-label="Change client seed">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        New client seed
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          maxLength={64}
          placeholder={current}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.currentTarget.value)}
          className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 font-mono text-sm outline-none focus:border-accent"
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-10"
          aria-label="Random client seed"
          onClick={() => setValue(generateClientSeed((n) => crypto.getRandomValues(new Uint8Array(n))))}
        >
          <DicesIcon aria-hidden="true" />
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
          Change
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function RotateButton() {
  const [open, setOpen] = useState(false);
  const rotate = useRotateSeed();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) rotate.reset();
      }}
    >
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        <RefreshCwIcon aria-hidden="true" /> Rotate seed pair
      </Button>
      <DialogContent title="Rotate seed pair" description="Reveal your current server seed and start a new pair.">
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-fg/85">
          <li>Your current server seed is revealed, so you can verify every game you played with it.</li>
          <li>A new server seed is made; you only see its hash until you rotate again.</li>
          <li>The nonce goes back to 0. Your client seed stays the same.</li>
        </ul>
        {rotate.error ? (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-600/60 bg-red-600/10 px-3 py-2 text-sm text-red-300"
          >
            {errorMessage(rotate.error)}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  toast({ variant: 'success', description: 'Server seed revealed. A new pair starts at nonce 0.' });
                },
              })
            }
          >
            {rotate.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
            Rotate
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
