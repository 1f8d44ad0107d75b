import type { Giveaway, GiveawayEntries } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { fmt, t } from '@/i18n';
import type { GiveawayPick } from '@app/contracts';

/** A label over a long hex value that wraps. */
export function Seed({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  return (
    <div className="min-w-0">
      <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{label}</p>
      <p className="break-all font-mono text-xs" data-testid={testId}>
        {value ?? <span className="font-sans text-muted">{t('giveaways.draw.revealedAtDraw')}</span>}
      </p>
    </div>
  );
}

/** The float as the draw read it (every digit JavaScript prints: it is what the verifier compares). */
export const floatText = (f: number) => String(f);

/** '3 / 5': the winning ticket among the tickets still in the draw. */
export const ticketOf = (p: { ticket: number; ticketsInDraw: number }) =>
  `${fmt().number(p.ticket)} / ${fmt().number(p.ticketsInDraw)}`;

/**
 * Every pick of the draw in nonce order: the float of HMAC_SHA256(server seed, client seed:nonce:0),
 * the winning ticket among the tickets still in the draw, the entry holding it, and a
 * disqualification with its reason (the next nonce picked again).
 */
export function PicksTable({ giveaway }: { giveaway: Giveaway }) {
  const columns: Column<GiveawayPick>[] = [
    {
      id: 'nonce',
      header: t('giveaways.draw.nonce'),
      cell: (p) => p.nonce,
      rowHeader: true,
      cellClassName: 'text-left font-mono',
    },
    {
      id: 'float',
      header: t('giveaways.draw.float'),
      cell: (p) => floatText(p.float),
      cellClassName: 'font-mono text-xs',
    },
    {
      id: 'ticket',
      header: t('giveaways.draw.ticket'),
      cell: (p) => ticketOf(p),
      cellClassName: 'font-mono whitespace-nowrap',
    },
    {
      id: 'entry',
      header: t('giveaways.draw.entry'),
      cell: (p) => (
        <span className="grid">
          <span className="font-semibold">{p.disqualified ? <s className="text-muted">{p.name}</s> : p.name}</span>
          <span className="break-all font-mono text-xs text-muted">{p.entryId}</span>
        </span>
      ),
    },
    {
      id: 'result',
      header: t('giveaways.draw.result'),
      cell: (p) =>
        p.disqualified ? (
          <span className="text-danger">{t('giveaways.disqualified', { reason: p.disqualified.reason })}</span>
        ) : (
          <span className="text-success">
            {p.pointsPaid
              ? t('giveaways.draw.winnerPaid', { count: p.pointsPaid, points: fmt().points(p.pointsPaid) })
              : t('giveaways.draw.winner')}
          </span>
        ),
      cellClassName: 'min-w-40',
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={giveaway.picks}
      rowKey={(p) => String(p.nonce)}
      caption={t('giveaways.draw.picksCaption')}
      empty={t('giveaways.draw.noPicks')}
      data-testid="picks-table"
      rowProps={(p) => ({ 'data-testid': 'pick', 'data-disqualified': p.disqualified ? 'true' : undefined })}
    />
  );
}

/** The frozen entry list: each entry's id, name and tickets in list order, and its text (hashed into the client seed). */
export function EntryList({ entries }: { entries: GiveawayEntries }) {
  type Row = GiveawayEntries['entries'][number] & { index: number };
  const rows: Row[] = entries.entries.map((e, index) => ({ ...e, index }));
  let from = 0;
  const ranges = rows.map((r) => {
    // At the winner limit (ADR 070): listed, marked, and holding no ticket of the draw.
    if (r.ineligible) return t('giveaways.draw.ineligible');
    const range = r.tickets === 1 ? fmt().number(from) : `${fmt().number(from)}–${fmt().number(from + r.tickets - 1)}`;
    from += r.tickets;
    return range;
  });
  const columns: Column<Row>[] = [
    { id: 'n', header: '#', cell: (r) => r.index + 1, rowHeader: true, cellClassName: 'text-left' },
    { id: 'name', header: t('giveaways.draw.name'), cell: (r) => r.name, cellClassName: 'break-words' },
    { id: 'tickets', header: t('giveaways.tickets'), cell: (r) => fmt().number(r.tickets), align: 'right' },
    {
      id: 'range',
      header: t('giveaways.draw.range'),
      cell: (r) => ranges[r.index],
      cellClassName: (r: Row) => (r.ineligible ? 'text-xs' : 'font-mono text-xs whitespace-nowrap'),
    },
    {
      id: 'id',
      header: t('giveaways.draw.entryId'),
      cell: (r) => r.entryId,
      cellClassName: 'break-all font-mono text-xs',
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-3">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.entryId}
        caption={t('giveaways.entries')}
        empty={t('giveaways.draw.nobodyEntered')}
        data-testid="entry-list"
        wrapperClassName="max-h-[28rem] overflow-y-auto"
      />
      <details className="rounded-xl border border-border bg-surface p-3 text-sm">
        <summary className="cursor-pointer font-semibold">{t('giveaways.draw.entriesText')}</summary>
        <pre
          className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all font-mono text-xs"
          data-testid="entries-text"
        >
          {entries.text}
        </pre>
      </details>
    </div>
  );
}
