import type { AuditEntry } from '@app/contracts';
import { DownloadIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { formatDateTimeLisbon } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useAuditActions } from '../api/get-audit-actions';
import { auditSearch, useAuditLog } from '../api/get-audit';
import { AuditFiltersForm, EMPTY_FORM, toFilters, type FilterForm } from '../components/audit-filters';

const shown = (value: unknown): string => {
  if (value === undefined) return '—';
  if (value === null) return 'none';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** 'field: before → after' per changed field; a creation shows only its after, a removal its before. */
function Change({ summary }: { summary: AuditEntry['summary'] }) {
  const keys = [...new Set([...Object.keys(summary.before ?? {}), ...Object.keys(summary.after ?? {})])];
  if (keys.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="grid gap-0.5">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="font-medium">{key}</span>:{' '}
          {summary.before && key in summary.before ? (
            <>
              <span className="text-muted">{shown(summary.before[key])}</span> →{' '}
            </>
          ) : null}
          <span>{summary.after ? shown(summary.after[key]) : 'removed'}</span>
        </li>
      ))}
    </ul>
  );
}

const columns: Column<AuditEntry>[] = [
  {
    id: 'time',
    header: 'Time (Lisbon)',
    cell: (e) => <time dateTime={e.createdAt}>{formatDateTimeLisbon(e.createdAt)}</time>,
    className: 'whitespace-nowrap align-top',
  },
  {
    id: 'actor',
    header: 'Actor',
    cell: (e) => (
      <>
        <span className="font-medium">{e.actorName}</span>
        <span className="block text-xs text-muted">{e.actorRole}</span>
      </>
    ),
    className: 'align-top',
  },
  {
    id: 'action',
    header: 'Action',
    cell: (e) => <code className="text-xs">{e.action}</code>,
    className: 'align-top',
  },
  {
    id: 'target',
    header: 'Target',
    cell: (e) => (
      <>
        <span>{e.targetLabel ?? e.targetId ?? '—'}</span>
        <span className="block text-xs text-muted break-all">
          {e.targetType}
          {e.targetId ? ` · ${e.targetId}` : ''}
        </span>
      </>
    ),
    className: 'align-top min-w-40',
  },
  {
    id: 'change',
    header: 'Before → after',
    cell: (e) => <Change summary={e.summary} />,
    className: 'align-top min-w-56 text-xs',
  },
  {
    id: 'request',
    header: 'Request id',
    cell: (e) => <span className="break-all font-mono text-xs">{e.requestId ?? '—'}</span>,
    className: 'align-top min-w-32',
  },
  {
    id: 'ip',
    header: 'IP',
    cell: (e) => <span className="font-mono text-xs">{e.ip ?? '—'}</span>,
    className: 'align-top whitespace-nowrap',
  },
];

export default function AdminAuditPage() {
  const [form, setForm] = useState<FilterForm>(EMPTY_FORM);
  const filters = useMemo(() => toFilters(form), [form]);
  const log = useAuditLog(filters);
  const actions = useAuditActions();
  const rows = log.data?.pages.flatMap((p) => p.items) ?? [];
  const exportHref = `/api/v1/admin/audit/export.csv?${auditSearch(filters).toString()}`;
  return (
    <section>
      <PageTitle subtitle="Every admin and moderator action, newest first: who, when, what changed and from which request. Rows are never changed or deleted.">
        Audit log
      </PageTitle>
      <AuditFiltersForm initial={form} actions={actions.data?.actions ?? []} onApply={setForm} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite" data-testid="audit-count">
          {log.isSuccess
            ? `${rows.length} ${rows.length === 1 ? 'entry' : 'entries'} shown${log.hasNextPage ? ', more below' : ''}`
            : ''}
        </p>
        <Button asChild variant="outline" size="sm">
          <a href={exportHref} download data-testid="audit-export">
            <DownloadIcon aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        caption="Audit log entries"
        loading={log.isPending}
        error={log.isError ? `Could not load the audit log: ${errorMessage(log.error)}` : undefined}
        empty="No entries match these filters."
        data-testid="audit-table"
        wrapperClassName="rounded-xl border border-border bg-surface"
        wrapperProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Audit log entries' }}
        rowProps={(e) => ({ 'data-testid': 'audit-row', 'data-action': e.action })}
      />
      {log.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? 'Loading…' : 'Older entries'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
