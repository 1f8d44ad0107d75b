import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatUsd, monthLabel, useSponsors, useWagerBoard } from '../api/wager';
import { Countdown, Podium, RankTable, SponsorPicker } from './wager-parts';

function PastRaces({ slug, periods }: { slug: string; periods: string[] }) {
  const [period, setPeriod] = useState(periods[0]!);
  const board = useWagerBoard(slug, period);
  return (
    <div>
      <label className="mb-3 block text-sm">
        <span className="mb-1 block font-semibold">Month</span>
        <select className="h-9 w-full rounded-md border border-border bg-bg px-2" value={period} onChange={(e) => setPeriod(e.target.value)}>
          {periods.map((p) => (
            <option key={p} value={p}>
              {monthLabel(p)}
            </option>
          ))}
        </select>
      </label>
      {board.isPending ? (
        <p className="text-sm text-muted">Calculating total winnings...</p>
      ) : board.isError ? (
        <p role="alert">Could not load that month.</p>
      ) : board.data.wager.length === 0 ? (
        <p className="text-sm text-muted">No wagers that month.</p>
      ) : (
        <>
          <Podium entries={board.data.wager} />
          <div className="mt-3">
            <RankTable entries={board.data.wager} to={5} />
          </div>
        </>
      )}
    </div>
  );
}

/** The monthly wager race of the sponsor casinos (docs/product.md#wager-race). */
export function WagerBoard() {
  const sponsors = useSponsors();
  const [picked, setPicked] = useState<string>();
  const [pastOpen, setPastOpen] = useState(false);
  const list = sponsors.data ?? [];
  const sponsor = list.find((s) => s.slug === picked) ?? list[0];
  const board = useWagerBoard(sponsor?.slug);

  if (sponsors.isPending) return <p className="text-sm text-muted">Calculating total winnings...</p>;
  if (sponsors.isError) return <p role="alert">Could not load the leaderboard.</p>;
  if (!sponsor) return <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted">No sponsor is configured yet.</p>;
  const pool = sponsor.prizes.reduce((a, b) => a + b, 0);
  const isFirst = sponsor.slug === list[0]?.slug;

  return (
    <div className="space-y-5">
      <SponsorPicker sponsors={list} value={sponsor.slug} onChange={setPicked} />
      <h2 className="text-center text-xl font-extrabold sm:text-2xl">
        We Offer a {formatUsd(pool).replace('.00', '')} prize pool at {sponsor.name}
      </h2>
      <p className="text-center text-xs text-muted">Shared among the {sponsor.prizes.length} players with the most wagered this month (Lisbon time). T&C apply.</p>
      {board.data ? <Countdown time={board.data.time} /> : null}
      {board.isPending ? (
        <p className="text-center text-sm text-muted">Calculating total winnings...</p>
      ) : board.isError ? (
        <p role="alert" className="text-center text-sm">
          Could not load the leaderboard.
        </p>
      ) : board.data.wager.length === 0 ? (
        <p className="text-center text-sm text-muted">No wagers yet this month.</p>
      ) : (
        <>
          <Podium entries={board.data.wager} />
          <RankTable entries={board.data.wager} />
        </>
      )}
      {isFirst && sponsor.periods.length ? (
        <div className="text-center">
          <Button variant="outline" onClick={() => setPastOpen(true)}>
            Last Wager Races
          </Button>
          <Dialog open={pastOpen} onOpenChange={setPastOpen}>
            <DialogContent title="Wager Race Winners" className="w-[min(94vw,32rem)]">
              {pastOpen ? <PastRaces slug={sponsor.slug} periods={sponsor.periods} /> : null}
            </DialogContent>
          </Dialog>
        </div>
      ) : null}
    </div>
  );
}
