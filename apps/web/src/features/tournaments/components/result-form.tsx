import { moneyTextToCents, type TournamentResultInput } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { useMoney } from '@/lib/money';
import { inputClass } from './admin-shared';

type Texts = { aCost: string; aPayout: string; bCost: string; bPayout: string };
const EMPTY: Texts = { aCost: '', aPayout: '', bCost: '', bPayout: '' };

/**
 * Both slots' cost and payout as typed money, sent as integer cents (moneyTextToCents, as the live
 * hunt console's money inputs): a cost must be above 0, a payout may be 0.
 */
export function ResultForm({
  label,
  names,
  submitLabel,
  pending,
  onSubmit,
}: {
  label: string;
  names: { a: string; b: string };
  submitLabel: string;
  pending: boolean;
  onSubmit: (result: TournamentResultInput) => void;
}) {
  const id = useId();
  const money = useMoney();
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const field = (key: keyof Texts, text: string) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm">
        {text}
      </label>
      <input
        id={`${id}-${key}`}
        inputMode="decimal"
        className={inputClass}
        placeholder={money.symbol}
        value={texts[key]}
        onChange={(e) => setTexts((v) => ({ ...v, [key]: e.target.value }))}
      />
    </div>
  );
  return (
    <form
      aria-label={label}
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const [aCost, aPayout, bCost, bPayout] = [texts.aCost, texts.aPayout, texts.bCost, texts.bPayout].map(
          moneyTextToCents,
        );
        if (aCost == null || bCost == null || aPayout == null || bPayout == null || aCost < 1 || bCost < 1)
          return setProblem(t('tournaments.admin.resultInvalid'));
        setProblem(null);
        onSubmit({ a: { cost: aCost, payout: aPayout }, b: { cost: bCost, payout: bPayout } });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">{names.a}</legend>
          {field('aCost', t('tournaments.admin.costOf', { slot: names.a }))}
          {field('aPayout', t('tournaments.admin.payoutOf', { slot: names.a }))}
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">{names.b}</legend>
          {field('bCost', t('tournaments.admin.costOf', { slot: names.b }))}
          {field('bPayout', t('tournaments.admin.payoutOf', { slot: names.b }))}
        </fieldset>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
