import {
  LOCALE_NAMES,
  LOCALES,
  SITE_CURRENCIES,
  type Locale,
  type SiteCurrency,
  type SiteSettings,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { siteConfigQueryOptions } from '@/lib/site-config';

const settingsKey = ['admin', 'site-settings'] as const;

function CurrencyForm({ saved }: { saved: SiteSettings }) {
  const qc = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<SiteCurrency | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? saved.currency;
  const save = useMutation({
    mutationFn: (currency: SiteCurrency) =>
      api<SiteSettings>('/admin/site-settings', { method: 'PUT', body: { currency } }),
    onSuccess: (settings) => {
      qc.setQueryData(settingsKey, settings);
      // Every page, overlay and formatter reads the currency from the public config.
      void qc.invalidateQueries({ queryKey: siteConfigQueryOptions().queryKey });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(value, {
      onSuccess: (settings) => {
        setDraft(null);
        toast({ variant: 'success', description: t('site.currency.saved', { currency: settings.currency }) });
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-label={t('site.currency.formLabel')}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-currency`} className="text-sm font-medium">
          {t('site.currency.label')}
        </label>
        <select
          id={`${id}-currency`}
          className="h-10 rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent"
          value={value}
          onChange={(e) => setDraft(e.currentTarget.value as SiteCurrency)}
        >
          {SITE_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code} ({fmt().money(1234.5, code)})
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={save.isPending || value === saved.currency}>
        {t('site.currency.save')}
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The site's default language: visitors with no choice and no browser match, overlays, the chat bot. */
function LanguageForm({ saved }: { saved: SiteSettings }) {
  const qc = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<Locale | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? saved.defaultLocale;
  const save = useMutation({
    mutationFn: (defaultLocale: Locale) =>
      api<SiteSettings>('/admin/site-settings', { method: 'PUT', body: { defaultLocale } }),
    onSuccess: (settings) => {
      qc.setQueryData(settingsKey, settings);
      void qc.invalidateQueries({ queryKey: siteConfigQueryOptions().queryKey });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    save.mutate(value, {
      onSuccess: (settings) => {
        setDraft(null);
        toast({
          variant: 'success',
          description: t('site.language.saved', { language: LOCALE_NAMES[settings.defaultLocale] }),
        });
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-label={t('site.language.formLabel')}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-language`} className="text-sm font-medium">
          {t('site.language.label')}
        </label>
        <select
          id={`${id}-language`}
          className="h-10 rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent"
          value={value}
          onChange={(e) => setDraft(e.currentTarget.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={save.isPending || value === saved.defaultLocale}>
        {t('site.language.save')}
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * /admin/site: the site's own settings. The currency every amount of money is shown in (personal
 * and live hunts, overlays, GTB prizes, leaderboards, hunt statistics) and the default language;
 * audited as site.settings.
 */
export default function AdminSitePage() {
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => api<SiteSettings>('/admin/site-settings') });
  return (
    <section>
      <PageTitle subtitle={t('site.subtitle')}>{t('site.title')}</PageTitle>
      <div className="grid max-w-xl gap-2 rounded-2xl border border-border bg-surface p-4">
        <h2 className="text-lg font-bold">{t('site.currency.heading')}</h2>
        <p className="text-sm text-muted">{t('site.currency.intro')}</p>
        <QueryState
          query={settings}
          className="text-sm text-danger"
          loading={<Spinner />}
          error={(err) => t('site.loadFailed', { error: errorMessage(err) })}
        >
          {(data) => <CurrencyForm saved={data} />}
        </QueryState>
      </div>
      <div className="mt-4 grid max-w-xl gap-2 rounded-2xl border border-border bg-surface p-4">
        <h2 className="text-lg font-bold">{t('site.language.heading')}</h2>
        <p className="text-sm text-muted">{t('site.language.intro')}</p>
        <QueryState
          query={settings}
          className="text-sm text-danger"
          loading={<Spinner />}
          error={(err) => t('site.loadFailed', { error: errorMessage(err) })}
        >
          {(data) => <LanguageForm saved={data} />}
        </QueryState>
      </div>
    </section>
  );
}
