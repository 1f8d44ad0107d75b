import { auditChanges, type AuditEntry, type AuditFieldKind } from '@app/contracts';
import { DownloadIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { fmt, t } from '@/i18n';
import { formatDateTimeLisbon } from '@/lib/dates';
import { useMoney, type Money } from '@/lib/money';
import { errorMessage } from '@/lib/error-message';
import { useAuditActions } from '../api/get-audit-actions';
import { auditSearch, useAuditLog } from '../api/get-audit';
import { AuditFiltersForm, EMPTY_FORM, toFilters, type FilterForm } from '../components/audit-filters';
import { actionLabel, roleLabel, targetName, targetPlace } from '../labels';

/** A summary value as text: money in the site currency and points as points (by the action's field kinds), the rest as it is. */
function shown(value: unknown, kind: AuditFieldKind | undefined, money: Money): string {
  if (value === undefined) return '—';
  if (value === null) return t('audit.none');
  if (typeof value === 'number' && kind === 'money') return money.cents(value);
  if (typeof value === 'number' && kind === 'points') return fmt().points(value);
  if (Array.isArray(value) && kind) return value.map((v) => shown(v, kind, money)).join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** 'field: before → after' per changed field; a creation shows only its after, a removal its before. */
function Change({ entry }: { entry: AuditEntry }) {
  const money = useMoney();
  const changes = auditChanges(entry.action, entry.summary);
  if (changes.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="grid gap-0.5">
      {changes.map((c) => (
        <li key={c.field} className="[overflow-wrap:anywhere]" data-testid="audit-change">
          <span className="font-medium">{c.field}</span>:{' '}
          {'before' in c ? (
            <>
              <span className="text-muted">{shown(c.before, c.kind, money)}</span> →{' '}
            </>
          ) : null}
          <span>{'after' in c ? shown(c.after, c.kind, money) : entry.summary.after ? '—' : t('audit.removed')}</span>
        </li>
      ))}
    </ul>
  );
}

/** A long code (an id) on one line, cut with an ellipsis; the whole of it on hover and to assistive technology. */
const Code = ({ text, className }: { text: string; className?: string }) => (
  <span className={`block truncate font-mono text-xs ${className ?? ''}`} title={text}>
    {text}
  </span>
);

/** On a phone each row is a card: these labels stand where the column headers are on a wide screen. */
const PhoneLabel = ({ children }: { children: string }) => (
  <span className="block text-xs font-medium text-muted md:hidden">{children}</span>
);

/*
 * Four columns that fit a 1366 px page beside the admin menu (the table is fixed-width: long values
 * wrap or are cut with their full text on hover), and one card per row below 768 px.
 */
const cell = 'align-top max-md:block max-md:px-4 max-md:py-1.5';
const columns = (): Column<AuditEntry>[] => [
  {
    id: 'when',
    header: t('audit.columns.when'),
    cell: (e) => (
      <>
        <time dateTime={e.createdAt} className="block whitespace-nowrap">
          {formatDateTimeLisbon(e.createdAt)}
        </time>
        <span className="block font-medium [overflow-wrap:anywhere]">{e.actorName}</span>
        <span className="block text-xs text-muted">{roleLabel(e.actorRole)}</span>
      </>
    ),
    className: `${cell} md:w-44 max-md:pt-3`,
  },
  {
    id: 'what',
    header: t('audit.columns.what'),
    cell: (e) => (
      <>
        {actionLabel(e.action) ? <span className="block font-medium">{actionLabel(e.action)}</span> : null}
        <code className="block text-xs [overflow-wrap:anywhere]">{e.action}</code>
        <span className="block [overflow-wrap:anywhere]" data-testid="audit-target">
          {targetName(e)}
        </span>
        {targetPlace(e) ? (
          <span className="block text-xs" data-testid="audit-target-place">
            {targetPlace(e)}
          </span>
        ) : null}
        <span className="block text-xs text-muted">{e.targetType}</span>
        {e.targetId ? <Code text={e.targetId} className="text-muted" /> : null}
      </>
    ),
    className: `${cell} md:w-60`,
  },
  {
    id: 'change',
    header: t('audit.columns.change'),
    cell: (e) => (
      <>
        <PhoneLabel>{t('audit.columns.change')}</PhoneLabel>
        <Change entry={e} />
      </>
    ),
    className: `${cell} text-xs`,
  },
  {
    id: 'request',
    header: t('audit.columns.request'),
    cell: (e) => (
      <>
        <PhoneLabel>{t('audit.columns.request')}</PhoneLabel>
        <Code text={e.requestId ?? '—'} />
        <span className="block font-mono text-xs [overflow-wrap:anywhere]">{e.ip ?? '—'}</span>
      </>
    ),
    className: `${cell} md:w-36 max-md:pb-3`,
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
      <PageTitle subtitle={t('audit.subtitle')}>{t('audit.title')}</PageTitle>
      <AuditFiltersForm initial={form} actions={actions.data?.actions ?? []} onApply={setForm} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite" data-testid="audit-count">
          {log.isSuccess
            ? t(log.hasNextPage ? 'audit.countMore' : 'audit.count', {
                count: rows.length,
                entries: fmt().number(rows.length),
              })
            : ''}
        </p>
        <Button asChild variant="outline" size="sm">
          <a href={exportHref} download data-testid="audit-export">
            <DownloadIcon aria-hidden />
            {t('audit.exportCsv')}
          </a>
        </Button>
      </div>
      <DataTable
        columns={columns()}
        rows={rows}
        rowKey={(e) => e.id}
        caption={t('audit.entries')}
        loading={log.isPending}
        error={log.isError ? t('audit.loadFailed', { error: errorMessage(log.error) }) : undefined}
        empty={t('audit.empty')}
        data-testid="audit-table"
        tableClassName="md:table-fixed max-md:block"
        headClassName="max-md:hidden"
        bodyClassName="max-md:block"
        rowClassName="border-t border-border max-md:block"
        wrapperClassName="rounded-xl border border-border bg-surface"
        wrapperProps={{ role: 'region', 'aria-label': t('audit.entries') }}
        rowProps={(e) => ({ 'data-testid': 'audit-row', 'data-action': e.action })}
      />
      {log.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? t('audit.loading') : t('audit.older')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
