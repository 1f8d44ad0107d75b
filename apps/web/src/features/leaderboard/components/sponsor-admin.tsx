import { SPONSOR_ADAPTERS, type SponsorAdapter } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { fmt, t, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useCreateSponsor } from '../api/create-sponsor';
import { useAdminSponsors } from '../api/get-admin-sponsors';
import { useImportSponsorCsv } from '../api/import-sponsor-csv';
import { refreshSponsors } from '../api/keys';
import { credentialsOf, fieldRules, input } from './sponsor-input';
import { SponsorEditor } from './sponsor-editor';

const ADD_FIELDS = [
  ['name', 'leaderboard.sponsor.name'],
  ['slug', 'leaderboard.sponsor.slug'],
  ['logo', 'leaderboard.sponsor.logo'],
] as const satisfies ReadonlyArray<readonly ['name' | 'slug' | 'logo', MessageId]>;

/** Sponsors as admins configure them: credentials are write-only (the API says only whether they are set). */
export function SponsorAdmin() {
  const queryClient = useQueryClient();
  const list = useAdminSponsors();
  const refresh = () => refreshSponsors(queryClient);
  const blank = { slug: '', name: '', logo: '', adapter: 'roobet' as SponsorAdapter, key: '', userId: '', code: '' };
  const [form, setForm] = useState(blank);
  const create = useCreateSponsor(() => setForm(blank));
  const [csv, setCsv] = useState({ slug: '', period: '', text: '' });
  const importCsv = useImportSponsorCsv();
  const fields = fieldRules(create.error);
  const csvFields = fieldRules(importCsv.error);
  const [editing, setEditing] = useState<string | null>(null);
  const editingSponsor = list.data?.find((x) => x.slug === editing);

  return (
    <section className="mt-8 space-y-4" aria-label={t('leaderboard.sponsors')}>
      <h2 className="text-lg font-bold">{t('leaderboard.sponsors')}</h2>
      <QueryState
        query={list}
        loading={<p className="text-sm text-muted">{t('leaderboard.sponsor.loading')}</p>}
        error={() => t('leaderboard.sponsor.loadFailed')}
      >
        {(sponsors) => (
          <DataTable
            variant="plain"
            columns={[
              { id: 'name', header: t('leaderboard.sponsor.name'), cell: (s) => s.name },
              { id: 'adapter', header: t('leaderboard.sponsor.adapter'), cell: (s) => s.adapter },
              {
                id: 'credentials',
                header: t('leaderboard.sponsor.credentials'),
                cell: (s) =>
                  s.adapter === 'csv'
                    ? t('leaderboard.sponsor.csvImport')
                    : s.hasCredentials
                      ? t('leaderboard.sponsor.credentialsSet')
                      : t('leaderboard.sponsor.credentialsNotSet'),
              },
              { id: 'prizes', header: t('leaderboard.sponsor.prizes'), cell: (s) => s.prizes.join(' / ') },
              {
                id: 'actions',
                header: <span className="sr-only">{t('leaderboard.sponsor.actions')}</span>,
                cellClassName: 'text-right',
                cell: (s) => (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={editing === s.slug}
                    onClick={() => setEditing(editing === s.slug ? null : s.slug)}
                  >
                    {editing === s.slug
                      ? t('leaderboard.sponsor.close')
                      : t('leaderboard.sponsor.edit', { name: s.name })}
                  </Button>
                ),
              },
            ]}
            rows={sponsors}
            rowKey={(s) => s.id}
            empty={null}
          />
        )}
      </QueryState>
      {/* Below the table, not in a row of it: on a phone the table scrolls sideways, the form must not. */}
      {editingSponsor ? (
        <SponsorEditor
          key={editingSponsor.slug}
          sponsor={editingSponsor}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <form
        className="grid gap-2 rounded-xl border border-border p-3 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({
            slug: form.slug,
            name: form.name,
            logo: form.logo,
            adapter: form.adapter,
            credentials: form.key ? credentialsOf(form.adapter, form) : null,
          });
        }}
      >
        <h3 className="font-semibold sm:col-span-3">{t('leaderboard.sponsor.add')}</h3>
        {ADD_FIELDS.map(([k, label]) => (
          <label key={k} className="text-sm">
            <span className="block">{t(label)}</span>
            <input className={input} value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} />
            {fields[k] ? <span className="text-xs text-danger">{fields[k]}</span> : null}
          </label>
        ))}
        <label className="text-sm">
          <span className="block">{t('leaderboard.sponsor.adapter')}</span>
          <select
            className={input}
            value={form.adapter}
            onChange={(e) => setForm({ ...form, adapter: e.target.value as SponsorAdapter })}
          >
            {SPONSOR_ADAPTERS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block">{t('leaderboard.sponsor.apiKey')}</span>
          <input
            className={input}
            type="password"
            autoComplete="off"
            value={form.key}
            onChange={(e) => setForm({ ...form, key: e.target.value })}
          />
          {fields.credentials ? <span className="text-xs text-danger">{fields.credentials}</span> : null}
        </label>
        {form.adapter === 'roobet' ? (
          <label className="text-sm">
            <span className="block">{t('leaderboard.sponsor.userId')}</span>
            <input
              className={input}
              value={form.userId}
              onChange={(e) => setForm({ ...form, userId: e.target.value })}
            />
          </label>
        ) : null}
        {form.adapter === 'raingg' ? (
          <label className="text-sm">
            <span className="block">{t('leaderboard.sponsor.code')}</span>
            <input className={input} value={form.code} onChange={(e) => setForm({ ...form, code: e.target.value })} />
          </label>
        ) : null}
        <div className="sm:col-span-3">
          <Button type="submit" size="sm" disabled={create.isPending}>
            {t('leaderboard.sponsor.add')}
          </Button>
          {create.error && !Object.keys(fields).length ? (
            <span className="ml-2 text-sm text-danger">{errorMessage(create.error)}</span>
          ) : null}
        </div>
      </form>
      <form
        className="grid gap-2 rounded-xl border border-border p-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          importCsv.mutate({ slug: csv.slug, period: csv.period, csv: csv.text });
        }}
      >
        <h3 className="font-semibold sm:col-span-2">{t('leaderboard.sponsor.csvTitle')}</h3>
        <label className="text-sm">
          <span className="block">{t('leaderboard.sponsor.sponsor')}</span>
          <select className={input} value={csv.slug} onChange={(e) => setCsv({ ...csv, slug: e.target.value })}>
            <option value="">—</option>
            {list.data?.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block">{t('leaderboard.sponsor.period')}</span>
          <input className={input} value={csv.period} onChange={(e) => setCsv({ ...csv, period: e.target.value })} />
          {csvFields.period ? <span className="text-xs text-danger">{csvFields.period}</span> : null}
        </label>
        <label className="text-sm sm:col-span-2">
          <span className="block">{t('leaderboard.sponsor.csv')}</span>
          <textarea
            className={`${input} h-24 py-1`}
            value={csv.text}
            onChange={(e) => setCsv({ ...csv, text: e.target.value })}
          />
          {csvFields.csv ? <span className="text-xs text-danger">{csvFields.csv}</span> : null}
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={importCsv.isPending || !csv.slug}>
            {t('leaderboard.sponsor.import')}
          </Button>
          {importCsv.isSuccess ? (
            <span className="ml-2 text-sm text-success">
              {t('leaderboard.sponsor.imported', {
                imported: fmt().number(importCsv.data.imported),
                skipped: fmt().number(importCsv.data.skipped),
              })}
            </span>
          ) : null}
          {importCsv.isError && !Object.keys(csvFields).length ? (
            <span className="ml-2 text-sm text-danger">{errorMessage(importCsv.error)}</span>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** Whole points, separated by '/', ',' or spaces: "2000 / 1500 / 750". Null when not a list of them. */
