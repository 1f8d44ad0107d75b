import type { Giveaway } from '@app/contracts';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { fmt, t, Trans } from '@/i18n';
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
  const overlayUrl = `${window.location.origin}/overlay/giveaway?key=${t('giveaways.admin.keyPlaceholder')}`;

  const columns: Column<Giveaway>[] = [
    {
      id: 'title',
      header: t('giveaways.admin.giveaway'),
      rowHeader: true,
      cell: (g) => (
        <span className="grid min-w-44 gap-0.5 text-left font-normal">
          <Link to={`/giveaways/${g._id}`} className="break-words font-semibold hover:text-accent hover:underline">
            {g.title}
          </Link>
          <span className="break-words text-xs text-muted">{g.prize}</span>
          <span className="text-xs text-muted">
            {costLabel(g.entryCost)} ·{' '}
            {t('giveaways.admin.winnerCount', { count: g.winners, winners: fmt().number(g.winners) })}
            {g.pointsPrize
              ? ` · ${t('giveaways.admin.pointsEach', { count: g.pointsPrize, points: fmt().points(g.pointsPrize) })}`
              : ''}
          </span>
        </span>
      ),
    },
    { id: 'state', header: t('giveaways.admin.state'), cell: (g) => <StateBadge state={g.state} /> },
    {
      id: 'times',
      header: t('giveaways.admin.times'),
      cell: (g) => (
        <span className="grid whitespace-nowrap text-xs">
          <span>{formatDateTimeLisbon(g.opensAt)}</span>
          <span>{formatDateTimeLisbon(g.closesAt)}</span>
        </span>
      ),
    },
    {
      id: 'entries',
      header: t('giveaways.admin.entriesTickets'),
      align: 'right',
      cell: (g) => `${fmt().number(g.entries)} / ${fmt().number(g.tickets)}`,
      cellClassName: 'whitespace-nowrap',
    },
    {
      id: 'winners',
      header: t('giveaways.winners'),
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
      header: t('giveaways.admin.actions'),
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
      <PageTitle subtitle={t('giveaways.admin.subtitle')}>{t('giveaways.title')}</PageTitle>
      <Button className="mb-4" onClick={() => setOpen({ kind: 'new' })}>
        <PlusIcon aria-hidden="true" /> {t('giveaways.newGiveaway')}
      </Button>
      <DataTable
        variant="plain"
        columns={columns}
        rows={rows}
        rowKey={(g) => g._id}
        caption={t('giveaways.title')}
        wrapperProps={{ role: 'region', 'aria-label': t('giveaways.title'), tabIndex: 0 }}
        loading={list.isPending}
        error={list.isError ? t('giveaways.loadFailed', { error: errorMessage(list.error) }) : undefined}
        empty={t('giveaways.admin.empty')}
        data-testid="admin-giveaways"
        rowProps={(g) => ({ 'data-giveaway': g._id, 'data-state': g.state, className: 'align-top' })}
      />
      {rows.some((g) => g.state === 'drawn' && winnersOf(g).length > 0) ? (
        <p className="mt-3 text-xs text-muted">{t('giveaways.admin.finalizeNote')}</p>
      ) : null}
      <div className="mt-6 rounded-2xl border border-border bg-surface p-4 text-sm">
        <h2 className="font-bold">{t('giveaways.admin.onStream')}</h2>
        <p className="mt-1 text-muted">
          <Trans
            id="giveaways.admin.obs"
            values={{
              link: (chunks) => (
                <Link to="/admin/overlays" className="text-accent underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
        <code className="mt-2 block break-all rounded bg-bg px-2 py-1 text-xs">{overlayUrl}</code>
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
