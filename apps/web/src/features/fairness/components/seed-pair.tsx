import type { Fairness } from '@app/contracts';
import { generateClientSeed } from '@app/games';
import { CheckIcon, CopyIcon, DicesIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/components/ui/toast-store';
import { useRotateSeed } from '../api/rotate-seed';
import { useSetClientSeed } from '../api/set-client-seed';
import { errorMessage } from '@/lib/error-message';

/** The server's rule for a client seed (PUT /fairness/client-seed). */
const CLIENT_SEED_PATTERN = /^[\w-]{1,64}$/;

/** Why the seeds could not change: a game in progress is named for what it blocks here. */
function seedsError(err: unknown): string {
  return err instanceof ApiError && err.code === 'GAME_ACTIVE' ? t('fairness.seeds.gameActive') : errorMessage(err);
}

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
          aria-label={t('fairness.seeds.copy', { label: label.toLowerCase() })}
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
          label={t('fairness.seeds.serverHash')}
          value={fairness.serverSeedHash}
          testId="current-hash"
          className="sm:col-span-2"
        />
        <SeedValue label={t('fairness.seed.client')} value={fairness.clientSeed} testId="current-client-seed" />
        <div className="grid content-start gap-1">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t('fairness.seeds.nextNonce')}</dt>
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
      setError(t('fairness.seeds.clientSeedInvalid'));
      return;
    }
    setError(null);
    save.mutate(
      { clientSeed: seed },
      {
        onSuccess: () => {
          setValue('');
          toast({ variant: 'success', description: t('fairness.seeds.clientSeedChanged') });
        },
        onError: (err) => setError(seedsError(err)),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-1 gap-1.5"
      aria-label={t('fairness.seeds.changeLabel')}
    >
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {t('fairness.seeds.newClientSeed')}
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
          aria-label={t('fairness.seeds.random')}
          onClick={() => setValue(generateClientSeed((n) => crypto.getRandomValues(new Uint8Array(n))))}
        >
          <DicesIcon aria-hidden="true" />
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
          {t('fairness.seeds.change')}
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
        <RefreshCwIcon aria-hidden="true" /> {t('fairness.rotate.title')}
      </Button>
      <DialogContent title={t('fairness.rotate.title')} description={t('fairness.rotate.description')}>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-fg/85">
          <li>{t('fairness.rotate.revealed')}</li>
          <li>{t('fairness.rotate.newSeed')}</li>
          <li>{t('fairness.rotate.nonceReset')}</li>
        </ul>
        {rotate.error ? (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-600/60 bg-red-600/10 px-3 py-2 text-sm text-red-300"
          >
            {seedsError(rotate.error)}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{t('fairness.rotate.cancel')}</Button>
          </DialogClose>
          <Button
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                  toast({ variant: 'success', description: t('fairness.rotate.done') });
                },
              })
            }
          >
            {rotate.isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
            {t('fairness.rotate.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
