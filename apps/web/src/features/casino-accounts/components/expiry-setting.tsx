import { CASINO_CLAIM_EXPIRY_DAYS_MAX } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useCasinoAccountSettings } from '../api/get-casino-account-settings';
import { useSaveCasinoAccountSettings } from '../api/save-casino-account-settings';

/** The claim window: days a pending claim waits to be seen before it expires (1-365). */
export function ExpirySetting() {
  const settings = useCasinoAccountSettings();
  const save = useSaveCasinoAccountSettings();
  const [days, setDays] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = useId();
  const saved = settings.data?.expiryDays;
  const text = days ?? (saved === undefined ? '' : String(saved));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(text.trim());
    if (!/^\d{1,3}$/.test(text.trim()) || value < 1 || value > CASINO_CLAIM_EXPIRY_DAYS_MAX) {
      setError(t('casino-accounts.desk.expiryInvalid'));
      return;
    }
    setError(null);
    save.mutate(
      { expiryDays: value },
      {
        onSuccess: () => {
          setDays(null);
          toast({ variant: 'success', description: t('casino-accounts.desk.saved') });
        },
        onError: (err) => setError(errorMessage(err, t('casino-accounts.desk.expiryInvalid'))),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-6 rounded-2xl border border-border bg-surface p-4 sm:p-6"
      data-testid="casino-expiry-setting"
    >
      <h2 className="text-lg font-bold">{t('casino-accounts.desk.settingsTitle')}</h2>
      <p className="mt-1 text-sm text-muted">{t('casino-accounts.desk.settingsText')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="grid gap-1 text-sm">
          <label htmlFor={id}>{t('casino-accounts.desk.expiryDays')}</label>
          <input
            id={id}
            inputMode="numeric"
            maxLength={3}
            value={text}
            disabled={saved === undefined}
            onChange={(e) => {
              setDays(e.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            className="w-24 rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none focus:border-accent aria-[invalid=true]:border-danger"
          />
        </div>
        <Button type="submit" disabled={save.isPending || days === null || days === String(saved)}>
          {t('casino-accounts.desk.save')}
        </Button>
      </div>
      <div className="mt-2">
        <FormError id={errorId}>{error}</FormError>
      </div>
    </form>
  );
}
