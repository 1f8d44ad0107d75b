import { GIVEAWAY_MAX_WINNERS } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { verifyGiveaway, type GiveawayVerification } from '../verify';
import { VerificationView } from './verification-view';

type Form = { serverSeed: string; entries: string; picks: string; hash: string };

/** The published test vector (docs/games.md#giveaway-draws): anyone can see the verifier at work. */
export const EXAMPLE: Form = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  entries: 'a:1\nb:3\nc:2',
  picks: '3',
  hash: '',
};
const EMPTY: Form = { serverSeed: '', entries: '', picks: '1', hash: '' };

/** A draw may be checked past its winners (rerolls are further picks). */
const MAX_PICKS = GIVEAWAY_MAX_WINNERS * 2;

const field = 'w-full rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';
const labelClass = 'text-xs font-semibold uppercase tracking-wide text-muted';

/** Paste a server seed, an entry list and a number of picks: the draw is computed here, nothing is sent. */
export function ManualVerifier({ initial }: { initial?: Partial<Form> }) {
  const id = useId();
  const [form, setForm] = useState<Form>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [result, setResult] = useState<GiveawayVerification | null>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: Partial<Record<keyof Form, string>> = {};
    const picks = Number(form.picks);
    if (form.serverSeed.trim() === '') next.serverSeed = 'Enter the revealed server seed.';
    if (form.entries.trim() === '') next.entries = 'Paste the entry list (one entryId:tickets per line).';
    if (!Number.isInteger(picks) || picks < 1 || picks > MAX_PICKS) next.picks = `Picks go from 1 to ${MAX_PICKS}.`;
    setErrors(next);
    setResult(
      Object.keys(next).length > 0
        ? null
        : verifyGiveaway({ serverSeed: form.serverSeed, entriesText: form.entries, picks, expectedHash: form.hash }),
    );
  };

  const error = (key: keyof Form) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-xs text-danger">
        {errors[key]}
      </p>
    ) : null;
  const a11y = (key: keyof Form) => ({
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Verify a draw by hand" className="grid grid-cols-1 gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-server`} className={labelClass}>
          Server seed
        </label>
        <input
          id={`${id}-server`}
          className={cn(field, 'h-10 font-mono')}
          autoComplete="off"
          spellCheck={false}
          value={form.serverSeed}
          onChange={(e) => set({ serverSeed: e.currentTarget.value })}
          {...a11y('serverSeed')}
        />
        {error('serverSeed')}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-entries`} className={labelClass}>
          Entry list <span className="normal-case tracking-normal">(entryId:tickets, one per line, in list order)</span>
        </label>
        <textarea
          id={`${id}-entries`}
          className={cn(field, 'h-32 py-2 font-mono')}
          spellCheck={false}
          value={form.entries}
          onChange={(e) => set({ entries: e.currentTarget.value })}
          {...a11y('entries')}
        />
        {error('entries')}
      </div>
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${id}-picks`} className={labelClass}>
            Picks
          </label>
          <input
            id={`${id}-picks`}
            className={cn(field, 'h-10')}
            inputMode="numeric"
            autoComplete="off"
            value={form.picks}
            onChange={(e) => set({ picks: e.currentTarget.value })}
            {...a11y('picks')}
          />
          {error('picks')}
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${id}-hash`} className={labelClass}>
            Server seed hash <span className="normal-case tracking-normal">(optional: the one published)</span>
          </label>
          <input
            id={`${id}-hash`}
            className={cn(field, 'h-10 font-mono')}
            autoComplete="off"
            spellCheck={false}
            value={form.hash}
            onChange={(e) => set({ hash: e.currentTarget.value })}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Compute the draw</Button>
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
        <div className="rounded-xl border border-border bg-bg/60 p-3 sm:p-4">
          <VerificationView result={result} />
        </div>
      ) : null}
    </form>
  );
}
