import {
  DEALER_UP_CARDS,
  HARD_STRATEGY,
  PAIR_STRATEGY,
  SOFT_STRATEGY,
  type StrategyCode,
  type StrategyRow,
} from '@app/games';
import { DataTable, type Column } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';

/** How each chart code reads and looks. Colours stay distinct for colour-blind readers too: every cell also shows its letters. */
export const STRATEGY_ACTIONS: Record<StrategyCode, { short: string; name: string; cell: string }> = {
  H: { short: 'H', name: 'Hit', cell: 'bg-rose-600 text-white' },
  S: { short: 'S', name: 'Stand', cell: 'bg-amber-300 text-neutral-950' },
  D: { short: 'D', name: 'Double (else hit)', cell: 'bg-emerald-600 text-white' },
  Ds: { short: 'Ds', name: 'Double (else stand)', cell: 'bg-emerald-200 text-neutral-950' },
  P: { short: 'P', name: 'Split', cell: 'bg-sky-600 text-white' },
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

const HARD_ROWS = mergeRows(HARD_STRATEGY, 4, 21, (lo, hi) => ({
  label: range(lo, hi, 21),
  description: lo === hi ? `Hard ${lo}` : `Hard ${range(lo, hi, 21)}`,
}));
// Soft 12 is A,A, which the pairs table covers; soft 21 (A,10) is a blackjack or stands.
const SOFT_ROWS = mergeRows(SOFT_STRATEGY, 13, 21, (lo, hi) => ({
  label: lo === hi ? aceWith(lo) : hi === 21 ? `${aceWith(lo)}+` : `${aceWith(lo)}–${aceWith(hi)}`,
  description: lo === hi ? `Soft ${lo}` : hi === 21 ? `Soft ${lo} or more` : `Soft ${lo} to ${hi}`,
}));
const PAIR_NAMES: Record<number, string> = { 10: '10,10', 11: 'A,A' };
const PAIR_ROWS: Row[] = Array.from({ length: 10 }, (_, i) => i + 2).flatMap((value) => {
  const cells = PAIR_STRATEGY[value];
  if (!cells) return [];
  const label = PAIR_NAMES[value] ?? `${value},${value}`;
  return [
    {
      label,
      description: value === 11 ? 'Pair of aces' : value === 10 ? 'Pair of tens or faces' : `Pair of ${value}s`,
      cells,
    },
  ];
});

export const STRATEGY_TABLES = [
  {
    id: 'hard',
    title: 'Hard totals',
    caption: 'Hard totals (no ace, or an ace that must count as 1) against the dealer’s up card',
    rowHeader: 'Hand',
    rows: HARD_ROWS,
  },
  {
    id: 'soft',
    title: 'Soft totals',
    caption: 'Soft totals (an ace counted as 11) against the dealer’s up card',
    rowHeader: 'Hand',
    rows: SOFT_ROWS,
  },
  {
    id: 'pairs',
    title: 'Pairs',
    caption: 'Pairs: whether to split, against the dealer’s up card',
    rowHeader: 'Pair',
    rows: PAIR_ROWS,
  },
] as const;

type StrategyTableData = (typeof STRATEGY_TABLES)[number];

/** The hand column (row headers) and one column per dealer up card, each cell the action's colour and letters. */
const strategyColumns = (table: StrategyTableData): Column<Row>[] => [
  {
    id: 'hand',
    header: (
      <>
        {table.rowHeader}
        <span className="sr-only"> against dealer up card</span>
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
        <span className="sr-only">Dealer shows </span>
        {card}
      </>
    ),
    headerClassName: 'px-0.5 py-1.5 font-bold sm:px-1',
    cellClassName: (row) =>
      cn('border-l border-bg px-0.5 py-1 font-bold sm:px-1 sm:py-1.5', STRATEGY_ACTIONS[row.cells[i]!].cell),
    cellTitle: (row) => `${row.description} vs ${card}: ${STRATEGY_ACTIONS[row.cells[i]!].name}`,
    cell: (row) => (
      <>
        <span aria-hidden="true">{STRATEGY_ACTIONS[row.cells[i]!].short}</span>
        <span className="sr-only">{STRATEGY_ACTIONS[row.cells[i]!].name}</span>
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
    <ul aria-label="Chart legend" className="flex flex-wrap gap-2">
      {LEGEND_ORDER.map((code) => {
        const action = STRATEGY_ACTIONS[code];
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
            {action.name}
          </li>
        );
      })}
    </ul>
  );
}
