import type { Sponsor } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { useSponsors } from '@/lib/sponsors';
import { useWagerBoard } from '../api/get-wager-board';
import { formatMonth } from '@/lib/dates';
import { prizePoolTitle } from '../format';
import { Countdown, Podium, RankTable, SponsorPicker } from './wager-parts';
import { useMoney } from '@/lib/money';
import { useWagerBoardExtras } from '@/lib/wager-board-extras';
import { fmt, t } from '@/i18n';

function PastRaces({ slug, periods }: { slug: string; periods: string[] }) {
  const [period, setPeriod] = useState(periods[0]!);
  const board = useWagerBoard(slug, period);
  return (
    <div>
      <label className="mb-3 block text-sm">
        <span className="mb-1 block font-semibold">{t('leaderboard.monthField')}</span>
        <select
          className="h-9 w-full rounded-md border border-border bg-bg px-2"
          value={period}
          onChange={(e) => setPeriod(e.target.value)}
        >
          {periods.map((p) => (
            <option key={p} value={p}>
              {formatMonth(p)}
            </option>
          ))}
        </select>
      </label>
      <QueryState
        query={board}
        loading={<p className="text-sm text-muted">{t('leaderboard.calculating')}</p>}
        error={() => t('leaderboard.loadMonthFailed')}
        isEmpty={(data) => data.wager.length === 0}
        empty={t('leaderboard.noWagersMonth')}
      >
        {(data) => (
          <>
            <Podium entries={data.wager} />
            <div className="mt-3">
              <RankTable entries={data.wager} to={5} />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}

const noPlace = () => null;

/** The monthly wager race of the sponsor casinos (docs/product.md#wager-race). */
export function WagerBoard() {
  const sponsors = useSponsors();
  const [picked, setPicked] = useState<string>();
  const list = sponsors.data ?? [];
  const sponsor = list.find((s) => s.slug === picked) ?? list[0];
  return (
    <QueryState
      query={sponsors}
      variant="card"
      loading={<p className="text-sm text-muted">{t('leaderboard.calculating')}</p>}
      error={() => t('leaderboard.loadFailed')}
      isEmpty={() => !sponsor}
      empty={t('leaderboard.noSponsor')}
    >
      {() => (sponsor ? <SponsorRace list={list} sponsor={sponsor} onPick={setPicked} /> : null)}
    </QueryState>
  );
}

function SponsorRace({ list, sponsor, onPick }: { list: Sponsor[]; sponsor: Sponsor; onPick: (slug: string) => void }) {
  const money = useMoney();
  const [pastOpen, setPastOpen] = useState(false);
  const board = useWagerBoard(sponsor.slug);
  const isFirst = sponsor.slug === list[0]?.slug;
  // The viewer's own standing and row, when the app layer adds them (the wager milestones feature).
  const { Below, useOwnPlace = noPlace } = useWagerBoardExtras();
  const own = useOwnPlace(sponsor.slug);

  return (
    <div className="space-y-5">
      <SponsorPicker sponsors={list} value={sponsor.slug} onChange={onPick} />
      <h2 className="text-center text-xl font-extrabold sm:text-2xl">{prizePoolTitle(sponsor, money.currency)}</h2>
      <p className="text-center text-xs text-muted">
        {t('leaderboard.shared', { count: sponsor.prizes.length, players: fmt().number(sponsor.prizes.length) })}
      </p>
      {board.data ? <Countdown time={board.data.time} /> : null}
      <QueryState
        query={board}
        className="text-center text-sm"
        loading={<p className="text-center text-sm text-muted">{t('leaderboard.calculating')}</p>}
        error={() => t('leaderboard.loadFailed')}
        isEmpty={(data) => data.wager.length === 0}
        empty={t('leaderboard.noWagers')}
      >
        {(data) => (
          <>
            <Podium entries={data.wager} own={own} />
            <RankTable entries={data.wager} own={own} />
          </>
        )}
      </QueryState>
      {Below ? <Below sponsor={{ slug: sponsor.slug, name: sponsor.name }} /> : null}
      {isFirst && sponsor.periods.length ? (
        <div className="text-center">
          <Button variant="outline" onClick={() => setPastOpen(true)}>
            {t('leaderboard.lastRaces')}
          </Button>
          <Dialog open={pastOpen} onOpenChange={setPastOpen}>
            <DialogContent title={t('leaderboard.winners')} className="w-[min(94vw,32rem)]">
              {pastOpen ? <PastRaces slug={sponsor.slug} periods={sponsor.periods} /> : null}
            </DialogContent>
          </Dialog>
        </div>
      ) : null}
    </div>
  );
}
