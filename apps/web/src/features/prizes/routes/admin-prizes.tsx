import type { PrizeItem } from '@app/contracts';
import { CheckCircle2Icon, CircleIcon, CoinsIcon, GiftIcon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { usePrizes, useSetHandedOut } from '../api/prizes';

type Filter = 'open' | 'all';

const NOTHING_OPEN = 'Nothing to hand out: every prize is handed out.';
const NO_PRIZES = 'No prizes yet: they appear when a hunt with GTB winners finishes or a wager race month is frozen.';

export default function AdminPrizesPage() {
  const prizes = usePrizes();
  const [filter, setFilter] = useState<Filter>('open');
  const all = prizes.data?.prizes ?? [];
  const open = all.filter((p) => !p.handedOut);
  const shown = filter === 'open' ? open : all;
  return (
    <section>
      <PageTitle subtitle="What winners are owed: GTB text prizes and the monthly wager race places to hand out by hand. GTB points prizes are paid into the winner's balance when the hunt finishes and are listed as paid.">
        Prizes to hand out
      </PageTitle>
      <div
        role="tablist"
        aria-label="Which prizes"
        className="mb-4 inline-grid grid-cols-2 gap-1 rounded-lg bg-surface-2 p-1"
      >
        {(['open', 'all'] as const).map((f) => (
          <button
            key={f}
            role="tab"
            aria-selected={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-semibold',
              filter === f ? 'bg-accent text-white' : 'text-muted hover:text-fg',
            )}
          >
            {f === 'open' ? `To hand out${prizes.data ? ` (${open.length})` : ''}` : 'All prizes'}
          </button>
        ))}
      </div>
      <QueryState
        query={prizes}
        variant="card"
        loading={<Spinner />}
        error={(error) => `Could not load the prizes: ${errorMessage(error)}`}
        isEmpty={() => shown.length === 0}
        empty={filter === 'open' ? NOTHING_OPEN : NO_PRIZES}
      >
        {() => (
          <ul className="grid gap-2" data-testid="prize-list">
            {shown.map((p) => (
              <PrizeRow key={`${p.source}|${p.ref}`} prize={p} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function PrizeRow({ prize }: { prize: PrizeItem }) {
  const set = useSetHandedOut();
  const Icon = prize.source === 'leaderboard' ? TrophyIcon : prize.kind === 'points' ? CoinsIcon : GiftIcon;
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-3"
      data-testid="prize-row"
      data-handed-out={prize.handedOut || undefined}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate text-xs text-muted">{prize.title}</p>
        <p className="font-semibold [overflow-wrap:anywhere]">
          {prize.winner} <span className="font-normal text-muted">·</span>{' '}
          <span className="text-yellow-400">{prize.prize}</span>
        </p>
        <p className="text-xs text-muted">
          {prize.paidByLedger
            ? `Paid into the balance at settlement, ${formatDateTime(prize.awardedAt)}`
            : prize.handedOut
              ? `Handed out by ${prize.handedOutBy ?? '-'}, ${formatDateTime(prize.handedOutAt!)}`
              : `Won ${formatDateTime(prize.awardedAt)}`}
        </p>
      </div>
      {prize.paidByLedger ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-success/20 px-2.5 py-1 text-xs font-bold text-success">
          <CheckCircle2Icon className="size-3.5" /> Paid
        </span>
      ) : (
        <Button
          size="sm"
          variant={prize.handedOut ? 'outline' : 'success'}
          aria-pressed={prize.handedOut}
          disabled={set.isPending}
          onClick={() =>
            set.mutate(
              { source: prize.source, ref: prize.ref, handedOut: !prize.handedOut },
              { onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }) },
            )
          }
        >
          {prize.handedOut ? <CheckCircle2Icon /> : <CircleIcon />}
          {prize.handedOut ? 'Handed out' : 'Mark handed out'}
        </Button>
      )}
    </li>
  );
}
