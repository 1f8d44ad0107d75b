import type { AdminSponsor, SponsorAdapter, SponsorPatch } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { api, ApiError } from '@/lib/api-client';

const input = 'h-9 w-full rounded-md border border-border bg-bg px-2 text-sm';
const adapters: SponsorAdapter[] = ['roobet', 'shuffle', 'gamdom', 'rainbet', 'csv'];

/** Sponsors as admins configure them: credentials are write-only (the API says only whether they are set). */
export function SponsorAdmin() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['admin-sponsors'], queryFn: () => api<AdminSponsor[]>('/admin/sponsors') });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin-sponsors'] }),
      queryClient.invalidateQueries({ queryKey: ['sponsors'] }),
    ]);
  const [form, setForm] = useState({
    slug: '',
    name: '',
    logo: '',
    adapter: 'roobet' as SponsorAdapter,
    key: '',
    userId: '',
  });
  const create = useMutation({
    mutationFn: () =>
      api<AdminSponsor>('/admin/sponsors', {
        method: 'POST',
        body: {
          slug: form.slug,
          name: form.name,
          logo: form.logo,
          adapter: form.adapter,
          credentials: form.key ? { key: form.key, ...(form.userId ? { userId: form.userId } : {}) } : null,
        },
      }),
    onSuccess: () => {
      setForm({ slug: '', name: '', logo: '', adapter: 'roobet', key: '', userId: '' });
      void refresh();
    },
  });
  const [csv, setCsv] = useState({ slug: '', period: '', text: '' });
  const importCsv = useMutation({
    mutationFn: () =>
      api<{ imported: number; skipped: number }>(`/admin/sponsors/${encodeURIComponent(csv.slug)}/import`, {
        method: 'POST',
        body: { period: csv.period, csv: csv.text },
      }),
    onSuccess: () => void refresh(),
  });
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
          create.mutate();
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
          importCsv.mutate();
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
function parsePrizes(text: string): number[] | null {
  const parts = text.split(/[\s,/]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) return null;
  return parts.map(Number);
}

/** Edits one sponsor: only the fields changed are sent; a blank key keeps the stored credentials. */
function SponsorEditor({ sponsor, onSaved }: { sponsor: AdminSponsor; onSaved: () => void }) {
  const [name, setName] = useState(sponsor.name);
  const [logo, setLogo] = useState(sponsor.logo);
  const [prizes, setPrizes] = useState(sponsor.prizes.join(' / '));
  const [maskNames, setMaskNames] = useState(sponsor.maskNames);
  const [key, setKey] = useState('');
  const [userId, setUserId] = useState('');
  const [clearCredentials, setClearCredentials] = useState(false);
  const [prizeError, setPrizeError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (patch: SponsorPatch) =>
      api<AdminSponsor>(`/admin/sponsors/${encodeURIComponent(sponsor.slug)}`, { method: 'PATCH', body: patch }),
    onSuccess: (saved) => {
      toast({ variant: 'success', description: `${saved.name} saved.` });
      onSaved();
    },
  });
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const usesKey = sponsor.adapter !== 'csv';
  const fieldError = (k: string) => (fields[k] ? <span className="text-xs text-danger">{fields[k]}</span> : null);
  const id = (k: string) => `sponsor-${sponsor.slug}-${k}`;

  return (
    <form
      aria-label={`Edit ${sponsor.name}`}
      className="grid gap-2 rounded-xl border border-border bg-bg/40 p-3 sm:grid-cols-3"
      onSubmit={(e) => {
        e.preventDefault();
        const prizeList = parsePrizes(prizes);
        if (!prizeList || prizeList.length > 10)
          return setPrizeError('Whole points for ranks 1 to 10 (at most 10 values), e.g. 2000 / 1500 / 750.');
        setPrizeError(null);
        const patch: SponsorPatch = {};
        if (name.trim() !== sponsor.name) patch.name = name;
        if (logo.trim() !== sponsor.logo) patch.logo = logo;
        if (prizeList.join() !== sponsor.prizes.join()) patch.prizes = prizeList;
        if (maskNames !== sponsor.maskNames) patch.maskNames = maskNames;
        if (usesKey && clearCredentials) patch.credentials = null;
        else if (usesKey && key.trim()) patch.credentials = { key, ...(userId.trim() ? { userId } : {}) };
        if (Object.keys(patch).length === 0) return onSaved();
        save.mutate(patch);
      }}
    >
      <label className="text-sm" htmlFor={id('name')}>
        <span className="block">Name</span>
        <input id={id('name')} className={input} value={name} onChange={(e) => setName(e.target.value)} />
        {fieldError('name')}
      </label>
      <label className="text-sm sm:col-span-2" htmlFor={id('logo')}>
        <span className="block">Logo (https URL or /sponsors/… path)</span>
        <input id={id('logo')} className={input} value={logo} onChange={(e) => setLogo(e.target.value)} />
        {fieldError('logo')}
      </label>
      <label className="text-sm sm:col-span-2" htmlFor={id('prizes')}>
        <span className="block">Prizes by rank (whole dollars)</span>
        <input
          id={id('prizes')}
          className={input}
          inputMode="numeric"
          value={prizes}
          onChange={(e) => setPrizes(e.target.value)}
        />
        {prizeError ? <span className="text-xs text-danger">{prizeError}</span> : fieldError('prizes')}
      </label>
      <label className="flex items-center gap-2 self-end text-sm">
        <input type="checkbox" checked={maskNames} onChange={(e) => setMaskNames(e.target.checked)} /> Mask usernames
      </label>
      {usesKey ? (
        <>
          <label className="text-sm" htmlFor={id('key')}>
            <span className="block">New API key (blank keeps the stored one)</span>
            <input
              id={id('key')}
              className={input}
              type="password"
              autoComplete="off"
              value={key}
              disabled={clearCredentials}
              onChange={(e) => setKey(e.target.value)}
            />
          </label>
          <label className="text-sm" htmlFor={id('user')}>
            <span className="block">Affiliate user id (Roobet)</span>
            <input
              id={id('user')}
              className={input}
              value={userId}
              disabled={clearCredentials}
              onChange={(e) => setUserId(e.target.value)}
            />
          </label>
          <label className="flex items-center gap-2 self-end text-sm">
            <input type="checkbox" checked={clearCredentials} onChange={(e) => setClearCredentials(e.target.checked)} />{' '}
            Remove the stored credentials
          </label>
        </>
      ) : null}
      <div className="sm:col-span-3">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save
        </Button>
        {save.error && !Object.keys(fields).length ? (
          <span className="ml-2 text-sm text-danger">{save.error.message}</span>
        ) : null}
      </div>
    </form>
  );
}
