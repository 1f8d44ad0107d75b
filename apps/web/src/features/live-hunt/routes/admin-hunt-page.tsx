import type { LiveBonus, LiveHunt, Slot, StreamSource } from '@app/contracts';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon, XIcon, ZapIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { consoleApi, dollars, toCents, useConsoleAction, useLiveHunt, usePastHunts, useSaveStreamSources, useStreamSources } from '../api/live-hunt';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/dates';
import { useSlotSuggestions } from '../api/get-slot-suggestions';

const inputClass = 'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none placeholder:text-muted focus:border-accent';
const fail = (err: Error) => toast({ variant: 'destructive', description: errorMessage(err) });

export default function AdminHuntPage() {
  const view = useLiveHunt();
  const hunt = view.data?.hunt;
  return (
    <section>
      <PageTitle subtitle="Run the live bonus hunt: add bonuses, open them one by one, drive GTB and AVG.">Live Hunt Console</PageTitle>
      <QueryState query={view} error={(error) => `Could not load the hunt: ${errorMessage(error)}`}>
        {() => (hunt && hunt.status === 'live' ? <LiveConsole hunt={hunt} /> : <CreateHunt />)}
      </QueryState>
      <PastHunts />
      <OverlaysLink />
      <StreamSourcesForm />
    </section>
  );
}

function CreateHunt() {
  const [start, setStart] = useState('');
  const create = useConsoleAction(consoleApi.create);
  return (
    <form
      className="mb-6 flex flex-wrap items-end gap-2 rounded-2xl border border-border bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const cents = toCents(start);
        if (!cents) return toast({ variant: 'destructive', description: 'Start balance must be a dollar amount above 0.' });
        create.mutate(cents, { onError: fail });
      }}
    >
      <label className="grid flex-1 gap-1 text-sm">
        Start balance ($)
        <input className={inputClass} inputMode="decimal" placeholder="1000.00" value={start} onChange={(e) => setStart(e.target.value)} aria-label="Start balance" />
      </label>
      <Button type="submit" disabled={create.isPending}>
        Create live hunt
      </Button>
    </form>
  );
}

function LiveConsole({ hunt }: { hunt: LiveHunt }) {
  const gtb = useConsoleAction(consoleApi.gtb);
  const avg = useConsoleAction(consoleApi.avg);
  const finish = useConsoleAction(consoleApi.finish);
  const cancel = useConsoleAction(consoleApi.cancel);
  const nextUnopened = hunt.bonus.find((b) => b.earning === null)?._id ?? null;
  return (
    <div className="mb-6 grid gap-4">
      <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-surface p-4">
        <h2 className="mr-auto text-xl font-bold">
          Bonus Hunt #{hunt.index} <span className="text-sm font-normal text-muted">start {dollars(hunt.start)} · end {dollars(hunt.stats.endBalance)}</span>
        </h2>
        {hunt.gtb.closedForGood ? (
          <Button size="sm" variant="secondary" disabled title="GTB was closed for this hunt: it cannot open again.">
            GTB closed for good
          </Button>
        ) : hunt.gtb.status === 'opened' ? (
          <ConfirmDialog
            trigger={(open) => (
              <Button size="sm" variant="destructive" onClick={open}>
                Close GTB
              </Button>
            )}
            title="Close GTB for good?"
            description="No more guesses: once closed, GTB cannot open again for this hunt."
            confirmLabel="Close GTB"
            variant="destructive"
            pending={gtb.isPending}
            onConfirm={() => gtb.mutate('closed', { onError: fail })}
          />
        ) : (
          <Button size="sm" variant="success" onClick={() => gtb.mutate('opened', { onError: fail })}>
            Open GTB
          </Button>
        )}
        <Button size="sm" variant={hunt.avg.status === 'opened' ? 'destructive' : 'success'} onClick={() => avg.mutate(hunt.avg.status === 'opened' ? 'closed' : 'opened', { onError: fail })}>
          {hunt.avg.status === 'opened' ? 'Close AVG' : 'Open AVG'}
        </Button>
        <ConfirmDialog
          trigger={(open) => (
            <Button size="sm" onClick={open}>
              Finish hunt
            </Button>
          )}
          title={`Finish Bonus Hunt #${hunt.index}?`}
          description={`The final balance is ${dollars(hunt.stats.endBalance)}${hunt.stats.openedBonus < hunt.stats.totalBonus ? ` with ${hunt.stats.totalBonus - hunt.stats.openedBonus} bonus(es) still unopened` : ''}. GTB winners and AVG payouts are settled now and cannot change.`}
          confirmLabel="Finish and settle"
          pending={finish.isPending}
          onConfirm={() => finish.mutate(undefined, { onError: fail, onSuccess: () => toast({ variant: 'success', description: 'Hunt finished and settled.' }) })}
        />
        <ConfirmDialog
          trigger={(open) => (
            <Button size="sm" variant="outline" onClick={open}>
              Cancel hunt
            </Button>
          )}
          title={`Cancel Bonus Hunt #${hunt.index}?`}
          description="Every AVG bet is refunded and no GTB prize is given. This cannot be undone."
          confirmLabel="Cancel the hunt"
          variant="destructive"
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate(undefined, { onError: fail })}
        />
        <p className="w-full text-xs text-muted">
          GTB {hunt.gtb.status} · {hunt.gtb.participants} guesses · AVG {hunt.avg.status} · {hunt.avg.participants} bets · pot {hunt.avg.pot}
        </p>
      </div>
      <GtbPrizesForm hunt={hunt} />
      <AddBonusForm />
      <div className="overflow-x-auto rounded-2xl border border-border bg-surface p-2">
        <table className="w-full text-sm">
          <thead className="text-left text-muted">
            <tr>
              <th className="p-2">#</th>
              <th className="p-2">Slot</th>
              <th className="p-2">Bet</th>
              <th className="p-2">Earning</th>
              <th className="p-2">Multi</th>
              <th className="p-2" />
            </tr>
          </thead>
          <tbody>
            {hunt.bonus.length === 0 ? (
              <tr>
                <td colSpan={6} className="p-4 text-center text-muted">
                  No bonuses yet: add the first above.
                </td>
              </tr>
            ) : null}
            {hunt.bonus.map((b, i) => (
              <BonusRow key={b._id} bonus={b} hunt={hunt} index={i} isNext={b._id === nextUnopened} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type PrizeDraft = { kind: 'points' | 'text'; value: string };
const MAX_PRIZE_PLACES = 10;

/** The GTB prize of each place 1..N: points (paid into the winner's balance at finish) or a text prize (handed out by you). */
function GtbPrizesForm({ hunt }: { hunt: LiveHunt }) {
  const save = useConsoleAction(consoleApi.gtbPrizes);
  const saved: PrizeDraft[] = hunt.gtb.prizes.map((p) => (p.points !== null ? { kind: 'points', value: String(p.points) } : { kind: 'text', value: p.text ?? '' }));
  const [draft, setDraft] = useState<PrizeDraft[] | null>(null);
  const rows = draft ?? saved;
  const set = (i: number, patch: Partial<PrizeDraft>) => setDraft(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const prizes: Array<{ points: number } | { text: string }> = [];
    for (const [i, r] of rows.entries()) {
      if (r.kind === 'points') {
        if (!/^\d{1,7}$/.test(r.value.trim()) || Number(r.value) < 1 || Number(r.value) > 1_000_000) return toast({ variant: 'destructive', description: `Place ${i + 1}: points must be a whole number from 1 to 1,000,000.` });
        prizes.push({ points: Number(r.value) });
      } else {
        if (!r.value.trim() || r.value.trim().length > 120) return toast({ variant: 'destructive', description: `Place ${i + 1}: describe the prize in 1 to 120 characters.` });
        prizes.push({ text: r.value.trim() });
      }
    }
    save.mutate(prizes, { onError: fail, onSuccess: () => (setDraft(null), toast({ variant: 'success', description: 'GTB prizes saved.' })) });
  };
  return (
    <form className="grid gap-2 rounded-2xl border border-border bg-surface p-4" onSubmit={submit} data-testid="gtb-prizes-form">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">GTB prizes</h3>
        <p className="text-xs text-muted">Top {rows.length} win · points are paid when you finish the hunt · ties go to the earlier guess</p>
      </div>
      {rows.length === 0 ? <p className="text-sm text-muted">No prize places: GTB has no winners this hunt.</p> : null}
      {rows.map((r, i) => (
        <div key={i} className="grid grid-cols-[2rem_7rem_1fr_auto] items-center gap-2">
          <span className="text-sm font-semibold text-muted">#{i + 1}</span>
          <select className={inputClass} value={r.kind} onChange={(e) => set(i, { kind: e.target.value as PrizeDraft['kind'], value: '' })} aria-label={`Prize kind of place ${i + 1}`}>
            <option value="points">Points</option>
            <option value="text">Text prize</option>
          </select>
          <input
            className={inputClass}
            value={r.value}
            inputMode={r.kind === 'points' ? 'numeric' : undefined}
            maxLength={r.kind === 'points' ? 7 : 120}
            placeholder={r.kind === 'points' ? '2500' : '$30 tip, a signed mousepad…'}
            onChange={(e) => set(i, { value: e.target.value })}
            aria-label={`Prize of place ${i + 1}`}
          />
          <Button type="button" size="icon" variant="ghost" aria-label={`Remove place ${i + 1}`} onClick={() => setDraft(rows.filter((_, j) => j !== i))}>
            <XIcon />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" disabled={rows.length >= MAX_PRIZE_PLACES} onClick={() => setDraft([...rows, { kind: 'points', value: '' }])}>
          <PlusIcon /> Add place
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending || draft === null}>
          Save prizes
        </Button>
        {draft !== null ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
            Undo changes
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function AddBonusForm() {
  const [slot, setSlot] = useState('');
  const [provider, setProvider] = useState('');
  const [picked, setPicked] = useState<Slot | null>(null);
  const [active, setActive] = useState(-1);
  const suggestions = useSlotSuggestions(slot, picked?.name ?? null);
  const betRef = useRef<HTMLInputElement>(null);
  const pick = (s: Slot) => {
    setPicked(s);
    setSlot(s.name);
    setProvider(s.provider);
    setActive(-1);
    betRef.current?.focus();
  };
  const [bet, setBet] = useState('');
  const [superBonus, setSuper] = useState(false);
  const slotRef = useRef<HTMLInputElement>(null);
  const add = useConsoleAction(consoleApi.addBonus);
  return (
    <form
      className="grid grid-cols-2 gap-2 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[2fr_1fr_1fr_auto_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        // One bonus per press: a second Enter while the first add is under way adds nothing.
        if (add.isPending) return;
        const cents = toCents(bet);
        if (!slot.trim() || !cents) return toast({ variant: 'destructive', description: 'A bonus needs a slot and a bet above 0.' });
        add.mutate(
          { slot: picked && picked.name === slot ? { _id: picked.id, name: picked.name, provider: picked.provider } : { name: slot.trim(), provider: provider.trim() }, bet: cents, superBonus },
          {
            onError: fail,
            onSuccess: () => {
              setSlot('');
              setProvider('');
              setPicked(null);
              setSuper(false);
              slotRef.current?.focus();
            },
          },
        );
      }}
    >
      <label className="col-span-2 grid gap-1 text-sm sm:col-span-1">
        Slot
        <span className="relative">
          <input
            ref={slotRef}
            className={cn(inputClass, 'w-full')}
            value={slot}
            onChange={(e) => {
              setSlot(e.target.value);
              setActive(-1);
            }}
            onKeyDown={(e) => {
              if (suggestions.length === 0) return;
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((a) => Math.min(a + 1, suggestions.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === 'Enter' && active >= 0 && suggestions[active]) {
                e.preventDefault();
                pick(suggestions[active]);
              }
            }}
            placeholder="Slot name (catalogue: 3+ letters, arrows, Enter)"
            aria-label="Slot"
            role="combobox"
            aria-expanded={suggestions.length > 0}
            aria-controls="console-slot-suggestions"
            autoFocus
          />
          {suggestions.length > 0 ? (
            <ul id="console-slot-suggestions" role="listbox" className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-border bg-surface shadow-lg">
              {suggestions.map((s, i) => (
                <li
                  key={s.id}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(s);
                  }}
                  className={cn('cursor-pointer px-2 py-1 text-sm', i === active && 'bg-surface-2')}
                >
                  {s.name} <span className="text-xs text-muted">· {s.provider}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </span>
      </label>
      <label className="grid gap-1 text-sm">
        Provider
        <input className={inputClass} value={provider} onChange={(e) => setProvider(e.target.value)} placeholder="Provider" aria-label="Provider" />
      </label>
      <label className="grid gap-1 text-sm">
        Bet ($)
        <input ref={betRef} className={inputClass} inputMode="decimal" maxLength={7} value={bet} onChange={(e) => setBet(e.target.value)} placeholder="1.00" aria-label="Bet" />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={superBonus} onChange={(e) => setSuper(e.target.checked)} aria-label="Super bonus" /> Super
      </label>
      <Button type="submit" disabled={add.isPending}>
        Add (Enter)
      </Button>
    </form>
  );
}

function BonusRow({ bonus, hunt, index, isNext }: { bonus: LiveBonus; hunt: LiveHunt; index: number; isNext: boolean }) {
  const patch = useConsoleAction(consoleApi.patchBonus);
  const remove = useConsoleAction(consoleApi.deleteBonus);
  const reorder = useConsoleAction(consoleApi.reorder);
  const [earning, setEarning] = useState(bonus.earning === null ? '' : (bonus.earning / 100).toFixed(2));
  const [bet, setBet] = useState((bonus.bet / 100).toFixed(2));
  const earningRef = useRef<HTMLInputElement>(null);
  useEffect(() => setEarning(bonus.earning === null ? '' : (bonus.earning / 100).toFixed(2)), [bonus.earning]);
  useEffect(() => setBet((bonus.bet / 100).toFixed(2)), [bonus.bet]);
  useEffect(() => {
    if (isNext && document.activeElement?.getAttribute('data-earning') === 'true') earningRef.current?.focus();
  }, [isNext]);
  const move = (delta: number) => {
    const order = hunt.bonus.map((b) => b._id);
    const j = index + delta;
    if (j < 0 || j >= order.length) return;
    [order[index], order[j]] = [order[j]!, order[index]!];
    reorder.mutate(order, { onError: fail });
  };
  const saveEarning = () => {
    const text = earning.trim();
    const value = text === '' ? null : toCents(text);
    if (text !== '' && value === null) return toast({ variant: 'destructive', description: 'Earning must be a dollar amount.' });
    if (value === bonus.earning) return;
    patch.mutate({ id: bonus._id, earning: value }, { onError: fail });
  };
  const saveBet = () => {
    const value = toCents(bet);
    if (!value) return toast({ variant: 'destructive', description: 'Bet must be a dollar amount above 0.' });
    if (value !== bonus.bet) patch.mutate({ id: bonus._id, bet: value }, { onError: fail });
  };
  return (
    <tr className={cn('border-t border-border', isNext && 'bg-accent/15 outline outline-1 outline-accent')} data-testid="console-bonus" data-next={isNext || undefined}>
      <td className="p-2 text-muted">{bonus.position}</td>
      <td className="p-2">
        <span className="inline-flex items-center gap-1">
          <button aria-label={bonus.isSuper ? 'Unmark super' : 'Mark super'} onClick={() => patch.mutate({ id: bonus._id, superBonus: !bonus.isSuper }, { onError: fail })}>
            <ZapIcon className={cn('size-4', bonus.isSuper ? 'text-yellow-400' : 'text-muted/40')} />
          </button>
          {bonus.slot.name}
          {bonus.slot.provider ? <span className="text-xs text-muted">· {bonus.slot.provider}</span> : null}
        </span>
      </td>
      <td className="p-2">
        <input className={cn(inputClass, 'w-20 py-1')} inputMode="decimal" maxLength={7} value={bet} onChange={(e) => setBet(e.target.value)} onBlur={saveBet} onKeyDown={(e) => e.key === 'Enter' && saveBet()} aria-label={`Bet of ${bonus.slot.name}`} />
      </td>
      <td className="p-2">
        <input
          ref={earningRef}
          data-earning="true"
          className={cn(inputClass, 'w-24 py-1')}
          inputMode="decimal"
          maxLength={10}
          value={earning}
          placeholder="-"
          onChange={(e) => setEarning(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && saveEarning()}
          onBlur={saveEarning}
          aria-label={`Earning of ${bonus.slot.name}`}
        />
      </td>
      <td className="p-2 tabular-nums">{bonus.multiplier === null ? '-' : `x${bonus.multiplier}`}</td>
      <td className="whitespace-nowrap p-2">
        <Button size="icon" variant="ghost" aria-label="Move up" onClick={() => move(-1)} disabled={index === 0}>
          <ArrowUpIcon />
        </Button>
        <Button size="icon" variant="ghost" aria-label="Move down" onClick={() => move(1)} disabled={index === hunt.bonus.length - 1}>
          <ArrowDownIcon />
        </Button>
        <Button size="icon" variant="ghost" aria-label="Remove" onClick={() => remove.mutate(bonus._id, { onError: fail })}>
          <Trash2Icon />
        </Button>
      </td>
    </tr>
  );
}

function PastHunts() {
  const past = usePastHunts();
  const ended = past.data?.filter((h) => h.status !== 'live') ?? [];
  return (
    <div className="mb-6 rounded-2xl border border-border bg-surface p-4">
      <h2 className="mb-2 text-lg font-bold">Past hunts</h2>
      <QueryState
        query={past}
        error={(error) => `Could not load past hunts: ${errorMessage(error)}`}
        isEmpty={() => ended.length === 0}
        empty="No finished hunt yet."
      >
        {() => (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="past-hunts">
            <thead className="text-left text-muted">
              <tr>
                <th className="p-2">#</th>
                <th className="p-2">Date</th>
                <th className="p-2">Status</th>
                <th className="p-2">Start</th>
                <th className="p-2">Final</th>
                <th className="p-2">Avg</th>
                <th className="p-2">Group</th>
                <th className="p-2">GTB winners</th>
                <th className="p-2">AVG paid</th>
              </tr>
            </thead>
            <tbody>
              {ended.map((h) => (
                <tr key={h._id} className="border-t border-border">
                  <td className="p-2">{h.index}</td>
                  <td className="p-2 whitespace-nowrap">{formatDateTime(h.createdAt)}</td>
                  <td className="p-2">{h.status}</td>
                  <td className="p-2">{dollars(h.start)}</td>
                  <td className="p-2">{h.settlement ? dollars(h.settlement.finalBalance) : '-'}</td>
                  <td className="p-2">{h.settlement?.averageMultiplierWhole != null ? `x${h.settlement.averageMultiplierWhole}` : '-'}</td>
                  <td className="p-2">{h.settlement?.winningGroup ?? '-'}</td>
                  <td className="p-2">{h.settlement ? (h.settlement.gtbWinners.map((w) => `${w.place}. ${w.username}`).join(', ') || '-') : '-'}</td>
                  <td className="p-2">{h.settlement ? `${h.settlement.paidOut}${h.settlement.refundedAll ? ' (refunded)' : ''}` : h.status === 'cancelled' ? 'refunded' : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        )}
      </QueryState>
    </div>
  );
}

function StreamSourcesForm() {
  const sources = useStreamSources();
  const save = useSaveStreamSources();
  const [draft, setDraft] = useState<StreamSource[] | null>(null);
  const rows = draft ?? sources.data?.sources ?? null;
  if (!rows) return sources.isError ? <p role="alert">Could not load the stream sources.</p> : <Spinner />;
  const set = (i: number, patch: Partial<StreamSource>) => setDraft(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <form
      className="rounded-2xl border border-border bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ sources: rows }, { onError: fail, onSuccess: () => toast({ variant: 'success', description: 'Stream sources saved.' }) });
      }}
    >
      <h2 className="mb-2 text-lg font-bold">/stream/live sources</h2>
      <div className="grid gap-2">
        {rows.map((r, i) => (
          <div key={i} className="grid grid-cols-3 gap-2">
            <select className={inputClass} value={r.platform} onChange={(e) => set(i, { platform: e.target.value as StreamSource['platform'] })} aria-label={`Platform ${i + 1}`}>
              <option value="twitch">Twitch</option>
              <option value="youtube">YouTube</option>
              <option value="kick">Kick</option>
            </select>
            <input className={inputClass} value={r.label} onChange={(e) => set(i, { label: e.target.value })} aria-label={`Label ${i + 1}`} />
            <input className={inputClass} value={r.channel} onChange={(e) => set(i, { channel: e.target.value })} aria-label={`Channel ${i + 1}`} />
          </div>
        ))}
      </div>
      <Button type="submit" size="sm" className="mt-3" disabled={save.isPending}>
        Save sources
      </Button>
    </form>
  );
}

/** The overlays (keys, addresses, look) have their own page; the console only points to it. */
function OverlaysLink() {
  return (
    <div className="mb-6 rounded-2xl border border-border bg-surface p-4 text-sm">
      <h2 className="mb-1 text-lg font-bold">OBS overlays</h2>
      <p className="text-muted">
        The overlay key, the addresses to paste into OBS and the overlays' look are on{' '}
        <a href="/admin/overlays" className="text-accent underline">
          /admin/overlays
        </a>
        .
      </p>
    </div>
  );
}
