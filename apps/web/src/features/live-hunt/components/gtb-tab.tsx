import { ResponsiblePlayNotice } from '@/components/responsible-play-notice';
import {
  GTB_MIN_GUESS_CENTS,
  isGtbGuessInRange,
  type LiveHunt,
  type LiveHuntMe,
  moneyTextToCents,
} from '@app/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { fmt, t, Trans } from '@/i18n';
import { signInFirst } from '@/lib/login-dialog';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { usePlaceGuess } from '../api/place-guess';
import { gtbRangeText, gtbWinLimitText, placeLabel, prizeLabel } from '../format';
import { GtbResults } from './gtb-results';
import { StatRow } from './stat-row';
import { StatusBadge } from './status-badge';
import { errorText } from './bet-error-text';
import { inputClass } from './console-shared';
import { useMoney } from '@/lib/money';

const profileLink = (chunks: ReactNode[]) => (
  <Link to="/profile" className="font-semibold text-accent underline underline-offset-4">
    {chunks}
  </Link>
);

export function GtbTab({ hunt, me }: { hunt: LiveHunt; me: LiveHuntMe | null }) {
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const signedIn = useIsSignedIn();
  const place = usePlaceGuess(hunt._id);
  const maxDollars = hunt.gtb.maxGuess / 100;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const cents = moneyTextToCents(value);
    if (cents === null || !isGtbGuessInRange(cents, hunt.gtb.maxGuess)) {
      toast({ variant: 'destructive', description: gtbRangeText(hunt.gtb.maxGuess) });
      return;
    }
    place.mutate(cents, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: 'success', description: t('live-hunt.gtb.placed') });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          description: errorText(err, t('live-hunt.gtb.failed'), gtbRangeText(hunt.gtb.maxGuess)),
        }),
    });
  };
  const s = hunt.settlement;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <span className="font-bold">{t('live-hunt.gtb.title')}</span>
        <StatusBadge status={hunt.gtb.status} />
      </div>
      <ResponsiblePlayNotice />
      <StatRow
        label={t('live-hunt.gtb.yourGuess')}
        value={me?.gtb ? money.cents(me.gtb.guess) : '-'}
        testId="gtb-your-guess"
      />
      <StatRow label={t('live-hunt.gtb.finalBalance')} value={money.cents(hunt.gtb.guess)} testId="gtb-final" />
      <StatRow label={t('live-hunt.gtb.participants')} value={fmt().number(hunt.gtb.participants)} />
      {!s && hunt.gtb.prizes.length > 0 ? (
        <div className="mt-3" data-testid="gtb-prizes">
          <h3 className="mb-1 text-sm font-bold">{t('live-hunt.gtb.prizes')}</h3>
          <ol className="text-sm">
            {hunt.gtb.prizes.map((p, i) => (
              <li key={i} className="flex justify-between gap-2 py-0.5">
                <span className="text-muted">{placeLabel(i + 1)}</span>
                <span className="grid min-w-0 justify-items-end text-right">
                  <span className="font-semibold [overflow-wrap:anywhere]">{prizeLabel(p)}</span>
                  {p.affiliate ? (
                    // The larger prize a verified affiliate wins in this place (ADR 059).
                    <span className="text-xs font-semibold text-accent [overflow-wrap:anywhere]">
                      {t('live-hunt.gtb.affiliatePrize', { prize: prizeLabel(p.affiliate) })}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-1 text-xs text-muted">{t('live-hunt.gtb.rule')}</p>
          {hunt.gtb.winLimit ? (
            <p className="mt-1 text-xs text-muted" data-testid="gtb-win-limit">
              {t('live-hunt.gtb.winLimitRule', { limit: gtbWinLimitText(hunt.gtb.winLimit) })}
            </p>
          ) : null}
          {hunt.gtb.prizes.some((p) => p.affiliate) ? (
            <p className="mt-1 text-xs text-muted" data-testid="gtb-affiliate-rule">
              <Trans id="live-hunt.gtb.affiliateRule" values={{ link: profileLink }} />
            </p>
          ) : null}
        </div>
      ) : null}
      {!me?.gtb && hunt.gtb.status === 'opened' ? (
        <Dialog open={open} onOpenChange={setOpen}>
          {/* A visitor is asked to log in first, before typing a guess. */}
          <Button className="mt-3 w-full" onClick={() => signInFirst(signedIn, () => setOpen(true))}>
            {t('live-hunt.gtb.put')}
          </Button>
          <DialogContent title={t('live-hunt.gtb.dialogTitle')}>
            <form onSubmit={submit} noValidate className="grid gap-3">
              <label className="grid gap-1 text-sm">
                {t('live-hunt.gtb.question')}
                <input
                  className={inputClass}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min={GTB_MIN_GUESS_CENTS / 100}
                  max={maxDollars}
                  placeholder={t('live-hunt.gtb.placeholder')}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  autoFocus
                />
              </label>
              <Button type="submit" disabled={place.isPending}>
                {t('live-hunt.gtb.submit')}
              </Button>
            </form>
          </DialogContent>
        </Dialog>
      ) : null}
      {s ? <GtbResults settlement={s} /> : null}
    </div>
  );
}
