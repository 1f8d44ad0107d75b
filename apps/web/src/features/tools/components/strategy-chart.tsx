import {
  DEALER_UP_CARDS,
  HARD_STRATEGY,
  PAIR_STRATEGY,
  SOFT_STRATEGY,
  type StrategyCode,
  type StrategyRow,
} from '@app/games';
import { DataTable, type Column } from '@/components/ui/data-table';
import { t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';

/**
 * How each chart code reads and looks. Colours stay distinct for colour-blind readers too: every cell also
 * shows its letters. The letters are the chart's codes (the legend names them in the screen's language).
 */
const ACTIONS: Record<StrategyCode, { short: string; name: MessageId; cell: string }> = {
  H: { short: 'H', name: 'tools.chart.hit', cell: 'bg-rose-600 text-white' },
  S: { short: 'S', name: 'tools.chart.stand', cell: 'bg-amber-300 text-neutral-950' },
  D: { short: 'D', name: 'tools.chart.doubleElseHit', cell: 'bg-emerald-600 text-white' },
  Ds: { short: 'Ds', name: 'tools.chart.doubleElseStand', cell: 'bg-emerald-200 text-neutral-950' },
  P: { short: 'P', name: 'tools.chart.split', cell: 'bg-sky-600 text-white' },
};
export const LEGEND_ORDER: StrategyCode[] = ['H', 'S', 'D', 'Ds', 'P'];

type Row = { label: string; description: string; cells: StrategyRow };

const sameRow = (a: StrategyRow, b: StrategyRow) => a.every((code, i) => code === b[i]);

/** Consecutive totals that play the same against every up card share one row ("13–16"). */
function mergeRows(
  table: Readonly<Record<number, StrategyRow>>,
  from: number,
  to: number,
  label: (lo: number, hi: number) => Omit<Row, 'cells'>,
): Row[] {
  const rows: Row[] = [];
  let start = from;
  for (let total = from; total <= to; total++) {
    const current = table[total];
    const next = table[total + 1];
    if (!current) continue;
    if (total < to && next && sameRow(current, next)) continue;
    rows.push({ ...label(start, total), cells: current });
    start = total + 1;
  }
  return rows;
}

const range = (lo: number, hi: number, last: number) => (lo === hi ? `${lo}` : hi === last ? `${lo}+` : `${lo}–${hi}`);
const aceWith = (total: number) => `A,${total - 11}`;

const hardRows = () =>
  mergeRows(HARD_STRATEGY, 4, 21, (lo, hi) => ({
    label: range(lo, hi, 21),
    description: t('tools.chart.hardRow', { total: range(lo, hi, 21) }),
  }));
// Soft 12 is A,A, which the pairs table covers; soft 21 (A,10) is a blackjack or stands.
const softRows = () =>
  mergeRows(SOFT_STRATEGY, 13, 21, (lo, hi) => ({
    label: lo === hi ? aceWith(lo) : hi === 21 ? `${aceWith(lo)}+` : `${aceWith(lo)}–${aceWith(hi)}`,
    description:
      lo === hi
        ? t('tools.chart.softRow', { total: lo })
        : hi === 21
          ? t('tools.chart.softRowOrMore', { total: lo })
          : t('tools.chart.softRowRange', { from: lo, to: hi }),
  }));
const PAIR_NAMES: Record<number, string> = { 10: '10,10', 11: 'A,A' };
const pairRows = (): Row[] =>
  Array.from({ length: 10 }, (_, i) => i + 2).flatMap((value) => {
    const cells = PAIR_STRATEGY[value];
    if (!cells) return [];
    const label = PAIR_NAMES[value] ?? `${value},${value}`;
    return [
      {
        label,
        description:
          value === 11
            ? t('tools.chart.pairOfAces')
            : value === 10
              ? t('tools.chart.pairOfTens')
              : t('tools.chart.pairOf', { value }),
        cells,
      },
    ];
  });

type StrategyTableData = {
  id: 'hard' | 'soft' | 'pairs';
  title: string;
  caption: string;
  rowHeader: string;
  rows: Row[];
};

/** The chart's three tables (hard, soft, pairs), in the screen's language. */
export const strategyTables = (): StrategyTableData[] => [
  {
    id: 'hard',
    title: t('tools.chart.hardTitle'),
    caption: t('tools.chart.hardCaption'),
    rowHeader: t('tools.chart.hand'),
    rows: hardRows(),
  },
  {
    id: 'soft',
    title: t('tools.chart.softTitle'),
    caption: t('tools.chart.softCaption'),
    rowHeader: t('tools.chart.hand'),
    rows: softRows(),
  },
  {
    id: 'pairs',
    title: t('tools.chart.pairsTitle'),
    caption: t('tools.chart.pairsCaption'),
    rowHeader: t('tools.chart.pair'),
    rows: pairRows(),
  },
];

/** The hand column (row headers) and one column per dealer up card, each cell the action's colour and letters. */
const strategyColumns = (table: StrategyTableData): Column<Row>[] => [
  {
    id: 'hand',
    header: (
      <>
        {table.rowHeader}
        <span className="sr-only"> {t('tools.chart.againstUpCard')}</span>
      </>
    ),
    rowHeader: true,
    headerClassName: 'px-1.5 py-1.5 text-left font-semibold text-muted sm:px-3',
    cellClassName: 'whitespace-nowrap bg-surface px-1.5 py-1 text-left font-semibold sm:px-3',
    cell: (row) => (
      <abbr title={row.description} className="no-underline">
        {row.label}
      </abbr>
    ),
  },
  ...DEALER_UP_CARDS.map((card, i): Column<Row> => ({
    id: String(card),
    header: (
      <>
        <span className="sr-only">{t('tools.chart.dealerShows')} </span>
        {card}
      </>
    ),
    headerClassName: 'px-0.5 py-1.5 font-bold sm:px-1',
    cellClassName: (row) =>
      cn('border-l border-bg px-0.5 py-1 font-bold sm:px-1 sm:py-1.5', ACTIONS[row.cells[i]!].cell),
    cellTitle: (row) =>
      t('tools.chart.cellTitle', { hand: row.description, card, action: t(ACTIONS[row.cells[i]!].name) }),
    cell: (row) => (
      <>
        <span aria-hidden="true">{ACTIONS[row.cells[i]!].short}</span>
        <span className="sr-only">{t(ACTIONS[row.cells[i]!].name)}</span>
      </>
    ),
  })),
];

/** One table of the chart: rows are the player's hands, columns the dealer's up card. */
export function StrategyTable({ table }: { table: StrategyTableData }) {
  return (
    <DataTable
      variant="plain"
      columns={strategyColumns(table)}
      rows={table.rows}
      rowKey={(row) => row.label}
      caption={
        <>
          {table.title}
          <span className="sr-only">. {table.caption}.</span>
        </>
      }
      captionClassName="caption-top bg-surface-2 px-3 py-2 text-left text-sm font-semibold"
      headClassName=""
      headRowClassName="bg-surface-2"
      rowClassName="border-t border-bg"
      cellPadding=""
      tableClassName="min-w-[20rem] border-collapse text-center text-xs tabular-nums sm:text-sm"
      wrapperClassName="rounded-xl border border-border"
      data-testid={`strategy-${table.id}`}
    />
  );
}

/** The key to the colours and letters. */
export function StrategyLegend() {
  return (
    <ul aria-label={t('tools.chart.legend')} className="flex flex-wrap gap-2">
      {LEGEND_ORDER.map((code) => {
        const action = ACTIONS[code];
        return (
          <li
            key={code}
            className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-2 py-1 text-xs font-medium"
          >
            <span
              aria-hidden="true"
              className={cn('grid h-6 min-w-6 place-items-center rounded-md px-1 text-xs font-bold', action.cell)}
            >
              {action.short}
            </span>
            {t(action.name)}
          </li>
        );
      })}
    </ul>
  );
}
