import type { LiveHunt } from '@app/contracts';
import { ZapIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AVG_GROUP_INFO, dollars } from '../api/live-hunt';
import { useOverlayHunt } from '../api/overlay';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** Transparent page for OBS (browser source 1920x1080): large, high-contrast text with a shadow. */
function useTransparentBackground() {
  useEffect(() => {
    const html = document.documentElement;
    const previous = [html.style.background, document.body.style.background];
    html.style.background = 'transparent';
    document.body.style.background = 'transparent';
    return () => {
      html.style.background = previous[0]!;
      document.body.style.background = previous[1]!;
    };
  }, []);
}

const panel = 'rounded-2xl bg-black/60 p-6 text-white [text-shadow:0_2px_4px_rgba(0,0,0,0.9)]';

export function OverlayShell({ render }: { render: (hunt: LiveHunt) => React.ReactNode }) {
  useTransparentBackground();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const hunt = useOverlayHunt(key);
  return (
    <main className="min-h-screen bg-transparent p-6 text-2xl" data-testid="overlay">
      {!key ? (
        <p className={panel}>Add ?key=… (the overlay key from /admin/hunt) to the address.</p>
      ) : hunt.isPending ? null : hunt.isError ? (
        <p className={panel} role="alert">
          {/* Here a 401 is the overlay key, not a session: say so and where to get a new one. */}
          {hunt.error instanceof ApiError && hunt.error.code === 'UNAUTHENTICATED' ? 'Invalid overlay key. Copy the current one from /admin/hunt.' : errorMessage(hunt.error)}
        </p>
      ) : !hunt.data ? (
        <p className={panel}>No bonus hunt.</p>
      ) : (
        render(hunt.data)
      )}
    </main>
  );
}

function HuntOverlay({ hunt }: { hunt: LiveHunt }) {
  const current = hunt.bonus.find((b) => b.earning === null) ?? hunt.bonus[hunt.bonus.length - 1];
  const s = hunt.stats;
  return (
    <div className={`${panel} w-[36rem] space-y-3`}>
      <h1 className="text-3xl font-extrabold">Bonus Hunt #{hunt.index}</h1>
      {current ? (
        <div data-testid="overlay-current" className="rounded-xl bg-white/10 p-3">
          <div className="text-base uppercase opacity-80">{current.earning === null ? `Opening ${current.position}/${hunt.bonus.length}` : 'Last opened'}</div>
          <div className="flex items-center gap-2 text-3xl font-bold">
            {current.isSuper ? <ZapIcon className="size-7 text-yellow-300" /> : null}
            {current.slot.name}
          </div>
          <div>
            Bet {dollars(current.bet)} {current.earning !== null ? `· Win ${dollars(current.earning)} · x${current.multiplier}` : ''}
          </div>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-x-6 gap-y-1 text-xl">
        <span>Start</span>
        <b className="text-right">{dollars(s.targetBalance)}</b>
        <span>End Balance</span>
        <b className="text-right" data-testid="overlay-end">
          {dollars(s.endBalance)}
        </b>
        <span>Opened</span>
        <b className="text-right">
          {s.openedBonus}/{s.totalBonus}
        </b>
        <span>Avg. Multi</span>
        <b className="text-right">{s.avgMulti ? `x${s.avgMulti.toFixed(2)}` : '-'}</b>
        <span>Break-even</span>
        <b className="text-right">x{s.breakEvenX}</b>
      </div>
      <GtbAvgState hunt={hunt} />
    </div>
  );
}

function GtbAvgState({ hunt }: { hunt: LiveHunt }) {
  const avg = hunt.avg.status === 'opened' ? 'Opened' : hunt.avg.status === 'closed' ? 'Closed' : 'Soon';
  return (
    <div className="flex flex-wrap gap-3 text-xl" data-testid="overlay-games">
      <span className="rounded-lg bg-white/10 px-3 py-1">GTB {hunt.gtb.status === 'opened' ? 'Opened' : 'Closed'} · {hunt.gtb.participants}</span>
      <span className="rounded-lg bg-white/10 px-3 py-1">
        AVG {avg} · pot {hunt.avg.pot}
        {hunt.avg.group ? ` · ${hunt.avg.group} ${AVG_GROUP_INFO[hunt.avg.group].range}` : ''}
      </span>
    </div>
  );
}

function GtbOverlay({ hunt }: { hunt: LiveHunt }) {
  return (
    <div className={`${panel} w-[32rem] space-y-3`}>
      <h1 className="text-3xl font-extrabold">Guess The Balance</h1>
      <p data-testid="overlay-gtb-status">
        {hunt.gtb.status === 'opened' ? 'Opened: !gtb on the site' : 'Closed'} · {hunt.gtb.participants} guesses · Prize {dollars(hunt.gtb.prizePool)}
      </p>
      {hunt.settlement ? (
        <ol className="text-xl">
          <li className="font-bold">Final Balance {dollars(hunt.settlement.finalBalance)}</li>
          {hunt.settlement.gtbRanking.slice(0, 5).map((r) => (
            <li key={r.rank}>
              {r.rank}. {r.username} — {dollars(r.guess)}
            </li>
          ))}
        </ol>
      ) : null}
      <GtbAvgState hunt={hunt} />
    </div>
  );
}

export function HuntOverlayPage() {
  return <OverlayShell render={(h) => <HuntOverlay hunt={h} />} />;
}
export function GtbOverlayPage() {
  return <OverlayShell render={(h) => <GtbOverlay hunt={h} />} />;
}
