import type { LiveHunt } from '@app/contracts';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { useSetGtbPrizes } from '../api/set-gtb-prizes';
import { inputClass, fail } from './console-shared';

type PrizeDraft = { kind: 'points' | 'text'; value: string };
const MAX_PRIZE_PLACES = 10;
const MAX_PRIZE_POINTS = 1_000_000;
const MAX_PRIZE_TEXT = 120;

/** The GTB prize of each place 1..N: points (paid into the winner's balance at finish) or a text prize (handed out by you). */
export function GtbPrizesForm({ hunt }: { hunt: LiveHunt }) {
  const save = useSetGtbPrizes();
  const saved: PrizeDraft[] = hunt.gtb.prizes.map((p) =>
    p.points !== null ? { kind: 'points', value: String(p.points) } : { kind: 'text', value: p.text ?? '' },
  );
  const [draft, setDraft] = useState<PrizeDraft[] | null>(null);
  const rows = draft ?? saved;
  const set = (i: number, patch: Partial<PrizeDraft>) =>
    setDraft(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const prizes: Array<{ points: number } | { text: string }> = [];
    for (const [i, r] of rows.entries()) {
      if (r.kind === 'points') {
        if (!/^\d{1,7}$/.test(r.value.trim()) || Number(r.value) < 1 || Number(r.value) > MAX_PRIZE_POINTS)
          return toast({
            variant: 'destructive',
            description: t('live-hunt.prizes.pointsInvalid', {
              place: i + 1,
              min: fmt().number(1),
              max: fmt().number(MAX_PRIZE_POINTS),
            }),
          });
        prizes.push({ points: Number(r.value) });
      } else {
        if (!r.value.trim() || r.value.trim().length > MAX_PRIZE_TEXT)
          return toast({
            variant: 'destructive',
            description: t('live-hunt.prizes.textInvalid', {
              place: i + 1,
              min: fmt().number(1),
              max: fmt().number(MAX_PRIZE_TEXT),
            }),
          });
        prizes.push({ text: r.value.trim() });
      }
    }
    save.mutate(prizes, {
      onError: fail,
      onSuccess: () => (setDraft(null), toast({ variant: 'success', description: t('live-hunt.prizes.saved') })),
    });
  };
  return (
    <form
      className="grid gap-2 rounded-2xl border border-border bg-surface p-4"
      onSubmit={submit}
      data-testid="gtb-prizes-form"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold">{t('live-hunt.prizes.title')}</h3>
        <p className="text-xs text-muted">{t('live-hunt.prizes.rules', { count: fmt().number(rows.length) })}</p>
      </div>
      {rows.length === 0 ? <p className="text-sm text-muted">{t('live-hunt.prizes.none')}</p> : null}
      {rows.map((r, i) => (
        <div key={i} className="grid grid-cols-[2rem_7rem_1fr_auto] items-center gap-2">
          <span className="text-sm font-semibold text-muted">#{i + 1}</span>
          <select
            className={inputClass}
            value={r.kind}
            onChange={(e) => set(i, { kind: e.target.value as PrizeDraft['kind'], value: '' })}
            aria-label={t('live-hunt.prizes.kindOf', { place: i + 1 })}
          >
            <option value="points">{t('live-hunt.prizes.points')}</option>
            <option value="text">{t('live-hunt.prizes.text')}</option>
          </select>
          <input
            className={inputClass}
            value={r.value}
            inputMode={r.kind === 'points' ? 'numeric' : undefined}
            maxLength={r.kind === 'points' ? 7 : 120}
            placeholder={r.kind === 'points' ? '2500' : t('live-hunt.prizes.textPlaceholder')}
            onChange={(e) => set(i, { value: e.target.value })}
            aria-label={t('live-hunt.prizes.prizeOf', { place: i + 1 })}
          />
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={t('live-hunt.prizes.removePlace', { place: i + 1 })}
            onClick={() => setDraft(rows.filter((_, j) => j !== i))}
          >
            <XIcon />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={rows.length >= MAX_PRIZE_PLACES}
          onClick={() => setDraft([...rows, { kind: 'points', value: '' }])}
        >
          <PlusIcon /> {t('live-hunt.prizes.addPlace')}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending || draft === null}>
          {t('live-hunt.prizes.save')}
        </Button>
        {draft !== null ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
            {t('live-hunt.prizes.undo')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
