import { moneyTextToCents } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { useCreateLiveHunt } from '../api/create-live-hunt';
import { inputClass, fail } from './console-shared';

export function CreateHunt() {
  const [start, setStart] = useState('');
  const create = useCreateLiveHunt();
  return (
    <form
      className="mb-6 flex flex-wrap items-end gap-2 rounded-2xl border border-border bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const cents = moneyTextToCents(start);
        if (!cents) return toast({ variant: 'destructive', description: t('live-hunt.create.invalid') });
        create.mutate(cents, { onError: fail });
      }}
    >
      <label className="grid flex-1 gap-1 text-sm">
        {t('live-hunt.create.startDollars')}
        <input
          className={inputClass}
          inputMode="decimal"
          placeholder="1000.00"
          value={start}
          onChange={(e) => setStart(e.target.value)}
          aria-label={t('live-hunt.create.start')}
        />
      </label>
      <Button type="submit" disabled={create.isPending}>
        {t('live-hunt.create.submit')}
      </Button>
    </form>
  );
}
