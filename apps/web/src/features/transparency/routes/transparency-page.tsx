import { type Transparency, type TransparencyPrizeKind, type PointsSource } from '@app/contracts';
import { DownloadIcon, ShieldCheckIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { StatCards } from '@/components/ui/stat-cards';
import { fmt, t, type MessageId } from '@/i18n';
import { formatDate, formatMonth } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useMoney, type Money } from '@/lib/money';
import { useTransparency } from '../api/get-transparency';
import { useTransparencyEvents } from '../api/use-transparency-events';

const SOURCE_LABEL: Record<PointsSource, MessageId> = {
  watch_time: 'transparency.source.watchTime',
  games: 'transparency.source.games',
  shop: 'transparency.source.shop',
  bets: 'transparency.source.bets',
  giveaways: 'transparency.source.giveaways',
  affiliates: 'transparency.source.affiliates',
  support: 'transparency.source.support',
  admin: 'transparency.source.admin',
  other: 'transparency.source.other',
};
const PRIZE_LABEL: Record<TransparencyPrizeKind, MessageId> = {
  leaderboard: 'transparency.prize.leaderboard',
  gtb: 'transparency.prize.gtb',
  giveaway: 'transparency.prize.giveaway',
  milestone: 'transparency.prize.milestone',
};

type PointsRow = Transparency['points']['sources'][number];
type PrizeRow = Transparency['prizes'][number];
type GiveawayRow = Transparency['giveaways'][number];
type HuntRow = Transparency['hunts'][number];
type TournamentRow = Transparency['tournaments'][number];

const TOURNAMENT_STATE: Record<TournamentRow['state'], MessageId> = {
  finished: 'transparency.tournaments.state.finished',
  cancelled: 'transparency.tournaments.state.cancelled',
};

const num = (n: number) => fmt().number(n);
const right = { align: 'right' as const, cellClassName: 'tabular-nums' };

const pointsColumns = (): Column<PointsRow>[] => [
  {
    id: 'source',
    header: t('transparency.points.source'),
    rowHeader: true,
    cellClassName: 'text-left',
    cell: (r) => t(SOURCE_LABEL[r.source]),
  },
  { id: 'issued', header: t('transparency.points.issued'), ...right, cell: (r) => num(r.issued) },
  { id: 'spent', header: t('transparency.points.spent'), ...right, cell: (r) => num(r.spent) },
];

const prizeColumns = (money: Money): Column<PrizeRow>[] => [
  {
    id: 'kind',
    header: t('transparency.prizes.kind'),
    rowHeader: true,
    cellClassName: 'text-left',
    cell: (r) => t(PRIZE_LABEL[r.kind]),
  },
  { id: 'awarded', header: t('transparency.prizes.awarded'), ...right, cell: (r) => num(r.awarded) },
  { id: 'paid', header: t('transparency.prizes.paid'), ...right, cell: (r) => num(r.paid) },
  {
    id: 'unpaid',
    header: t('transparency.prizes.unpaid'),
    align: 'right',
    cellClassName: (r) => (r.unpaid > 0 ? 'tabular-nums text-gold' : 'tabular-nums'),
    cell: (r) => num(r.unpaid),
  },
  {
    id: 'value',
    header: t('transparency.prizes.value'),
    ...right,
    cell: (r) =>
      [
        r.points > 0 ? t('transparency.prizes.points', { points: num(r.points) }) : '',
        r.usd > 0 ? money.amount(r.usd) : '',
      ]
        .filter(Boolean)
        .join(' · ') || '-',
    className: 'max-sm:hidden',
  },
];

const giveawayColumns = (): Column<GiveawayRow>[] => [
  {
    id: 'title',
    header: t('transparency.giveaways.giveaway'),
    rowHeader: true,
    cellClassName: 'text-left',
    cell: (g) => (
      <Link to={`/giveaways/${g.id}`} className="font-semibold text-accent underline-offset-2 hover:underline">
        {g.title}
      </Link>
    ),
  },
  {
    id: 'drawn',
    header: t('transparency.giveaways.drawn'),
    cellClassName: 'whitespace-nowrap',
    cell: (g) => formatDate(g.drawnAt),
  },
  {
    id: 'winners',
    header: t('transparency.giveaways.winners'),
    cell: (g) =>
      g.winners.length === 0
        ? t('transparency.giveaways.noWinner')
        : g.winners.map((w) => w.name ?? t('transparency.anonymous')).join(', '),
  },
  {
    id: 'proof',
    header: t('transparency.giveaways.proof'),
    cell: (g) => (
      <Link
        to={g.proof}
        className="inline-flex items-center gap-1 whitespace-nowrap text-accent underline-offset-2 hover:underline"
        aria-label={t('transparency.giveaways.verifyLabel', { title: g.title })}
      >
        <ShieldCheckIcon aria-hidden="true" className="size-4" />
        {g.beacon === 'drand'
          ? t('transparency.giveaways.verifyBeacon')
          : g.beacon === 'none'
            ? t('transparency.giveaways.verifyNoBeacon')
            : t('transparency.giveaways.verify')}
      </Link>
    ),
  },
];

const huntColumns = (money: Money): Column<HuntRow>[] => [
  {
    id: 'index',
    header: t('transparency.hunts.hunt'),
    rowHeader: true,
    cellClassName: 'text-left',
    cell: (h) => (
      <Link to={`/hunt-stats/${h.id}`} className="font-semibold text-accent underline-offset-2 hover:underline">
        #{h.index}
      </Link>
    ),
  },
  {
    id: 'finished',
    header: t('transparency.hunts.finished'),
    cellClassName: 'whitespace-nowrap',
    cell: (h) => formatDate(h.finishedAt ?? h.startedAt),
  },
  {
    id: 'start',
    header: t('transparency.hunts.start'),
    ...right,
    cell: (h) => money.amount(h.start),
    className: 'max-sm:hidden',
  },
  { id: 'result', header: t('transparency.hunts.result'), ...right, cell: (h) => money.amount(h.result) },
  {
    id: 'profit',
    header: t('transparency.hunts.profit'),
    align: 'right',
    cellClassName: (h) => `tabular-nums ${h.profit < 0 ? 'text-danger' : 'text-success'}`,
    cell: (h) => money.amount(h.profit),
  },
];

const tournamentColumns = (): Column<TournamentRow>[] => [
  {
    id: 'name',
    header: t('transparency.tournaments.tournament'),
    rowHeader: true,
    cellClassName: 'text-left',
    cell: (x) => (
      <Link to={x.proof} className="font-semibold text-accent underline-offset-2 hover:underline">
        {x.name}
      </Link>
    ),
  },
  {
    id: 'ended',
    header: t('transparency.tournaments.ended'),
    cellClassName: 'whitespace-nowrap',
    cell: (x) => (
      <>
        {formatDate(x.finishedAt)}
        <span className={`block text-xs ${x.state === 'cancelled' ? 'text-danger' : 'text-muted'}`}>
          {t(TOURNAMENT_STATE[x.state])}
        </span>
      </>
    ),
  },
  {
    id: 'entrants',
    header: t('transparency.tournaments.entrants'),
    ...right,
    cell: (x) => num(x.entrants),
    className: 'max-sm:hidden',
  },
  { id: 'champion', header: t('transparency.tournaments.champion'), cell: (x) => x.champion ?? '-' },
  {
    id: 'predictions',
    header: t('transparency.tournaments.predictions'),
    ...right,
    cell: (x) => num(x.predictions),
    className: 'max-sm:hidden',
  },
  { id: 'staked', header: t('transparency.tournaments.staked'), ...right, cell: (x) => num(x.staked) },
  { id: 'paid', header: t('transparency.tournaments.paid'), ...right, cell: (x) => num(x.paid) },
  { id: 'houseCut', header: t('transparency.tournaments.houseCut'), ...right, cell: (x) => num(x.houseCut) },
  {
    id: 'capRemoved',
    header: t('transparency.tournaments.capRemoved'),
    ...right,
    cell: (x) => num(x.capRemoved),
    className: 'max-sm:hidden',
  },
  { id: 'refunded', header: t('transparency.tournaments.refunded'), ...right, cell: (x) => num(x.refunded) },
];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Report({ data, money }: { data: Transparency; money: Money }) {
  const prizes = data.prizes.reduce((s, p) => ({ awarded: s.awarded + p.awarded, paid: s.paid + p.paid }), {
    awarded: 0,
    paid: 0,
  });
  const region = (label: string) => ({ role: 'region', 'aria-label': label, tabIndex: 0 });
  return (
    <>
      <StatCards
        items={[
          { label: t('transparency.stats.issued'), value: num(data.points.issued) },
          { label: t('transparency.stats.spent'), value: num(data.points.spent) },
          { label: t('transparency.stats.prizesAwarded'), value: num(prizes.awarded) },
          { label: t('transparency.stats.prizesPaid'), value: num(prizes.paid) },
          { label: t('transparency.stats.giveaways'), value: num(data.giveaways.length) },
          { label: t('transparency.stats.hunts'), value: num(data.hunts.length) },
          { label: t('transparency.stats.tournaments'), value: num(data.tournaments.length) },
        ]}
      />
      <Section id="transparency-points" title={t('transparency.points.title')}>
        <DataTable
          columns={pointsColumns()}
          rows={data.points.sources}
          rowKey={(r) => r.source}
          caption={t('transparency.points.caption')}
          wrapperProps={region(t('transparency.points.title'))}
          data-testid="transparency-points"
        />
      </Section>
      <Section id="transparency-prizes" title={t('transparency.prizes.title')}>
        <DataTable
          columns={prizeColumns(money)}
          rows={data.prizes}
          rowKey={(r) => r.kind}
          caption={t('transparency.prizes.caption')}
          wrapperProps={region(t('transparency.prizes.title'))}
          data-testid="transparency-prizes"
        />
      </Section>
      <Section id="transparency-giveaways" title={t('transparency.giveaways.title')}>
        <DataTable
          columns={giveawayColumns()}
          rows={data.giveaways}
          rowKey={(g) => g.id}
          caption={t('transparency.giveaways.caption')}
          empty={t('transparency.giveaways.empty')}
          wrapperProps={region(t('transparency.giveaways.title'))}
          data-testid="transparency-giveaways"
        />
      </Section>
      <Section id="transparency-hunts" title={t('transparency.hunts.title')}>
        <DataTable
          columns={huntColumns(money)}
          rows={data.hunts}
          rowKey={(h) => h.id}
          caption={t('transparency.hunts.caption')}
          empty={t('transparency.hunts.empty')}
          wrapperProps={region(t('transparency.hunts.title'))}
          data-testid="transparency-hunts"
        />
      </Section>
      <Section id="transparency-tournaments" title={t('transparency.tournaments.title')}>
        <DataTable
          columns={tournamentColumns()}
          rows={data.tournaments}
          rowKey={(x) => x.id}
          caption={t('transparency.tournaments.caption')}
          empty={t('transparency.tournaments.empty')}
          wrapperProps={region(t('transparency.tournaments.title'))}
          data-testid="transparency-tournaments"
        />
      </Section>
    </>
  );
}

/** /transparency: the public report of what the site gave, took and paid, and every draw's proof (ADR 069). */
export default function TransparencyPage() {
  const id = useId();
  const [period, setPeriod] = useState('all');
  const report = useTransparency(period);
  const money = useMoney();
  useTransparencyEvents();
  const months = report.data?.months ?? [];
  const download = (ext: 'json' | 'csv') =>
    ext === 'csv' ? `/api/v1/transparency.csv?period=${period}` : `/api/v1/transparency?period=${period}`;
  return (
    <section>
      <PageTitle subtitle={t('transparency.subtitle')}>{t('transparency.title')}</PageTitle>
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-period`} className="text-sm font-medium">
            {t('transparency.period')}
          </label>
          <select
            id={`${id}-period`}
            className="h-10 min-w-48 rounded-lg border border-border bg-bg px-3 text-sm"
            value={period}
            onChange={(e) => setPeriod(e.currentTarget.value)}
          >
            <option value="all">{t('transparency.allTime')}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {formatMonth(m)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" asChild>
          <a href={download('csv')} download={`transparency-${period}.csv`}>
            <DownloadIcon aria-hidden="true" /> {t('transparency.downloadCsv')}
          </a>
        </Button>
        <Button variant="outline" asChild>
          <a href={download('json')} download={`transparency-${period}.json`}>
            <DownloadIcon aria-hidden="true" /> {t('transparency.downloadJson')}
          </a>
        </Button>
      </div>
      <QueryState
        query={report}
        variant="card"
        error={(error) => t('transparency.loadFailed', { message: errorMessage(error) })}
      >
        {(data) => <Report data={data} money={money} />}
      </QueryState>
      <Section id="transparency-method" title={t('transparency.method.title')}>
        <div
          className="space-y-2 rounded-xl border border-border bg-surface p-4 text-sm text-muted"
          data-testid="methodology"
        >
          <p>{t('transparency.method.period')}</p>
          <p>{t('transparency.method.points')}</p>
          <p>{t('transparency.method.prizes')}</p>
          <p>{t('transparency.method.giveaways')}</p>
          <p>{t('transparency.method.hunts')}</p>
          <p>{t('transparency.method.tournaments')}</p>
          <p>{t('transparency.method.anonymous')}</p>
          <p>{t('transparency.method.freshness')}</p>
        </div>
      </Section>
    </section>
  );
}
