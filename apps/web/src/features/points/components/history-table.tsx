import type { LedgerEntry, SiteCurrency } from '@app/contracts';
import type { LedgerGame, PointsReason } from '@app/contracts/points-labels';
import { useState } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { fmt, pointsText, t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { usePointsHistory } from '../api/get-points-history';
import { Pager } from '@/components/ui/pager';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/dates';
import { useMoney } from '@/lib/money';

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
  wager_milestone: 'points.reason.wagerMilestone',
  chat_gift: 'points.reason.chatGift',
  channel_reward: 'points.reason.channelReward',
  support_reward: 'points.reason.supportReward',
  tournament_prediction: 'points.reason.tournamentPrediction',
  tournament_payout: 'points.reason.tournamentPayout',
  tournament_refund: 'points.reason.tournamentRefund',
  tournament_correction: 'points.reason.tournamentCorrection',
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

const text = (v: unknown): v is string => typeof v === 'string';
const whole = (v: unknown): v is number => Number.isInteger(v);

/**
 * The line under a row's reason, in the reader's language, written from the row's figures (`params`,
 * LedgerParamsByReason; checked by hand, zod stays out of this chunk). Names are shown as typed. A row
 * without figures (an admin's adjustment, or an older row) shows its note; a row whose figures this web
 * cannot read shows nothing rather than a broken line.
 */
function entryDetail(entry: LedgerEntry, currency: SiteCurrency): string | null {
  // The season reset's older rows say only "season reset" again, in English.
  if (entry.reason === 'season_reset') return null;
  const p = entry.params;
  if (!p) return entry.note;
  const hunt = whole(p.hunt) ? String(p.hunt) : null;
  switch (entry.reason) {
    case 'admin_set':
      return whole(p.points) ? t('points.ledgerNote.adminSet', { points: pointsText(p.points) }) : null;
    case 'redemption':
    case 'redemption_refund':
      return text(p.item) ? p.item : null;
    case 'slot_request':
      return text(p.slot) ? p.slot : null;
    case 'slot_request_refund':
      if (!text(p.slot)) return null;
      return p.why === 'withdrawn'
        ? t('points.ledgerNote.slotWithdrawn', { slot: p.slot })
        : t('points.ledgerNote.slotRejected', { slot: p.slot });
    case 'giveaway_entry':
      return text(p.giveaway) && whole(p.tickets)
        ? t('points.ledgerNote.giveawayEntry', {
            giveaway: p.giveaway,
            count: p.tickets,
            tickets: fmt().number(p.tickets),
          })
        : null;
    case 'giveaway_refund':
      return text(p.giveaway) ? t('points.ledgerNote.giveawayRefund', { giveaway: p.giveaway }) : null;
    case 'giveaway_prize':
      return text(p.giveaway) ? p.giveaway : null;
    case 'account_merge':
      if (!text(p.account)) return null;
      return entry.delta < 0
        ? t('points.ledgerNote.accountMergeTo', { account: p.account })
        : t('points.ledgerNote.accountMergeFrom', { account: p.account });
    case 'hunt_bet':
    case 'hunt_payout':
      return hunt && text(p.group) ? t('points.ledgerNote.huntAvg', { hunt, group: p.group }) : null;
    case 'hunt_refund':
      if (!hunt) return null;
      return p.why === 'cancelled'
        ? t('points.ledgerNote.huntCancelled', { hunt })
        : t('points.ledgerNote.huntNoWinner', { hunt });
    case 'wager_milestone':
      if (!whole(p.threshold)) return null;
      return t(p.scope === 'lifetime' ? 'points.ledgerNote.milestoneLifetime' : 'points.ledgerNote.milestoneMonth', {
        sponsor: text(p.sponsor) ? p.sponsor : t('points.ledgerNote.allSponsors'),
        threshold: fmt().money(p.threshold, currency, { whole: true }),
        month: text(p.period) ? fmt().month(p.period) : '',
      });
    case 'gtb_prize':
      return hunt && whole(p.place) ? t('points.ledgerNote.gtbPrize', { hunt, place: String(p.place) }) : null;
    case 'chat_gift':
      // The admin's reason, as typed.
      return text(p.reason) ? p.reason : null;
    case 'channel_reward':
      // The reward's title, as the streamer wrote it.
      return text(p.reward) ? p.reward : null;
    case 'support_reward':
      return supportNote(p);
    case 'tournament_prediction':
    case 'tournament_payout':
    case 'tournament_refund':
    case 'tournament_correction':
      return tournamentNote(p);
    default:
      return entry.note;
  }
}

/** A tournament prediction's line: the tournament and the match's round, or its champion pool. */
function tournamentNote(p: NonNullable<LedgerEntry['params']>): string | null {
  if (!text(p.tournament)) return null;
  if (p.why === 'cancelled') return t('points.ledgerNote.tournamentCancelled', { tournament: p.tournament });
  return whole(p.round)
    ? t('points.ledgerNote.tournamentRound', { tournament: p.tournament, round: fmt().number(p.round) })
    : t('points.ledgerNote.tournamentChampion', { tournament: p.tournament });
}

/** A support event's line: the platform (a brand name) and what it carried. */
const SUPPORT_NOTE: Record<string, MessageId> = {
  sub: 'points.ledgerNote.supportSub',
  resub: 'points.ledgerNote.supportResub',
  gift: 'points.ledgerNote.supportGift',
  cheer: 'points.ledgerNote.supportCheer',
  kicks: 'points.ledgerNote.supportKicks',
  follow: 'points.ledgerNote.supportFollow',
};
const PLATFORM_NAME: Record<string, string> = { twitch: 'Twitch', kick: 'Kick' };
function supportNote(p: NonNullable<LedgerEntry['params']>): string | null {
  const id = text(p.kind) && Object.hasOwn(SUPPORT_NOTE, p.kind) ? SUPPORT_NOTE[p.kind] : undefined;
  const platform = text(p.platform) && Object.hasOwn(PLATFORM_NAME, p.platform) ? PLATFORM_NAME[p.platform] : undefined;
  if (!id || !platform || !whole(p.amount)) return null;
  return t(id, { platform, count: p.amount, n: fmt().number(p.amount) });
}

/** '+5,000', '-250', '0' in the screen's language. */
const signed = (delta: number) => (delta > 0 ? `+${fmt().points(delta)}` : fmt().points(delta));

const historyColumns = (currency: SiteCurrency): Column<LedgerEntry>[] => [
  {
    id: 'date',
    header: t('points.history.date'),
    cellClassName: 'text-xs text-muted sm:text-sm',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
  {
    id: 'reason',
    header: t('points.history.reason'),
    cell: (entry) => {
      const detail = entryDetail(entry, currency);
      return (
        <>
          <span className="font-medium">{entryLabel(entry)}</span>
          {detail ? <span className="block text-xs text-muted">{detail}</span> : null}
        </>
      );
    },
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
  // Wager thresholds are written in the site currency, as the wager board writes the same figures.
  const { currency } = useMoney();
  const rows = history.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <DataTable
        columns={historyColumns(currency)}
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
