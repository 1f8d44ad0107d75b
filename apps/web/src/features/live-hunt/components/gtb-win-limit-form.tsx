import { WIN_LIMIT_MAX_DAYS, WIN_LIMIT_MAX_WINS, type LiveHunt, type WinLimit } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { useSetGtbWinLimit } from '../api/set-gtb-win-limit';
import { gtbWinLimitText } from '../format';
import { fail, inputClass } from './console-shared';

/** A whole number typed in `1..max`, or null. */
const whole = (text: string, max: number) =>
  /^\d{1,3}$/.test(text.trim()) && +text >= 1 && +text <= max ? +text : null;

/**
 * The GTB winner limit of the live hunt (ADR 070): at most N GTB places won in the D days before GTB
 * closes. Set or removed until GTB closes for good; from then on it is fixed (who is ineligible too).
 */
export function GtbWinLimitForm({ hunt }: { hunt: LiveHunt }) {
  const save = useSetGtbWinLimit();
  const saved = hunt.gtb.winLimit;
  const [wins, setWins] = useState(saved ? String(saved.wins) : '1');
  const [days, setDays] = useState(saved ? String(saved.days) : '30');
  const fixed = hunt.gtb.closedForGood;
  const send = (limit: WinLimit | null) =>
    save.mutate(limit, {
      onError: fail,
      onSuccess: () => toast({ variant: 'success', description: t('live-hunt.winLimit.saved') }),
    });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const w = whole(wins, WIN_LIMIT_MAX_WINS);
    const d = whole(days, WIN_LIMIT_MAX_DAYS);
    if (w === null || d === null)
      return toast({
        variant: 'destructive',
        description: t('live-hunt.winLimit.invalid', {
          maxWins: fmt().number(WIN_LIMIT_MAX_WINS),
          maxDays: fmt().number(WIN_LIMIT_MAX_DAYS),
        }),
      });
    send({ wins: w, days: d });
  };
  return (
    <form
      className="grid gap-2 rounded-2xl border border-border bg-surface p-4"
      onSubmit={submit}
      aria-labelledby="gtb-win-limit-title"
      data-testid="gtb-win-limit-form"
    >
      <h3 id="gtb-win-limit-title" className="font-bold">
        {t('live-hunt.winLimit.title')}
      </h3>
      <p className="text-sm" data-testid="gtb-win-limit-now">
        {saved ? gtbWinLimitText(saved) : t('live-hunt.winLimit.none')}
      </p>
      <p className="text-xs text-muted">{fixed ? t('live-hunt.winLimit.fixed') : t('live-hunt.winLimit.rules')}</p>
      {fixed ? null : (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm">
            {t('live-hunt.winLimit.wins')}
            <input
              className={`${inputClass} w-24`}
              inputMode="numeric"
              value={wins}
              onChange={(e) => setWins(e.target.value)}
            />
          </label>
          <label className="grid gap-1 text-sm">
            {t('live-hunt.winLimit.days')}
            <input
              className={`${inputClass} w-24`}
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </label>
          <Button type="submit" size="sm" disabled={save.isPending}>
            {t('live-hunt.winLimit.save')}
          </Button>
          {saved ? (
            <Button type="button" size="sm" variant="ghost" disabled={save.isPending} onClick={() => send(null)}>
              {t('live-hunt.winLimit.remove')}
            </Button>
          ) : null}
        </div>
      )}
    </form>
  );
}
