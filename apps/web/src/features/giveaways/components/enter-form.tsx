import { ResponsiblePlayNotice } from '@/components/responsible-play-notice';
import type { Giveaway } from '@app/contracts';
import { TicketIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AffiliateHint } from '@/components/affiliate-hint';
import { Button } from '@/components/ui/button';
import { fmt, pointsText, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useEnterGiveaway } from '../api/enter-giveaway';
import { notEligibleText } from '../format';
import { FormError } from '@/components/ui/form-error';

const field = 'h-10 w-24 rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent';

/**
 * Buying tickets of an open giveaway: a count from 1 to what the account may still buy (the maximum
 * per account minus the tickets bought or given free), the total cost, and the API's refusal under the form.
 */
export function EnterForm({ giveaway, balance }: { giveaway: Giveaway; balance: number | null }) {
  const id = useId();
  const g = giveaway;
  // Free tickets from support events count toward the maximum like bought ones (ADR 065).
  const held = (g.me?.bought ?? 0) + (g.me?.free ?? 0);
  const left = Math.max(0, g.maxTicketsPerAccount - held);
  const [count, setCount] = useState('1');
  const [problem, setProblem] = useState<ReactNode>(null);
  const [done, setDone] = useState<string | null>(null);
  const enter = useEnterGiveaway();

  const confirmation = done ? (
    <p role="status" className="text-sm text-success">
      {done}
    </p>
  ) : null;
  if (left === 0)
    return (
      <div className="grid gap-1">
        {confirmation}
        <p data-testid="enter-maxed" className="text-sm text-muted">
          {t('giveaways.enter.maxed')}
        </p>
      </div>
    );

  const n = Number(count);
  const valid = count.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= left;
  const cost = valid ? n * g.entryCost : null;
  const short = cost !== null && balance !== null && cost > balance;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!valid) {
      setProblem(t('giveaways.enter.chooseCount', { count: left, left: fmt().number(left) }));
      return;
    }
    setProblem(null);
    enter.mutate(
      { id: g._id, tickets: n },
      {
        onSuccess: (result) => {
          setCount('1');
          const { tickets, paid } = result.entry;
          const counts = { count: tickets, tickets: fmt().number(tickets) };
          setDone(
            paid > 0
              ? t('giveaways.enter.donePaid', { ...counts, paidCount: paid, paid: fmt().points(paid) })
              : t('giveaways.enter.done', counts),
          );
        },
        onError: (err) =>
          setProblem(
            err instanceof ApiError && err.code === 'GIVEAWAY_NOT_ELIGIBLE' ? (
              notEligibleText(g)
            ) : err instanceof ApiError && err.code === 'AFFILIATE_REQUIRED' ? (
              // Who may enter and how to become one: a verified casino account, on the Profile page.
              <AffiliateHint rule={g.eligibility.affiliate ?? { sponsor: null }} />
            ) : (
              errorMessage(err)
            ),
          ),
      },
    );
  };

  const free = g.entryCost === 0;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('giveaways.enter.formLabel', { title: g.title })}
      className="grid gap-2"
    >
      {free ? null : <ResponsiblePlayNotice />}
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-tickets`} className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('giveaways.tickets')}
          </label>
          <input
            id={`${id}-tickets`}
            type="number"
            inputMode="numeric"
            min={1}
            max={left}
            step={1}
            value={count}
            onChange={(e) => setCount(e.currentTarget.value)}
            aria-invalid={problem !== null && !enter.isError}
            aria-describedby={`${id}-hint${problem !== null ? ` ${id}-error` : ''}`}
            className={field}
          />
        </div>
        <Button type="submit" disabled={enter.isPending}>
          <TicketIcon aria-hidden="true" />
          {free
            ? t('giveaways.enter.enter')
            : cost !== null
              ? t('giveaways.enter.buyFor', { count: cost, points: fmt().points(cost) })
              : t('giveaways.enter.buyTickets')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('giveaways.enter.left', { count: left, left: fmt().number(left) })}
        {short ? ` ${t('giveaways.enter.balance', { points: pointsText(balance ?? 0) })}` : ''}
      </p>
      <FormError id={`${id}-error`}>{problem}</FormError>
      {confirmation}
    </form>
  );
}
