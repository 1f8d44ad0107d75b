import type { EarningSettings } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useSaveEarningSettings } from '../api/save-earning-settings';
import { errorMessage } from '@/lib/error-message';

const fieldLabels: Array<{ key: keyof EarningSettings; label: string; hint: string; min: number; max: number }> = [
  { key: 'amount', label: 'Points per tick', hint: '1 - 1,000,000', min: 1, max: 1_000_000 },
  { key: 'tickMinutes', label: 'Tick length (minutes)', hint: '1 - 60', min: 1, max: 60 },
  { key: 'subMultiplier', label: 'Subscriber multiplier', hint: '1 = no bonus', min: 1, max: 100 },
  { key: 'dailyCap', label: 'Daily cap per viewer', hint: '0 = no cap', min: 0, max: 1_000_000_000 },
];

export function SettingsForm({ settings }: { settings: EarningSettings }) {
  const save = useSaveEarningSettings();
  const [values, setValues] = useState<Record<keyof EarningSettings, string>>({
    amount: String(settings.amount),
    tickMinutes: String(settings.tickMinutes),
    subMultiplier: String(settings.subMultiplier),
    dailyCap: String(settings.dailyCap),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const parsed = {} as EarningSettings;
    for (const f of fieldLabels) {
      const n = Number(values[f.key]);
      if (!/^\d+$/.test(values[f.key].trim()) || n < f.min || n > f.max) next[f.key] = `A whole number, ${f.hint}`;
      parsed[f.key] = n;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(parsed, {
      onSuccess: () => toast({ description: 'Rates saved.', variant: 'success' }),
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
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
        Rates
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {fieldLabels.map((f) => (
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
        Save rates
      </Button>
    </form>
  );
}
