import type { Slot } from '@app/contracts';
import { PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { SlotTile } from '@/components/slot-tile';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PageTitle } from '@/components/ui/page-title';
import { fmt, t } from '@/i18n';
import { SearchBox } from '@/components/ui/search-box';
import { errorMessage } from '@/lib/error-message';
import { SLOT_SEARCH_MAX_RESULTS, SLOT_SEARCH_MIN_CHARS } from '@app/contracts/limits';
import { useSlotSearch } from '@/lib/search-slots';
import { SlotForm } from '../components/slot-form';
import { CsvImport } from '../components/csv-import';

const slotColumns = (edit: (slot: Slot) => void): Column<Slot>[] => [
  {
    id: 'slot',
    header: t('slots.table.slot'),
    cell: (slot) => (
      <div className="flex min-w-0 items-center gap-2">
        <SlotTile name={slot.name} provider={slot.provider} thumbnail={slot.thumbnail} />
        <div className="min-w-0">
          <p className="truncate font-medium">{slot.name}</p>
          <p className="truncate text-xs text-muted">{slot.provider}</p>
          {/* Below 768 px the figures sit under the name instead of in their columns. */}
          <p className="break-words text-xs text-muted md:hidden">
            {t('slots.table.figures', {
              rtp: slot.rtp ?? '—',
              volatility: slot.volatility ?? '—',
              maxWin: slot.maxWin ?? '—',
            })}
          </p>
        </div>
      </div>
    ),
  },
  {
    id: 'rtp',
    header: t('slots.table.rtp'),
    className: 'max-md:hidden',
    cellClassName: 'max-w-48 break-words tabular-nums',
    cell: (slot) => slot.rtp ?? '—',
  },
  {
    id: 'volatility',
    header: t('slots.table.volatility'),
    className: 'max-md:hidden',
    cell: (slot) => slot.volatility ?? '—',
  },
  {
    id: 'max-win',
    header: t('slots.table.maxWin'),
    className: 'max-md:hidden',
    cellClassName: 'tabular-nums',
    cell: (slot) => slot.maxWin ?? '—',
  },
  {
    id: 'actions',
    header: <span className="sr-only">{t('slots.table.actions')}</span>,
    cellClassName: 'text-right',
    cell: (slot) => (
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('slots.table.editSlot', { name: slot.name, provider: slot.provider })}
        onClick={() => edit(slot)}
      >
        <PencilIcon aria-hidden="true" className="mr-1 size-4" /> {t('slots.table.edit')}
      </Button>
    ),
  },
];

/** /admin/slots: find, add and edit the catalogue's slots (thumbnail included), and import a CSV of them. */
export default function AdminSlotsPage() {
  const [query, setQuery] = useState('');
  const { q, search: results } = useSlotSearch(query, { delayMs: 250, fresh: true });
  const [editing, setEditing] = useState<Slot | 'new' | null>(null);

  return (
    <section>
      <PageTitle subtitle={t('slots.subtitle')}>{t('slots.title')}</PageTitle>

      <div className="mb-3 flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <SearchBox
            value={query}
            onChange={setQuery}
            placeholder={t('slots.search.placeholder')}
            label={t('slots.search.label')}
          />
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden="true" className="mr-1 size-4" /> {t('slots.add')}
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
        message={
          q.length < SLOT_SEARCH_MIN_CHARS
            ? t('slots.search.typeMore', { min: fmt().number(SLOT_SEARCH_MIN_CHARS) })
            : null
        }
        loading={results.isPending}
        error={results.isError ? t('slots.search.failed', { message: errorMessage(results.error) }) : null}
        empty={t('slots.search.none', { q })}
      />
      {q.length >= SLOT_SEARCH_MIN_CHARS && results.data?.length === SLOT_SEARCH_MAX_RESULTS ? (
        <p className="mt-2 text-xs text-muted">
          {t('slots.search.firstMatches', { max: fmt().number(SLOT_SEARCH_MAX_RESULTS) })}
        </p>
      ) : null}

      <CsvImport />

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing !== null ? (
          <DialogContent
            title={editing === 'new' ? t('slots.dialog.add') : t('slots.dialog.edit', { name: editing.name })}
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
