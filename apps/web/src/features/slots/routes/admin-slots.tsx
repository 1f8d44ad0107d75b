import type { CatalogueSlotInput, Slot, SlotImportResult } from '@app/contracts';
import { PencilIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SlotTile } from '@/components/slot-tile';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PageTitle } from '@/components/ui/page-title';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSlotMutations, useSlotSearch } from '../api/slots';

const MAX_CSV_BYTES = 8 * 1024 * 1024;
const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger';

const slotColumns = (edit: (slot: Slot) => void): Column<Slot>[] => [
  {
    id: 'slot',
    header: 'Slot',
    cell: (slot) => (
      <div className="flex min-w-0 items-center gap-2">
        <SlotTile name={slot.name} provider={slot.provider} thumbnail={slot.thumbnail} />
        <div className="min-w-0">
          <p className="truncate font-medium">{slot.name}</p>
          <p className="truncate text-xs text-muted">{slot.provider}</p>
          {/* Below 768 px the figures sit under the name instead of in their columns. */}
          <p className="break-words text-xs text-muted md:hidden">
            RTP {slot.rtp ?? '—'} · Volatility {slot.volatility ?? '—'} · Max win {slot.maxWin ?? '—'}
          </p>
        </div>
      </div>
    ),
  },
  {
    id: 'rtp',
    header: 'RTP',
    className: 'max-md:hidden',
    cellClassName: 'max-w-48 break-words tabular-nums',
    cell: (slot) => slot.rtp ?? '—',
  },
  { id: 'volatility', header: 'Volatility', className: 'max-md:hidden', cell: (slot) => slot.volatility ?? '—' },
  {
    id: 'max-win',
    header: 'Max win',
    className: 'max-md:hidden',
    cellClassName: 'tabular-nums',
    cell: (slot) => slot.maxWin ?? '—',
  },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    cellClassName: 'text-right',
    cell: (slot) => (
      <Button variant="ghost" size="sm" aria-label={`Edit ${slot.name} (${slot.provider})`} onClick={() => edit(slot)}>
        <PencilIcon aria-hidden="true" className="mr-1 size-4" /> Edit
      </Button>
    ),
  },
];

/** /admin/slots: find, add and edit the catalogue's slots (thumbnail included), and import a CSV of them. */
export default function AdminSlotsPage() {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 250);
  const results = useSlotSearch(q);
  const [editing, setEditing] = useState<Slot | 'new' | null>(null);

  return (
    <section>
      <PageTitle subtitle="The slots that bonus hunts, the live hunt and the box picker pick from">
        Slot catalogue
      </PageTitle>

      <div className="mb-3 flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <SearchBox value={query} onChange={setQuery} placeholder="Find a slot (3+ letters)..." label="Find a slot" />
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden="true" className="mr-1 size-4" /> Add slot
        </Button>
      </div>

      <DataTable
        columns={slotColumns(setEditing)}
        rows={results.data ?? []}
        rowKey={(slot) => slot.id}
        rowProps={() => ({ 'data-testid': 'slot-row' })}
        cellPadding="px-3 py-2"
        tableClassName="md:min-w-[34rem]"
        wrapperClassName="relative"
        wrapperProps={{ role: 'region', 'aria-label': 'Slots found', tabIndex: 0 }}
        message={q.length < 3 ? 'Type at least 3 letters of a slot or part of its name.' : null}
        loading={results.isPending}
        error={results.isError ? `Could not search the catalogue. ${errorMessage(results.error)}` : null}
        empty={`No slot matches “${q}”.`}
      />
      {q.length >= 3 && results.data?.length === 20 ? (
        <p className="mt-2 text-xs text-muted">Showing the first 20 matches: type more of the name to narrow them.</p>
      ) : null}

      <CsvImport />

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing !== null ? (
          <DialogContent
            title={editing === 'new' ? 'Add a slot' : `Edit ${editing.name}`}
            className="max-h-[90vh] overflow-y-auto"
          >
            <SlotForm
              key={editing === 'new' ? 'new' : editing.id}
              slot={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(null)}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

type FieldName = keyof CatalogueSlotInput;
const fields: Array<{ name: FieldName; label: string; placeholder?: string; required?: boolean }> = [
  { name: 'name', label: 'Name', required: true },
  { name: 'provider', label: 'Provider', required: true },
  { name: 'thumbnail', label: 'Thumbnail URL (https; empty: the provider tile)', placeholder: 'https://…/slot.png' },
  { name: 'rtp', label: 'RTP', placeholder: '96.50%' },
  { name: 'volatility', label: 'Volatility', placeholder: 'High' },
  { name: 'maxWin', label: 'Max win', placeholder: '5000x' },
];

/** Add (no `slot`) or edit a catalogue slot; the server's field errors show under their inputs. */
function SlotForm({ slot, onDone }: { slot?: Slot; onDone: () => void }) {
  const m = useSlotMutations();
  const mutation = slot ? m.update : m.create;
  const [errors, setErrors] = useState<{ fields: Partial<Record<FieldName, string>>; form: string | null }>({
    fields: {},
    form: null,
  });
  const idBase = useId();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (name: FieldName) => String(data.get(name) ?? '').trim();
    const optional = (name: FieldName) => text(name) || null;
    const body: CatalogueSlotInput = {
      name: text('name'),
      provider: text('provider'),
      thumbnail: optional('thumbnail'),
      rtp: optional('rtp'),
      volatility: optional('volatility'),
      maxWin: optional('maxWin'),
    };
    const onSuccess = (saved: Slot) => {
      toast({
        variant: 'success',
        description: slot ? `Saved ${saved.name}.` : `${saved.name} (${saved.provider}) is in the catalogue.`,
      });
      onDone();
    };
    const onError = (err: Error) => {
      const byField =
        err instanceof ApiError && err.fields
          ? (Object.fromEntries(
              Object.entries(err.fields).filter(([f]) => fields.some((x) => x.name === f)),
            ) as Partial<Record<FieldName, string>>)
          : {};
      setErrors({ fields: byField, form: Object.keys(byField).length ? null : errorMessage(err) });
    };
    if (slot) m.update.mutate({ id: slot.id, ...body }, { onSuccess, onError });
    else m.create.mutate(body, { onSuccess, onError });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {fields.map((f) => {
        const id = `${idBase}-${f.name}`;
        const error = errors.fields[f.name];
        return (
          <div key={f.name}>
            <label htmlFor={id} className="text-sm font-medium">
              {f.label}
            </label>
            <input
              id={id}
              name={f.name}
              defaultValue={slot ? (slot[f.name] ?? '') : ''}
              placeholder={f.placeholder}
              required={f.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass}
            />
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-xs text-danger">
                {f.label.split(' (')[0]} {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : slot ? 'Save' : 'Add'}
      </Button>
    </form>
  );
}

/** CSV import: the file is read in the browser and sent as text; the report lists every refused line. */
function CsvImport() {
  const m = useSlotMutations();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<SlotImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setReport(null);
    setFailure(null);
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) {
      setFailure('The file is larger than 8 MB; split it into smaller files.');
      return;
    }
    m.importCsv.mutate(await file.text(), {
      onSuccess: setReport,
      onError: (err) =>
        setFailure(err instanceof ApiError && err.fields?.csv ? `The CSV ${err.fields.csv}.` : errorMessage(err)),
    });
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-6 rounded-xl border border-border bg-surface p-4">
      <h2 id={`${inputId}-title`} className="font-semibold">
        Import a CSV
      </h2>
      <p className="mt-1 text-sm text-muted">
        A header row with <code>name</code> and <code>provider</code>, and optionally <code>rtp</code>,{' '}
        <code>volatility</code>, <code>max_win</code>, <code>thumbnail</code>. A slot with the same name and provider is
        updated; others are added.
      </p>
      <form onSubmit={(e) => void onSubmit(e)} className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="min-w-0 max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-surface-2 file:px-3 file:py-2 file:text-fg"
        />
        <Button type="submit" disabled={!file || m.importCsv.isPending}>
          {m.importCsv.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" className="mr-1 size-4" />} Import
        </Button>
      </form>
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {failure}
        </p>
      ) : null}
      {report ? (
        <div role="status" className="mt-3 text-sm">
          <p>
            Added {report.added}, updated {report.updated}, rejected {report.rejected.length}.
          </p>
          {report.rejected.length > 0 ? (
            <ul className="mt-2 max-h-48 list-inside list-disc overflow-y-auto text-muted" aria-label="Rejected lines">
              {report.rejected.map((r) => (
                <li key={r.line}>
                  Line {r.line}: {r.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
