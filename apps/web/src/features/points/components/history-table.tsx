import type { LedgerEntry } from '@app/contracts';
import type { LedgerGame, PointsReason } from '@app/contracts/points-labels';
import { useState } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { fmt, t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { usePointsHistory } from '../api/get-points-history';
import { Pager } from '@/components/ui/pager';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/dates';

const PAGE_SIZE = 20;

/** The reasons a balance moved, as the history reads them. */
const REASON: Record<PointsReason, MessageId> = {
  signup_bonus: 'points.reason.signupBonus',
  demo_seed: 'points.reason.demoSeed',
  admin_set: 'points.reason.adminSet',
  admin_adjust: 'points.reason.adminAdjust',
  redemption: 'points.reason.redemption',
  redemption_refund: 'points.reason.redemptionRefund',
  game_bet: 'points.reason.gameBet',
  game_payout: 'points.reason.gamePayout',
  watch_time: 'points.reason.watchTime',
  hunt_bet: 'points.reason.huntBet',
  hunt_payout: 'points.reason.huntPayout',
  season_reset: 'points.reason.seasonReset',
  hunt_refund: 'points.reason.huntRefund',
  gtb_prize: 'points.reason.gtbPrize',
  account_merge: 'points.reason.accountMerge',
  slot_request: 'points.reason.slotRequest',
  slot_request_refund: 'points.reason.slotRequestRefund',
  giveaway_entry: 'points.reason.giveawayEntry',
  giveaway_refund: 'points.reason.giveawayRefund',
  giveaway_prize: 'points.reason.giveawayPrize',
};

/** The games by name (brand names, the same in every language). */
const GAME_NAMES: Record<LedgerGame, string> = { mines: 'Mines', blackjack: 'Blackjack' };

/** What the history shows for a row: 'Mines bet', 'Blackjack win', else the reason's words. */
function entryLabel(entry: { reason: PointsReason; game: LedgerGame | null }): string {
  if (entry.game && entry.reason === 'game_bet')
    return t('points.reason.namedGameBet', { game: GAME_NAMES[entry.game] });
  if (entry.game && entry.reason === 'game_payout')
    return t('points.reason.namedGamePayout', { game: GAME_NAMES[entry.game] });
  return t(REASON[entry.reason]);
}

/** '+5,000', '-250', '0' in the screen's language. */
const signed = (delta: number) => (delta > 0 ? `+${fmt().points(delta)}` : fmt().points(delta));

const historyColumns = (): Column<LedgerEntry>[] => [
  {
    id: 'date',
    header: t('points.history.date'),
    cellClassName: 'text-xs text-muted sm:text-sm',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
  {
    id: 'reason',
    header: t('points.history.reason'),
    cell: (entry) => (
      <>
        <span className="font-medium">{entryLabel(entry)}</span>
        {entry.note ? <span className="block text-xs text-muted">{entry.note}</span> : null}
      </>
    ),
  },
  {
    id: 'change',
    header: t('points.history.change'),
    align: 'right',
    cellClassName: (entry) =>
      cn(
        'font-semibold tabular-nums',
        entry.delta > 0 ? 'text-success' : entry.delta < 0 ? 'text-danger' : 'text-muted',
      ),
    cell: (entry) => signed(entry.delta),
  },
  {
    id: 'balance-after',
    header: t('points.history.balanceAfter'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (entry) => fmt().points(entry.balanceAfter),
  },
];

export function HistoryTable() {
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page, PAGE_SIZE);
  const rows = history.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <DataTable
        columns={historyColumns()}
        rows={rows}
        rowKey={(entry) => entry._id}
        cellPadding="px-3 py-3 sm:px-4"
        loading={history.isPending}
        error={history.isError ? t('points.history.loadFailed', { error: errorMessage(history.error) }) : null}
      />
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />
    </>
  );
}
