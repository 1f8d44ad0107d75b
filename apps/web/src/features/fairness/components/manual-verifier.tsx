import { MAX_MINES, MIN_MINES } from '@app/contracts/limits';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { verifyGame, type Verification } from '../verify';
import { VerificationResult } from './verification-result';

type Kind = 'mines' | 'blackjack';
type Form = { kind: Kind; serverSeed: string; clientSeed: string; nonce: string; mines: string; hash: string };

/** The known answer published with the scheme (docs/games.md#known-answer), so anyone can see the verifier at work. */
const EXAMPLE: Form = {
  kind: 'mines',
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  clientSeed: 'bb62964774',
  nonce: '1',
  mines: '3',
  hash: '92a94e8c23510695d92e123725ecd728e54bd251c0ec4b4c422bd16aa34567f9',
};
const EMPTY: Form = { kind: 'mines', serverSeed: '', clientSeed: '', nonce: '0', mines: '3', hash: '' };

const field = 'h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';
const labelClass = 'text-xs font-semibold uppercase tracking-wide text-muted';

function check(form: Form): { errors: Partial<Record<keyof Form, string>>; nonce: number; mines: number } {
  const errors: Partial<Record<keyof Form, string>> = {};
  const nonce = Number(form.nonce);
  const mines = Number(form.mines);
  if (form.serverSeed.trim() === '') errors.serverSeed = 'Enter the revealed server seed.';
  if (form.clientSeed === '' || form.clientSeed.length > 64)
    errors.clientSeed = 'Enter the client seed (1 to 64 characters).';
  if (form.nonce.trim() === '' || !Number.isSafeInteger(nonce) || nonce < 0)
    errors.nonce = 'The nonce is a whole number from 0.';
  if (form.kind === 'mines' && (!Number.isInteger(mines) || mines < MIN_MINES || mines > MAX_MINES))
    errors.mines = `Mines go from ${MIN_MINES} to ${MAX_MINES}.`;
  return { errors, nonce, mines };
}

/** Anyone can recompute any game here: nothing is sent, the engine runs in the browser. */
export function ManualVerifier() {
  const id = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [result, setResult] = useState<Verification | null>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = check(form);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) {
      setResult(null);
      return;
    }
    const common = {
      serverSeed: form.serverSeed.trim(),
      clientSeed: form.clientSeed,
      nonce: checked.nonce,
      expectedHash: form.hash,
    };
    setResult(
      form.kind === 'mines'
        ? verifyGame({ kind: 'mines', ...common, mines: checked.mines })
        : verifyGame({ kind: 'blackjack', ...common }),
    );
  };

  const error = (key: keyof Form) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-xs text-red-400">
        {errors[key]}
      </p>
    ) : null;
  const describedBy = (key: keyof Form) => (errors[key] ? `${id}-${key}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Verify a game" className="grid gap-4">
      <fieldset className="grid gap-1.5">
        <legend className={cn(labelClass, 'mb-1.5')}>Game</legend>
        <div className="flex gap-2">
          {(['mines', 'blackjack'] as const).map((kind) => (
            <label
              key={kind}
              className={cn(
                'flex h-9 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium',
                form.kind === kind ? 'border-accent bg-accent/15' : 'border-border bg-surface-2',
              )}
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={form.kind === kind}
                onChange={() => set({ kind })}
                className="accent-accent"
              />
              {kind === 'mines' ? 'Mines' : 'Blackjack'}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-server`} className={labelClass}>
          Server seed
        </label>
        <input
          id={`${id}-server`}
          className={cn(field, 'font-mono')}
          autoComplete="off"
          spellCheck={false}
          value={form.serverSeed}
          onChange={(e) => set({ serverSeed: e.currentTarget.value })}
          aria-invalid={Boolean(errors.serverSeed)}
          aria-describedby={describedBy('serverSeed')}
        />
        {error('serverSeed')}
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem_8rem]">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-client`} className={labelClass}>
            Client seed
          </label>
          <input
            id={`${id}-client`}
            className={cn(field, 'font-mono')}
            autoComplete="off"
            spellCheck={false}
            value={form.clientSeed}
            onChange={(e) => set({ clientSeed: e.currentTarget.value })}
            aria-invalid={Boolean(errors.clientSeed)}
            aria-describedby={describedBy('clientSeed')}
          />
          {error('clientSeed')}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-nonce`} className={labelClass}>
            Nonce
          </label>
          <input
            id={`${id}-nonce`}
            className={field}
            inputMode="numeric"
            autoComplete="off"
            value={form.nonce}
            onChange={(e) => set({ nonce: e.currentTarget.value })}
            aria-invalid={Boolean(errors.nonce)}
            aria-describedby={describedBy('nonce')}
          />
          {error('nonce')}
        </div>
        {form.kind === 'mines' ? (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-mines`} className={labelClass}>
              Mines
            </label>
            <input
              id={`${id}-mines`}
              className={field}
              inputMode="numeric"
              autoComplete="off"
              value={form.mines}
              onChange={(e) => set({ mines: e.currentTarget.value })}
              aria-invalid={Boolean(errors.mines)}
              aria-describedby={describedBy('mines')}
            />
            {error('mines')}
          </div>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-hash`} className={labelClass}>
          Server seed hash <span className="normal-case tracking-normal">(optional: the hash you were shown)</span>
        </label>
        <input
          id={`${id}-hash`}
          className={cn(field, 'font-mono')}
          autoComplete="off"
          spellCheck={false}
          value={form.hash}
          onChange={(e) => set({ hash: e.currentTarget.value })}
        />
      </div>

      <div className="flex flex-wrap gap-2">
        <Button type="submit">Verify</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setForm(EXAMPLE);
            setErrors({});
            setResult(null);
          }}
        >
          Fill in the published example
        </Button>
      </div>

      {result ? (
        <div className="rounded-xl border border-border bg-bg/60 p-4">
          <VerificationResult result={result} />
        </div>
      ) : null}
    </form>
  );
}
