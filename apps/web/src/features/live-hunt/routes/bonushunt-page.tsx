import {
  AVG_BET_RANGE_MESSAGE,
  AVG_MAX_BET,
  AVG_MIN_BET,
  gtbPrizeLabel,
  isAvgBetInRange,
  type LiveBonus,
  type LiveHunt,
  type LiveHuntMe,
  moneyTextToCents,
} from '@app/contracts';
import { ZapIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { AVG_GROUP_INFO, dollars, ptBrDate, useLiveHunt, usePlaceAvgBet, usePlaceGuess } from '../api/live-hunt';
import { errorMessage } from '@/lib/error-message';

type Tab = 'stats' | 'gtb' | 'avg';
const GROUPS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

const inputClass =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none placeholder:text-muted focus:border-accent';

export default function BonusHuntPage() {
  const view = useLiveHunt();
  const [tab, setTab] = useState<Tab>('stats');
  return (
    <section>
      <PageTitle subtitle="Follow the streamer's bonus hunt live: every bonus, its win and multiplier as it opens. Guess the final balance (GTB) and bet your points on the average multiplier group (AVG).">
        Track the hunt!
      </PageTitle>
      <QueryState
        query={view}
        variant="card"
        loading={<p className="text-muted">Fetching bonus hunt data...</p>}
        error={(error) => `Could not load the hunt: ${errorMessage(error)}`}
        isEmpty={(data) => !data.hunt}
        empty="No bonus hunt yet. Come back when the stream starts one."
      >
        {(data) =>
          data.hunt ? (
            <HuntView hunt={data.hunt} me={data.me} tab={tab} setTab={setTab} streaming={view.streaming} />
          ) : null
        }
      </QueryState>
    </section>
  );
}

const bonusColumns: Column<LiveBonus>[] = [
  { id: 'position', header: '#', cellClassName: 'text-muted', cell: (b) => b.position },
  {
    id: 'slot',
    header: 'Slot',
    cell: (b) => (
      <span className="inline-flex items-center gap-1">
        {b.isSuper ? <ZapIcon aria-label="Super bonus" className="size-4 text-yellow-400" /> : null}
        <span className="[overflow-wrap:anywhere]">{b.slot.name}</span>
      </span>
    ),
  },
  { id: 'bet', header: 'Bet', align: 'right', cellClassName: 'tabular-nums', cell: (b) => dollars(b.bet) },
  {
    id: 'earning',
    header: 'Earning',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (b) => (b.earning === null ? '-' : dollars(b.earning)),
  },
  {
    id: 'multi',
    header: 'Multi',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (b) => (b.multiplier === null ? '-' : `x${b.multiplier}`),
  },
];

function HuntView({
  hunt,
  me,
  tab,
  setTab,
  streaming,
}: {
  hunt: LiveHunt;
  me: LiveHuntMe | null;
  tab: Tab;
  setTab: (t: Tab) => void;
  streaming: boolean;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 rounded-2xl border border-border bg-surface p-4">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold" data-testid="hunt-title">
            Bonus Hunt #{hunt.index}
          </h2>
          <span className="text-sm text-muted">{ptBrDate(hunt.createdAt)}</span>
          {hunt.status !== 'live' ? (
            <span className="rounded bg-surface-2 px-2 py-0.5 text-xs uppercase">
              {hunt.status === 'finished' ? 'Finished' : 'Cancelled'}
            </span>
          ) : null}
          <span className="sr-only" data-testid="push-state">
            {streaming ? 'live' : 'polling'}
          </span>
        </div>
        <DataTable
          variant="plain"
          columns={bonusColumns}
          rows={hunt.bonus.filter((b) => b.slot.name)}
          rowKey={(b) => b._id}
          rowProps={() => ({ 'data-testid': 'bonus-row' })}
          cellPadding="py-2 pr-2 last:pr-0"
          empty="No bonuses yet."
          data-testid="hunt-table"
        />
      </div>

      <div className="min-w-0 rounded-2xl border border-border bg-surface p-4">
        <div role="tablist" className="mb-4 grid grid-cols-3 gap-1 rounded-lg bg-surface-2 p-1">
          {(['stats', 'gtb', 'avg'] as const).map((t) => (
            <button
              key={t}
              role="tab"
              aria-selected={tab === t}
              className={cn(
                'rounded-md py-1.5 text-sm font-semibold',
                tab === t ? 'bg-accent text-white' : 'text-muted hover:text-fg',
              )}
              onClick={() => setTab(t)}
            >
              {t === 'stats' ? 'Stats' : t.toUpperCase()}
            </button>
          ))}
        </div>
        {tab === 'stats' ? (
          <StatsTab hunt={hunt} />
        ) : tab === 'gtb' ? (
          <GtbTab hunt={hunt} me={me} />
        ) : (
          <AvgTab hunt={hunt} me={me} />
        )}
      </div>
    </div>
  );
}

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-2 border-b border-border py-2 text-sm last:border-0">
      <span className="text-muted">{label}</span>
      <span className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

function StatsTab({ hunt }: { hunt: LiveHunt }) {
  const s = hunt.stats;
  return (
    <div>
      <Row label="Total Bonus" value={s.totalBonus} testId="stat-total" />
      <Row label="Target Balance" value={dollars(s.targetBalance)} />
      <Row label="End Balance" value={dollars(s.endBalance)} testId="stat-end" />
      {s.avgMulti !== null ? <Row label="Avg. Multi" value={`x${s.avgMulti.toFixed(2)}`} testId="stat-avg" /> : null}
      <Row label="Break-even x" value={`x${s.breakEvenX}`} />
      <Row label="Highest Win" value={dollars(s.highestWin)} />
      <Row
        label="Highest Multiplier"
        value={s.highestMultiplier === null ? '-' : `x${s.highestMultiplier.toFixed(2)}`}
      />
    </div>
  );
}

const Badge = ({ status }: { status: string }) => (
  <span
    data-testid="status-badge"
    className={cn(
      'rounded-full px-2.5 py-0.5 text-xs font-bold',
      status === 'Opened'
        ? 'bg-success/20 text-success'
        : status === 'Soon'
          ? 'bg-yellow-500/20 text-yellow-400'
          : 'bg-danger/20 text-danger',
    )}
  >
    {status}
  </span>
);

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

function errorText(err: unknown, fallback: string): string {
  if (
    err instanceof ApiError &&
    [
      'GTB_CLOSED',
      'AVG_CLOSED',
      'GTB_ALREADY_PLACED',
      'AVG_ALREADY_PLACED',
      'GTB_OUT_OF_RANGE',
      'AVG_OUT_OF_RANGE',
      'INSUFFICIENT_POINTS',
    ].includes(err.code)
  )
    return err.message;
  return fallback;
}

function GtbTab({ hunt, me }: { hunt: LiveHunt; me: LiveHuntMe | null }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const place = usePlaceGuess(hunt._id);
  const maxDollars = hunt.gtb.maxGuess / 100;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const cents = moneyTextToCents(value);
    if (cents === null || cents < 100 || cents > hunt.gtb.maxGuess) {
      toast({ variant: 'destructive', description: `O valor deve ser um número entre 1 e ${maxDollars}.` });
      return;
    }
    place.mutate(cents, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: 'success', description: 'GTB placed!' });
      },
      onError: (err) =>
        toast({ variant: 'destructive', description: errorText(err, 'Error on place the GTB. Check your login.') }),
    });
  };
  const s = hunt.settlement;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <span className="font-bold">GTB</span>
        <Badge status={hunt.gtb.status === 'opened' ? 'Opened' : 'Closed'} />
      </div>
      <Row label="Your Guess" value={me?.gtb ? dollars(me.gtb.guess) : '-'} testId="gtb-your-guess" />
      <Row label="Final Balance" value={dollars(hunt.gtb.guess)} testId="gtb-final" />
      <Row label="Participants" value={hunt.gtb.participants} />
      {!s && hunt.gtb.prizes.length > 0 ? (
        <div className="mt-3" data-testid="gtb-prizes">
          <h3 className="mb-1 text-sm font-bold">Prizes</h3>
          <ol className="text-sm">
            {hunt.gtb.prizes.map((p, i) => (
              <li key={i} className="flex justify-between gap-2 py-0.5">
                <span className="text-muted">{ordinal(i + 1)}</span>
                <span className="min-w-0 text-right font-semibold [overflow-wrap:anywhere]">{gtbPrizeLabel(p)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-1 text-xs text-muted">Closest guess wins; on a tie, the earlier guess.</p>
        </div>
      ) : null}
      {!me?.gtb && hunt.gtb.status === 'opened' ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <Button className="mt-3 w-full" onClick={() => setOpen(true)}>
            Put GTB
          </Button>
          <DialogContent title="Guess The Balance">
            <form onSubmit={submit} noValidate className="grid gap-3">
              <label className="grid gap-1 text-sm">
                What&apos;s your guess?
                <input
                  className={inputClass}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={1}
                  max={maxDollars}
                  placeholder="Type your guess"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  autoFocus
                />
              </label>
              <Button type="submit" disabled={place.isPending}>
                Place guess
              </Button>
            </form>
          </DialogContent>
        </Dialog>
      ) : null}
      {s && s.gtbWinners.length > 0 ? (
        <div className="mt-4 rounded-xl border border-yellow-500/40 bg-yellow-500/10 p-3" data-testid="gtb-winners">
          <h3 className="mb-1 text-sm font-bold">Winners</h3>
          <ol className="grid gap-1 text-sm">
            {s.gtbWinners.map((w) => (
              <li key={w.place} className="flex flex-wrap justify-between gap-x-2">
                <span className="min-w-0 truncate font-semibold">
                  {ordinal(w.place)} {w.username}
                </span>
                <span className="text-right font-semibold text-yellow-400 [overflow-wrap:anywhere]">
                  {gtbPrizeLabel(w.prize)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {s && s.gtbRanking.length > 0 ? (
        <div className="mt-4" data-testid="gtb-top">
          <h3 className="mb-1 text-sm font-bold">Top 10</h3>
          <ol className="text-sm">
            {s.gtbRanking.map((r) => (
              <li
                key={r.rank}
                className={cn('flex justify-between gap-2 py-1', r.rank === 1 && 'font-bold text-yellow-400')}
              >
                <span className="truncate">
                  {r.rank}. {r.username}
                </span>
                <span className="tabular-nums">
                  {dollars(r.guess)} <span className="text-muted">(±{dollars(r.distance)})</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

function AvgTab({ hunt, me }: { hunt: LiveHunt; me: LiveHuntMe | null }) {
  const [group, setGroup] = useState<(typeof GROUPS)[number] | null>(null);
  const [value, setValue] = useState('');
  const place = usePlaceAvgBet(hunt._id);
  const status = hunt.avg.status === 'opened' ? 'Opened' : hunt.avg.status === 'closed' ? 'Closed' : 'Soon';
  const canBet = hunt.avg.status === 'opened' && !me?.avg;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!group) return;
    const bet = Number(value);
    if (!/^\d+$/.test(value.trim()) || !isAvgBetInRange(bet)) {
      toast({ variant: 'destructive', description: AVG_BET_RANGE_MESSAGE });
      return;
    }
    place.mutate(
      { guess: group, bet },
      {
        onSuccess: () => {
          setGroup(null);
          toast({ variant: 'success', description: 'Aposta confirmada!' });
        },
        onError: (err) =>
          toast({
            variant: 'destructive',
            description: errorText(err, 'Erro ao enviar a aposta AVG. Verifique seu login.'),
          }),
      },
    );
  };
  const winner = hunt.avg.group;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <span className="font-bold">AVG</span>
        <Badge status={status} />
      </div>
      <div className="grid grid-cols-3 gap-2">
        {GROUPS.map((g) => (
          <button
            key={g}
            data-testid={`avg-tile-${g}`}
            disabled={!canBet}
            onClick={() => {
              setValue('');
              setGroup(g);
            }}
            className={cn(
              'rounded-lg border-2 bg-surface-2 p-2 text-center',
              AVG_GROUP_INFO[g].className,
              canBet ? 'hover:bg-border' : 'cursor-default',
              me?.avg && me.avg.group !== g && 'opacity-40',
            )}
          >
            <div className="text-lg font-extrabold">{g}</div>
            <div className="text-xs">{AVG_GROUP_INFO[g].range}</div>
          </button>
        ))}
      </div>
      <div className="mt-3">
        <Row
          label="Winner Group"
          value={
            winner ? (
              <span
                className={AVG_GROUP_INFO[winner].className.split(' ')[1]}
              >{`${winner} ${AVG_GROUP_INFO[winner].range}`}</span>
            ) : (
              '-'
            )
          }
          testId="avg-winner"
        />
        <Row label="Pot Points" value={hunt.avg.pot.toLocaleString('en-US')} testId="avg-pot" />
        {me?.avg ? (
          <>
            <Row label="Your Group" value={me.avg.group} testId="avg-your-group" />
            <Row label="Bet" value={me.avg.bet} />
            {me.avg.payout !== null ? (
              <Row label={me.avg.refunded ? 'Refunded' : 'Won'} value={me.avg.payout} testId="avg-payout" />
            ) : null}
          </>
        ) : null}
      </div>
      {hunt.settlement && hunt.settlement.avgPayouts.length > 0 ? (
        <div className="mt-3 text-sm" data-testid="avg-result">
          <h3 className="mb-1 font-bold">
            {hunt.settlement.refundedAll
              ? 'Nobody chose the winning group: every bet was refunded'
              : `Average x${hunt.settlement.averageMultiplierWhole ?? '-'}: group ${winner ?? '-'} wins`}
          </h3>
          <ul>
            {hunt.settlement.avgPayouts
              .filter((p) => p.payout > 0)
              .slice(0, 10)
              .map((p, i) => (
                <li key={i} className="flex justify-between gap-2 py-0.5">
                  <span className="truncate">
                    {p.username} ({p.group}, {p.bet})
                  </span>
                  <span className="tabular-nums">+{p.payout}</span>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <Dialog open={group !== null} onOpenChange={(o) => (o ? null : setGroup(null))}>
        <DialogContent title={`Aposta no Grupo ${group ?? ''}`}>
          <form onSubmit={submit} noValidate className="grid gap-3">
            <label className="grid gap-1 text-sm">
              Insira sua aposta ({AVG_MIN_BET} - {AVG_MAX_BET}):
              <input
                className={inputClass}
                type="number"
                inputMode="numeric"
                min={AVG_MIN_BET}
                max={AVG_MAX_BET}
                placeholder="Digite sua aposta"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoFocus
              />
            </label>
            <Button type="submit" disabled={place.isPending}>
              Confirmar
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
