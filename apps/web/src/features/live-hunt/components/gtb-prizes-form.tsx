import type { LiveHunt } from '@app/contracts';
import { BadgeCheckIcon, PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { useSetGtbPrizes, type GtbPrizeBody } from '../api/set-gtb-prizes';
import { inputClass, fail } from './console-shared';

type PrizeKind = 'points' | 'text';
/** A place as typed: its prize, and its affiliate prize (`none`: the same prize for everyone). */
type PrizeDraft = { kind: PrizeKind; value: string; affiliateKind: PrizeKind | 'none'; affiliateValue: string };
const MAX_PRIZE_PLACES = 10;
const MAX_PRIZE_POINTS = 1_000_000;
const MAX_PRIZE_TEXT = 120;

const draftOf = (p: { points: number | null; text: string | null }): { kind: PrizeKind; value: string } =>
  p.points !== null ? { kind: 'points', value: String(p.points) } : { kind: 'text', value: p.text ?? '' };

/**
 * The GTB prize of each place 1..N: points (paid into the winner's balance at finish) or a text prize
 * (handed out by you), and optionally a larger one for a winner who is a verified affiliate (ADR 059).
 */
export function GtbPrizesForm({ hunt }: { hunt: LiveHunt }) {
  const save = useSetGtbPrizes();
  const saved: PrizeDraft[] = hunt.gtb.prizes.map((p) => {
    const affiliate = p.affiliate ? draftOf(p.affiliate) : null;
    return {
      ...draftOf(p),
      affiliateKind: affiliate?.kind ?? 'none',
      affiliateValue: affiliate?.value ?? '',
    };
  });
  const [draft, setDraft] = useState<PrizeDraft[] | null>(null);
  const rows = draft ?? saved;
  const set = (i: number, patch: Partial<PrizeDraft>) =>
    setDraft(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    /** A typed prize, or the message that says what is wrong with it. */
    const read = (kind: PrizeKind, value: string, place: number, affiliate: boolean): GtbPrizeBody | string => {
      if (kind === 'points')
        return /^\d{1,7}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_PRIZE_POINTS
          ? { points: Number(value) }
          : t(affiliate ? 'live-hunt.prizes.affiliatePointsInvalid' : 'live-hunt.prizes.pointsInvalid', {
              place,
              min: fmt().number(1),
              max: fmt().number(MAX_PRIZE_POINTS),
            });
      return value.trim() && value.trim().length <= MAX_PRIZE_TEXT
        ? { text: value.trim() }
        : t(affiliate ? 'live-hunt.prizes.affiliateTextInvalid' : 'live-hunt.prizes.textInvalid', {
            place,
            min: fmt().number(1),
            max: fmt().number(MAX_PRIZE_TEXT),
          });
    };
    const prizes: Array<GtbPrizeBody & { affiliate: GtbPrizeBody | null }> = [];
    for (const [i, r] of rows.entries()) {
      const prize = read(r.kind, r.value, i + 1, false);
      if (typeof prize === 'string') return toast({ variant: 'destructive', description: prize });
      const affiliate = r.affiliateKind === 'none' ? null : read(r.affiliateKind, r.affiliateValue, i + 1, true);
      if (typeof affiliate === 'string') return toast({ variant: 'destructive', description: affiliate });
      prizes.push({ ...prize, affiliate });
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
      {rows.length > 0 ? <p className="text-xs text-muted">{t('live-hunt.prizes.affiliateRules')}</p> : null}
      {rows.map((r, i) => (
        <div key={i} className="grid gap-1" data-testid="gtb-prize-place">
          <div className="grid grid-cols-[2rem_7rem_1fr_auto] items-center gap-2">
            <span className="text-sm font-semibold text-muted">#{i + 1}</span>
            <select
              className={inputClass}
              value={r.kind}
              onChange={(e) => set(i, { kind: e.target.value as PrizeKind, value: '' })}
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
          <div className="grid grid-cols-[2rem_minmax(7rem,auto)_1fr_auto] items-center gap-2">
            <BadgeCheckIcon aria-hidden="true" className="size-4 justify-self-center text-accent" />
            <select
              className={inputClass}
              value={r.affiliateKind}
              onChange={(e) =>
                set(i, { affiliateKind: e.target.value as PrizeDraft['affiliateKind'], affiliateValue: '' })
              }
              aria-label={t('live-hunt.prizes.affiliateKindOf', { place: i + 1 })}
            >
              <option value="none">{t('live-hunt.prizes.affiliateNone')}</option>
              <option value="points">{t('live-hunt.prizes.affiliatePoints')}</option>
              <option value="text">{t('live-hunt.prizes.affiliateText')}</option>
            </select>
            {r.affiliateKind === 'none' ? (
              <span aria-hidden="true" />
            ) : (
              <input
                className={inputClass}
                value={r.affiliateValue}
                inputMode={r.affiliateKind === 'points' ? 'numeric' : undefined}
                maxLength={r.affiliateKind === 'points' ? 7 : 120}
                placeholder={r.affiliateKind === 'points' ? '10000' : t('live-hunt.prizes.textPlaceholder')}
                onChange={(e) => set(i, { affiliateValue: e.target.value })}
                aria-label={t('live-hunt.prizes.affiliateOf', { place: i + 1 })}
              />
            )}
            <span aria-hidden="true" className="w-9" />
          </div>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={rows.length >= MAX_PRIZE_PLACES}
          onClick={() => setDraft([...rows, { kind: 'points', value: '', affiliateKind: 'none', affiliateValue: '' }])}
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
