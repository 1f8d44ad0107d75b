import type { LiveBonus, LiveHunt } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { t } from '@/i18n';
import { xMulti } from '../format';
import { BonusActions } from './bonus-actions';
import { BonusBetInput } from './bonus-bet-input';
import { BonusEarningInput } from './bonus-earning-input';
import { BonusSlot } from './bonus-slot';

type ConsoleRow = { bonus: LiveBonus; index: number; isNext: boolean };

const consoleColumns = (hunt: LiveHunt): Column<ConsoleRow>[] => [
  { id: 'position', header: '#', cellClassName: 'text-muted', cell: ({ bonus }) => bonus.position },
  { id: 'slot', header: t('live-hunt.column.slot'), cell: ({ bonus }) => <BonusSlot bonus={bonus} /> },
  { id: 'bet', header: t('live-hunt.column.bet'), cell: ({ bonus }) => <BonusBetInput bonus={bonus} /> },
  {
    id: 'earning',
    header: t('live-hunt.column.earning'),
    cell: ({ bonus, isNext }) => <BonusEarningInput bonus={bonus} isNext={isNext} />,
  },
  {
    id: 'multiplier',
    header: t('live-hunt.column.multi'),
    cellClassName: 'tabular-nums',
    cell: ({ bonus }) => (bonus.multiplier === null ? '-' : xMulti(bonus.multiplier)),
  },
  {
    id: 'actions',
    header: null,
    cellClassName: 'whitespace-nowrap',
    cell: ({ index }) => <BonusActions hunt={hunt} index={index} />,
  },
];

/** The console's bonuses in hunt order; the next one to open is outlined (`data-next`). */
export function ConsoleBonusTable({ hunt }: { hunt: LiveHunt }) {
  const nextUnopened = hunt.bonus.find((b) => b.earning === null)?._id ?? null;
  const rows = hunt.bonus.map((bonus, index) => ({ bonus, index, isNext: bonus._id === nextUnopened }));
  return (
    <DataTable
      variant="plain"
      columns={consoleColumns(hunt)}
      rows={rows}
      rowKey={({ bonus }) => bonus._id}
      rowProps={({ isNext }) => ({
        className: isNext ? 'bg-accent/15 outline outline-1 outline-accent' : undefined,
        'data-testid': 'console-bonus',
        'data-next': isNext || undefined,
      })}
      wrapperClassName="rounded-2xl border border-border bg-surface p-2"
      empty={t('live-hunt.console.noBonuses')}
      messageClassName="p-4"
    />
  );
}
