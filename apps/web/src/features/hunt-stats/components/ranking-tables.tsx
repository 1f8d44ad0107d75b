import type { RankedGroup } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { fmt, t, type MessageId } from '@/i18n';
import { multi } from '../format';
import { useMoney, type Money } from '@/lib/money';

type Kind = 'slot' | 'provider';

/** The texts of each ranking (slots or providers); `{min}` is the fewest opened bonuses to be ranked. */
const TEXT: Record<
  Kind,
  Record<'head' | 'intro' | 'best' | 'worst' | 'bestCaption' | 'worstCaption' | 'none' | 'onlyOne', MessageId>
> = {
  slot: {
    head: 'hunt-stats.ranking.slotsHeading',
    intro: 'hunt-stats.ranking.slotsIntro',
    best: 'hunt-stats.ranking.bestSlots',
    worst: 'hunt-stats.ranking.worstSlots',
    bestCaption: 'hunt-stats.ranking.bestSlotsCaption',
    worstCaption: 'hunt-stats.ranking.worstSlotsCaption',
    none: 'hunt-stats.ranking.noSlot',
    onlyOne: 'hunt-stats.ranking.onlyOneSlot',
  },
  provider: {
    head: 'hunt-stats.ranking.providersHeading',
    intro: 'hunt-stats.ranking.providersIntro',
    best: 'hunt-stats.ranking.bestProviders',
    worst: 'hunt-stats.ranking.worstProviders',
    bestCaption: 'hunt-stats.ranking.bestProvidersCaption',
    worstCaption: 'hunt-stats.ranking.worstProvidersCaption',
    none: 'hunt-stats.ranking.noProvider',
    onlyOne: 'hunt-stats.ranking.onlyOneProvider',
  },
};

const columns = (kind: Kind, money: Money): Column<RankedGroup>[] => [
  {
    id: 'name',
    header: kind === 'slot' ? t('hunt-stats.slot') : t('hunt-stats.provider'),
    rowHeader: true,
    cellClassName: 'text-left [overflow-wrap:anywhere] font-medium',
    cell: (g) =>
      kind === 'slot' && g.provider ? (
        <>
          {g.name} <span className="block text-xs font-normal text-muted">{g.provider}</span>
        </>
      ) : (
        g.name
      ),
  },
  {
    id: 'bonuses',
    header: t('hunt-stats.bonuses'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (g) => fmt().number(g.bonuses),
  },
  {
    id: 'win',
    header: t('hunt-stats.ranking.won'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (g) => money.amount(g.totalWin),
    className: 'max-sm:hidden',
  },
  {
    id: 'avg',
    header: t('hunt-stats.avgMulti'),
    align: 'right',
    cellClassName: 'tabular-nums font-semibold',
    cell: (g) => multi(g.avgMulti),
  },
];

/** Best and worst slots or providers by average multiplier, side by side on wide screens. */
export function RankingTables({
  kind,
  ranking,
  minBonuses,
}: {
  kind: Kind;
  ranking: { best: RankedGroup[]; worst: RankedGroup[] };
  minBonuses: number;
}) {
  const money = useMoney();
  const text = TEXT[kind];
  const min = { count: minBonuses, min: fmt().number(minBonuses) };
  const plural = kind === 'slot' ? 'slots' : 'providers';
  return (
    <section aria-labelledby={`${plural}-heading`} className="mb-6">
      <h2 id={`${plural}-heading`} className="text-lg font-bold">
        {t(text.head)}
      </h2>
      <p className="mb-3 text-sm text-muted">{t(text.intro, min)}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['best', 'worst'] as const).map((side) => (
          <div key={side} className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{t(text[side])}</h3>
            <DataTable
              columns={columns(kind, money)}
              rows={ranking[side]}
              rowKey={(g) => `${g.name}\u0000${g.provider}`}
              caption={t(side === 'best' ? text.bestCaption : text.worstCaption)}
              wrapperProps={{ role: 'region', 'aria-label': t(text[side]), tabIndex: 0 }}
              empty={side === 'worst' && ranking.best.length > 0 ? t(text.onlyOne) : t(text.none, min)}
              data-testid={`${side}-${plural}`}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
