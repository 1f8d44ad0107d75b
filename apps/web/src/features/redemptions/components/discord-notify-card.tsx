import { parseDiscordWebhookUrl } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/i18n';
import { useRedemptionNotify } from '../api/get-redemption-notify';
import { useSetRedemptionNotify } from '../api/set-redemption-notify';

/** The desk's setting: a Discord webhook told of every new redemption (Discord's webhook URLs only). */
export function DiscordNotifyCard() {
  const current = useRedemptionNotify();
  const save = useSetRedemptionNotify();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parseDiscordWebhookUrl(url)) {
      setError(t('redemptions.discord.invalid'));
      return;
    }
    setError(null);
    save.mutate(url.trim(), {
      onSuccess: () => {
        setUrl('');
        toast({ variant: 'success', description: t('redemptions.discord.saved') });
      },
      onError: (err) =>
        setError(
          err instanceof ApiError && err.fields?.webhookUrl ? t('redemptions.discord.invalid') : errorMessage(err),
        ),
    });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-6 rounded-xl border border-border bg-surface p-4">
      <h2 id={`${inputId}-title`} className="font-bold">
        {t('redemptions.discord.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('redemptions.discord.intro')}</p>
      <QueryState
        query={current}
        className="mt-3 text-sm text-danger"
        loading={<Spinner className="mt-3" />}
        error={(err) => t('redemptions.discord.loadFailed', { error: errorMessage(err) })}
      >
        {(setting) =>
          setting.configured ? (
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
              <span
                className="min-w-0 break-all rounded-md bg-surface-2 px-2 py-1 font-mono text-xs"
                data-testid="discord-webhook"
              >
                {setting.webhook ?? t('redemptions.discord.set')}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={save.isPending}
                onClick={() => save.mutate(null, { onError: (err) => setError(errorMessage(err)) })}
              >
                {t('redemptions.discord.remove')}
              </Button>
            </div>
          ) : (
            <p className="mt-3 text-sm">{t('redemptions.discord.notSet')}</p>
          )
        }
      </QueryState>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto]">
        <label htmlFor={inputId} className="sr-only">
          {t('redemptions.discord.urlLabel')}
        </label>
        <input
          id={inputId}
          type="url"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          placeholder={t('redemptions.discord.urlPlaceholder')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="w-full min-w-0 rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger"
        />
        <Button type="submit" disabled={save.isPending || url.trim() === ''}>
          {current.data?.configured ? t('redemptions.discord.replace') : t('redemptions.discord.save')}
        </Button>
        {error ? (
          <p id={errorId} role="alert" className="text-xs text-danger sm:col-span-2">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
