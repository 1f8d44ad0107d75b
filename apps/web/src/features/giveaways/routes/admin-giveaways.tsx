import { formatPoints, type Giveaway } from '@app/contracts';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { errorMessage } from '@/lib/error-message';
import { formatDateTimeLisbon } from '@/lib/dates';
import { useGiveaways } from '../api/get-giveaways';
import { useGiveawayEvents } from '../api/use-giveaway-events';
import { AdminActions } from '../components/admin-actions';
import { GiveawayFormDialog } from '../components/giveaway-form';
import { RerollDialog } from '../components/reroll-dialog';
import { StateBadge } from '../components/state-badge';
import { costLabel, winnersOf } from '../format';

type Open = { kind: 'new' } | { kind: 'edit'; giveaway: Giveaway } | { kind: 'reroll'; giveaway: Giveaway } | null;

/** /admin/giveaways: create giveaways, edit them before the draw, draw, reroll, finalize, cancel. */
export default function AdminGiveawaysPage() {
  const streaming = useGiveawayEvents();
  const list = useGiveaways(streaming);
  const [open, setOpen] = useState<Open>(null);
  const rows = list.data ? [...list.data.current, ...list.data.past] : [];
  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  const columns: Column<Giveaway>[] = [
    {
      id: 'title',
      header: 'Giveaway',
      rowHeader: true,
      cell: (g) => (
        <span className="grid min-w-44 gap-0.5 text-left font-normal">
          <Link to={`/giveaways/${g._id}`} className="break-words font-semibold hover:text-accent hover:underline">
            {g.title}
          </Link>
          <span className="break-words text-xs text-muted">{g.prize}</span>
          <span className="text-xs text-muted">
            {costLabel(g.entryCost)} · {g.winners} winner{g.winners === 1 ? '' : 's'}
            {g.pointsPrize ? ` · ${formatPoints(g.pointsPrize)} points each` : ''}
          </span>
        </span>
      ),
    },
    { id: 'state', header: 'State', cell: (g) => <StateBadge state={g.state} /> },
    {
      id: 'times',
      header: 'Opens / closes (Lisbon)',
      cell: (g) => (
        <span className="grid whitespace-nowrap text-xs">
          <span>{formatDateTimeLisbon(g.opensAt)}</span>
          <span>{formatDateTimeLisbon(g.closesAt)}</span>
        </span>
      ),
    },
    {
      id: 'entries',
      header: 'Entries / tickets',
      align: 'right',
      cell: (g) => `${formatPoints(g.entries)} / ${formatPoints(g.tickets)}`,
      cellClassName: 'whitespace-nowrap',
    },
    {
      id: 'winners',
      header: 'Winners',
      cell: (g) =>
        g.picks.length === 0 ? (
          <span className="text-muted">—</span>
        ) : (
          <span className="grid min-w-28 text-xs">
            {g.picks.map((p) =>
              p.disqualified ? (
                <s key={p.nonce} className="text-muted" title={p.disqualified.reason}>
                  {p.name}
                </s>
              ) : (
                <span key={p.nonce} className="font-semibold">
                  {p.name}
                </span>
              ),
            )}
          </span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (g) => (
        <AdminActions
          giveaway={g}
          onEdit={() => setOpen({ kind: 'edit', giveaway: g })}
          onReroll={() => setOpen({ kind: 'reroll', giveaway: g })}
        />
      ),
      cellClassName: 'min-w-52',
    },
  ];

  return (
    <section>
      <PageTitle subtitle="Provably fair draws: the server seed's hash is public from creation, the seed is revealed at the draw.">
        Giveaways
      </PageTitle>
      <Button className="mb-4" onClick={() => setOpen({ kind: 'new' })}>
        <PlusIcon aria-hidden="true" /> New giveaway
      </Button>
      <DataTable
        variant="plain"
        columns={columns}
        rows={rows}
        rowKey={(g) => g._id}
        caption="Giveaways"
        wrapperProps={{ role: 'region', 'aria-label': 'Giveaways', tabIndex: 0 }}
        loading={list.isPending}
        error={list.isError ? `Could not load the giveaways: ${errorMessage(list.error)}` : undefined}
        empty="No giveaways yet: create the first one."
        data-testid="admin-giveaways"
        rowProps={(g) => ({ 'data-giveaway': g._id, 'data-state': g.state, className: 'align-top' })}
      />
      {rows.some((g) => g.state === 'drawn' && winnersOf(g).length > 0) ? (
        <p className="mt-3 text-xs text-muted">
          Drawn giveaways wait for Finalize: that pays the points prizes and ends rerolls.
        </p>
      ) : null}
      <div className="mt-6 rounded-2xl border border-border bg-surface p-4 text-sm">
        <h2 className="font-bold">On stream</h2>
        <p className="mt-1 text-muted">
          OBS browser source (1920×1080, transparent), with the overlay key from{' '}
          <Link to="/admin/overlays" className="text-accent underline underline-offset-4">
            /admin/overlays
          </Link>
          : it shows the open giveaway, then spins onto the winners when it is drawn.
        </p>
        <code className="mt-2 block break-all rounded bg-bg px-2 py-1 text-xs">
          {window.location.origin}/overlay/giveaway?key=YOUR_OVERLAY_KEY
        </code>
      </div>
      {open?.kind === 'new' ? <GiveawayFormDialog key="new" giveaway={null} open onOpenChange={close} /> : null}
      {open?.kind === 'edit' ? (
        <GiveawayFormDialog key={open.giveaway._id} giveaway={open.giveaway} open onOpenChange={close} />
      ) : null}
      {open?.kind === 'reroll' ? (
        <RerollDialog key={open.giveaway._id} giveaway={open.giveaway} open onOpenChange={close} />
      ) : null}
    </section>
  );
}
