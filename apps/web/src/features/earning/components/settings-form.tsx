import type { EarningSettings } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useSaveEarningSettings } from '../api/save-earning-settings';
import { errorMessage } from '@/lib/error-message';

type Field = { key: keyof EarningSettings; label: string; hint: string; min: number; max: number };

/** The rates' inputs, each with its range in the screen's language ("1 - 1,000,000"). */
const rateFields = (): Field[] => {
  const range = (min: number, max: number) =>
    t('earning.rates.range', { min: fmt().number(min), max: fmt().number(max) });
  return [
    { key: 'amount', label: t('earning.rates.amount'), hint: range(1, 1_000_000), min: 1, max: 1_000_000 },
    { key: 'tickMinutes', label: t('earning.rates.tickMinutes'), hint: range(1, 60), min: 1, max: 60 },
    {
      key: 'subMultiplier',
      label: t('earning.rates.subMultiplier'),
      hint: t('earning.rates.subHint'),
      min: 1,
      max: 100,
    },
    {
      key: 'dailyCap',
      label: t('earning.rates.dailyCap'),
      hint: t('earning.rates.capHint'),
      min: 0,
      max: 1_000_000_000,
    },
  ];
};

export function SettingsForm({ settings }: { settings: EarningSettings }) {
  const save = useSaveEarningSettings();
  const fields = rateFields();
  const [values, setValues] = useState<Record<keyof EarningSettings, string>>({
    amount: String(settings.amount),
    tickMinutes: String(settings.tickMinutes),
    subMultiplier: String(settings.subMultiplier),
    dailyCap: String(settings.dailyCap),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invalid = (f: Field) => t('earning.rates.invalid', { hint: f.hint });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const parsed = {} as EarningSettings;
    for (const f of fields) {
      const n = Number(values[f.key]);
      if (!/^\d+$/.test(values[f.key].trim()) || n < f.min || n > f.max) next[f.key] = invalid(f);
      parsed[f.key] = n;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(parsed, {
      onSuccess: () => toast({ description: t('earning.rates.saved'), variant: 'success' }),
      onError: (err) => {
        // The fields the server refused say their rule (its English text is not shown).
        if (err instanceof ApiError && err.fields)
          setErrors(Object.fromEntries(fields.filter((f) => err.fields?.[f.key]).map((f) => [f.key, invalid(f)])));
        toast({ description: errorMessage(err), variant: 'destructive' });
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-xl border border-border bg-surface p-4"
      aria-labelledby="earning-rates"
    >
      <h2 id="earning-rates" className="mb-3 text-lg font-bold">
        {t('earning.rates.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((f) => (
          <label key={f.key} className="grid gap-1 text-sm">
            <span className="font-medium">{f.label}</span>
            <input
              inputMode="numeric"
              name={f.key}
              value={values[f.key]}
              aria-invalid={errors[f.key] ? true : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              className="rounded-md border border-border bg-bg px-3 py-2"
            />
            <span className={errors[f.key] ? 'text-xs text-danger' : 'text-xs text-muted'}>
              {errors[f.key] ?? f.hint}
            </span>
          </label>
        ))}
      </div>
      <Button type="submit" className="mt-3" disabled={save.isPending}>
        {t('earning.rates.save')}
      </Button>
    </form>
  );
}
