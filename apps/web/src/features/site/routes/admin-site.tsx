import { LOCALE_NAMES, LOCALES, RESTRICTED_OFFER_MODES, SITE_CURRENCIES, type SiteSettings } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { fmt, t, type MessageId } from '@/i18n';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { siteConfigQueryOptions } from '@/lib/site-config';

const settingsKey = ['admin', 'site-settings'] as const;

type Setting = keyof SiteSettings;

/**
 * One setting of the site as a select and its save button: saved alone (PUT with that field), the
 * public config read again (every page and formatter reads it), a toast from `saved`, a refusal under
 * the form.
 */
function SettingForm<K extends Setting>({
  saved,
  field,
  options,
  text,
}: {
  saved: SiteSettings;
  field: K;
  options: { value: SiteSettings[K]; label: string; lang?: string }[];
  text: { form: MessageId; field: MessageId; save: MessageId; saved: (settings: SiteSettings) => string };
}) {
  const qc = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<SiteSettings[K] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? saved[field];
  const save = useMutation({
    mutationFn: (next: SiteSettings[K]) =>
      api<SiteSettings>('/admin/site-settings', { method: 'PUT', body: { [field]: next } }),
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
        toast({ variant: 'success', description: text.saved(settings) });
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label={t(text.form)}>
      <div className="grid min-w-0 max-w-full gap-1">
        <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
          {t(text.field)}
        </label>
        <select
          id={`${id}-${field}`}
          className="h-10 w-full max-w-full rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent"
          value={String(value)}
          onChange={(e) => {
            const picked = options.find((option) => String(option.value) === e.currentTarget.value);
            if (picked) setDraft(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={save.isPending || value === saved[field]}>
        {t(text.save)}
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The currency every amount of money is shown in, each code with a sample. */
const CurrencyForm = ({ saved }: { saved: SiteSettings }) => (
  <SettingForm
    saved={saved}
    field="currency"
    options={SITE_CURRENCIES.map((code) => ({ value: code, label: `${code} (${fmt().money(1234.5, code)})` }))}
    text={{
      form: 'site.currency.formLabel',
      field: 'site.currency.label',
      save: 'site.currency.save',
      saved: (settings) => t('site.currency.saved', { currency: settings.currency }),
    }}
  />
);

/** The site's default language: visitors with no choice and no browser match, overlays, the chat bot. */
const LanguageForm = ({ saved }: { saved: SiteSettings }) => (
  <SettingForm
    saved={saved}
    field="defaultLocale"
    options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }))}
    text={{
      form: 'site.language.formLabel',
      field: 'site.language.label',
      save: 'site.language.save',
      saved: (settings) => t('site.language.saved', { language: LOCALE_NAMES[settings.defaultLocale] }),
    }}
  />
);

/** What a visitor sees of an offer restricted in their country: nothing, or the card marked. */
const RestrictedOffersForm = ({ saved }: { saved: SiteSettings }) => (
  <SettingForm
    saved={saved}
    field="restrictedOffers"
    options={RESTRICTED_OFFER_MODES.map((mode) => ({
      value: mode,
      label: t(mode === 'hide' ? 'site.countries.restrictedHide' : 'site.countries.restrictedMark'),
    }))}
    text={{
      form: 'site.countries.restrictedFormLabel',
      field: 'site.countries.restrictedLabel',
      save: 'site.countries.restrictedSave',
      saved: () => t('site.countries.saved'),
    }}
  />
);

/** On by default: visitors in Portugal see only offers licensed by SRIJ. */
const PortugalForm = ({ saved }: { saved: SiteSettings }) => (
  <SettingForm
    saved={saved}
    field="hideUnlicensedInPortugal"
    options={[
      { value: true, label: t('site.countries.portugalHide') },
      { value: false, label: t('site.countries.portugalShow') },
    ]}
    text={{
      form: 'site.countries.portugalFormLabel',
      field: 'site.countries.portugalLabel',
      save: 'site.countries.portugalSave',
      saved: () => t('site.countries.saved'),
    }}
  />
);

/**
 * /admin/site: the site's own settings. The currency every amount of money is shown in (personal
 * and live hunts, overlays, GTB prizes, leaderboards, hunt statistics), the default language, and
 * the offers' country rules; audited as site.settings.
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
      <div className="mt-4 grid max-w-xl gap-2 rounded-2xl border border-border bg-surface p-4">
        <h2 className="text-lg font-bold">{t('site.countries.heading')}</h2>
        <p className="text-sm text-muted">{t('site.countries.intro')}</p>
        <QueryState
          query={settings}
          className="text-sm text-danger"
          loading={<Spinner />}
          error={(err) => t('site.loadFailed', { error: errorMessage(err) })}
        >
          {(data) => (
            <div className="grid gap-4">
              <RestrictedOffersForm saved={data} />
              <PortugalForm saved={data} />
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}
