import type { Giveaway, GiveawayEntries } from '@app/contracts';
import { formatPoints } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import type { GiveawayPick } from '@app/contracts';

/** A label over a long hex value that wraps. */
export function Seed({ label, value, testId }: { label: string; value: string | null; testId?: string }) {
  return (
    <div className="min-w-0">
      <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{label}</p>
      <p className="break-all font-mono text-xs" data-testid={testId}>
        {value ?? <span className="font-sans text-muted">Revealed at the draw</span>}
      </p>
    </div>
  );
}

/** The float as the draw read it (every digit JavaScript prints: it is what the verifier compares). */
export const floatText = (f: number) => String(f);

/**
 * Every pick of the draw in nonce order: the float of HMAC_SHA256(server seed, client seed:nonce:0),
 * the winning ticket among the tickets still in the draw, the entry holding it, and a
 * disqualification with its reason (the next nonce picked again).
 */
export function PicksTable({ giveaway }: { giveaway: Giveaway }) {
  const columns: Column<GiveawayPick>[] = [
    { id: 'nonce', header: 'Nonce', cell: (p) => p.nonce, rowHeader: true, cellClassName: 'text-left font-mono' },
    { id: 'float', header: 'Float', cell: (p) => floatText(p.float), cellClassName: 'font-mono text-xs' },
    {
      id: 'ticket',
      header: 'Ticket / in draw',
      cell: (p) => `${formatPoints(p.ticket)} / ${formatPoints(p.ticketsInDraw)}`,
      cellClassName: 'font-mono whitespace-nowrap',
    },
    {
      id: 'entry',
      header: 'Entry',
      cell: (p) => (
        <span className="grid">
          <span className="font-semibold">{p.disqualified ? <s className="text-muted">{p.name}</s> : p.name}</span>
          <span className="break-all font-mono text-xs text-muted">{p.entryId}</span>
        </span>
      ),
    },
    {
      id: 'result',
      header: 'Result',
      cell: (p) =>
        p.disqualified ? (
          <span className="text-danger">Disqualified: {p.disqualified.reason}</span>
        ) : (
          <span className="text-success">
            Winner{p.pointsPaid ? `, ${formatPoints(p.pointsPaid)} points paid` : ''}
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
      caption="Picks of the draw"
      empty="No picks yet."
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
    const range = r.tickets === 1 ? String(from) : `${from}–${from + r.tickets - 1}`;
    from += r.tickets;
    return range;
  });
  const columns: Column<Row>[] = [
    { id: 'n', header: '#', cell: (r) => r.index + 1, rowHeader: true, cellClassName: 'text-left' },
    { id: 'name', header: 'Name', cell: (r) => r.name, cellClassName: 'break-words' },
    { id: 'tickets', header: 'Tickets', cell: (r) => formatPoints(r.tickets), align: 'right' },
    {
      id: 'range',
      header: 'Tickets at the first pick',
      cell: (r) => ranges[r.index],
      cellClassName: 'font-mono text-xs whitespace-nowrap',
    },
    { id: 'id', header: 'Entry id', cell: (r) => r.entryId, cellClassName: 'break-all font-mono text-xs' },
  ];
  return (
    <div className="grid grid-cols-1 gap-3">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.entryId}
        caption="Entries"
        empty="Nobody entered."
        data-testid="entry-list"
        wrapperClassName="max-h-[28rem] overflow-y-auto"
      />
      <details className="rounded-xl border border-border bg-surface p-3 text-sm">
        <summary className="cursor-pointer font-semibold">
          The entry list as text (its SHA-256 is the client seed)
        </summary>
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
