import type { SponsorAdapter } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { useCreateSponsor } from '../api/create-sponsor';
import { useAdminSponsors } from '../api/get-admin-sponsors';
import { useImportSponsorCsv } from '../api/import-sponsor-csv';
import { refreshSponsors } from '../api/keys';
import { input } from './sponsor-input';
import { SponsorEditor } from './sponsor-editor';

const adapters: SponsorAdapter[] = ['roobet', 'shuffle', 'gamdom', 'rainbet', 'csv'];

/** Sponsors as admins configure them: credentials are write-only (the API says only whether they are set). */
export function SponsorAdmin() {
  const queryClient = useQueryClient();
  const list = useAdminSponsors();
  const refresh = () => refreshSponsors(queryClient);
  const [form, setForm] = useState({
    slug: '',
    name: '',
    logo: '',
    adapter: 'roobet' as SponsorAdapter,
    key: '',
    userId: '',
  });
  const create = useCreateSponsor(() =>
    setForm({ slug: '', name: '', logo: '', adapter: 'roobet', key: '', userId: '' }),
  );
  const [csv, setCsv] = useState({ slug: '', period: '', text: '' });
  const importCsv = useImportSponsorCsv();
  const fields = create.error instanceof ApiError ? (create.error.fields ?? {}) : {};
  const [editing, setEditing] = useState<string | null>(null);
  const editingSponsor = list.data?.find((x) => x.slug === editing);

  return (
    <section className="mt-8 space-y-4" aria-label="Sponsors">
      <h2 className="text-lg font-bold">Sponsors</h2>
      <QueryState
        query={list}
        loading={<p className="text-sm text-muted">Loading sponsors...</p>}
        error={() => 'Could not load the sponsors.'}
      >
        {(sponsors) => (
          <DataTable
            variant="plain"
            columns={[
              { id: 'name', header: 'Name', cell: (s) => s.name },
              { id: 'adapter', header: 'Adapter', cell: (s) => s.adapter },
              {
                id: 'credentials',
                header: 'Credentials',
                cell: (s) => (s.adapter === 'csv' ? 'CSV import' : s.hasCredentials ? 'set' : 'not set'),
              },
              { id: 'prizes', header: 'Prizes', cell: (s) => s.prizes.join(' / ') },
              {
                id: 'actions',
                header: <span className="sr-only">Actions</span>,
                cellClassName: 'text-right',
                cell: (s) => (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={editing === s.slug}
                    onClick={() => setEditing(editing === s.slug ? null : s.slug)}
                  >
                    {editing === s.slug ? 'Close' : `Edit ${s.name}`}
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
            credentials: form.key ? { key: form.key, ...(form.userId ? { userId: form.userId } : {}) } : null,
          });
        }}
      >
        <h3 className="font-semibold sm:col-span-3">Add sponsor</h3>
        {(['name', 'slug', 'logo'] as const).map((k) => (
          <label key={k} className="text-sm">
            <span className="block capitalize">{k}</span>
            <input className={input} value={form[k]} onChange={(e) => setForm({ ...form, [k]: e.target.value })} />
            {fields[k] ? <span className="text-xs text-danger">{fields[k]}</span> : null}
          </label>
        ))}
        <label className="text-sm">
          <span className="block">Adapter</span>
          <select
            className={input}
            value={form.adapter}
            onChange={(e) => setForm({ ...form, adapter: e.target.value as SponsorAdapter })}
          >
            {adapters.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block">API key (write-only)</span>
          <input
            className={input}
            type="password"
            autoComplete="off"
            value={form.key}
            onChange={(e) => setForm({ ...form, key: e.target.value })}
          />
        </label>
        <label className="text-sm">
          <span className="block">Affiliate user id (Roobet)</span>
          <input className={input} value={form.userId} onChange={(e) => setForm({ ...form, userId: e.target.value })} />
        </label>
        <div className="sm:col-span-3">
          <Button type="submit" size="sm" disabled={create.isPending}>
            Add sponsor
          </Button>
          {create.error && !Object.keys(fields).length ? (
            <span className="ml-2 text-sm text-danger">{create.error.message}</span>
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
        <h3 className="font-semibold sm:col-span-2">CSV import (username,wagered)</h3>
        <label className="text-sm">
          <span className="block">Sponsor</span>
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
          <span className="block">Month (YYYY-MM)</span>
          <input className={input} value={csv.period} onChange={(e) => setCsv({ ...csv, period: e.target.value })} />
        </label>
        <label className="text-sm sm:col-span-2">
          <span className="block">CSV</span>
          <textarea
            className={`${input} h-24 py-1`}
            value={csv.text}
            onChange={(e) => setCsv({ ...csv, text: e.target.value })}
          />
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={importCsv.isPending || !csv.slug}>
            Import
          </Button>
          {importCsv.isSuccess ? (
            <span className="ml-2 text-sm text-success">
              Imported {importCsv.data.imported}, skipped {importCsv.data.skipped}.
            </span>
          ) : null}
          {importCsv.isError ? <span className="ml-2 text-sm text-danger">{importCsv.error.message}</span> : null}
        </div>
      </form>
    </section>
  );
}

/** Whole points, separated by '/', ',' or spaces: "2000 / 1500 / 750". Null when not a list of them. */
