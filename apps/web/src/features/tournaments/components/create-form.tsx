import {
  moneyTextToCents,
  TOURNAMENT_DEFAULT_MAX_STAKE,
  TOURNAMENT_MAX_ENTRANTS,
  TOURNAMENT_MAX_HOUSE_CUT_BPS,
  TOURNAMENT_MAX_STAKE_LIMIT,
  TOURNAMENT_MIN_ENTRANTS,
  type Slot,
  type TournamentRule,
  type TournamentTieBreak,
} from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fmt, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useMoney } from '@/lib/money';
import { useCreateTournament, useOpenSlotRequests } from '../api/admin';
import { houseCutText } from '../format';
import { inputClass, percentTextToBps } from './admin-shared';
import { EntrantsPicker, RuleFields } from './create-form-parts';
import { errorMessage } from '@/lib/error-message';

type Problem = 'name' | 'buyCents' | 'tieBreak' | 'houseCutBps' | 'maxStake' | 'slotIds';
type Problems = Partial<Record<Problem, string>>;

/** What is wrong with each field, checked here before sending or refused by the server. */
const fieldProblem: Record<Problem, () => string> = {
  name: () => t('tournaments.admin.nameRequired'),
  buyCents: () => t('tournaments.admin.buyInvalid'),
  tieBreak: () => t('tournaments.admin.tieBreakDiffers'),
  houseCutBps: () => t('tournaments.admin.houseCutInvalid', { max: houseCutText(TOURNAMENT_MAX_HOUSE_CUT_BPS) }),
  maxStake: () => t('tournaments.admin.maxStakeInvalid', { max: fmt().points(TOURNAMENT_MAX_STAKE_LIMIT) }),
  slotIds: () =>
    t('tournaments.admin.entrantsInvalid', {
      min: fmt().number(TOURNAMENT_MIN_ENTRANTS),
      max: fmt().number(TOURNAMENT_MAX_ENTRANTS),
    }),
};

/** The create form: the terms, and the entrants from open slot requests (checkboxes) and the catalogue (search). */
export function CreateTournamentForm({ onCreated }: { onCreated?: (name: string) => void }) {
  const money = useMoney();
  const requests = useOpenSlotRequests();
  const create = useCreateTournament();
  const [name, setName] = useState('');
  const [buy, setBuy] = useState('');
  const [rule, setRule] = useState<TournamentRule>('payout');
  const [tieBreak, setTieBreak] = useState<TournamentTieBreak>('multiplier');
  const [houseCut, setHouseCut] = useState('0');
  const [maxStake, setMaxStake] = useState(String(TOURNAMENT_DEFAULT_MAX_STAKE));
  const [requestIds, setRequestIds] = useState<string[]>([]);
  const [slots, setSlots] = useState<Slot[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const count = requestIds.length + slots.length;
  // A field the server refused reads this form's own text for it (the server's words are English).
  const serverFields = Object.keys(create.error instanceof ApiError ? (create.error.fields ?? {}) : {}).map((key) =>
    key === 'slotRequestIds' ? 'slotIds' : key,
  );
  const shown = (key: keyof Problems) =>
    problems[key] ?? (serverFields.includes(key) ? fieldProblem[key]() : undefined);
  const otherError = create.error && !serverFields.some((key) => Object.hasOwn(fieldProblem, key));

  const submit = () => {
    const buyCents = moneyTextToCents(buy);
    const bps = percentTextToBps(houseCut);
    const stake = Number(maxStake);
    const next: Problems = {};
    if (!name.trim()) next.name = fieldProblem.name();
    if (!buyCents) next.buyCents = fieldProblem.buyCents();
    if (tieBreak === rule) next.tieBreak = fieldProblem.tieBreak();
    if (bps === null || bps > TOURNAMENT_MAX_HOUSE_CUT_BPS) next.houseCutBps = fieldProblem.houseCutBps();
    if (!Number.isInteger(stake) || stake < 1 || stake > TOURNAMENT_MAX_STAKE_LIMIT)
      next.maxStake = fieldProblem.maxStake();
    if (count < TOURNAMENT_MIN_ENTRANTS || count > TOURNAMENT_MAX_ENTRANTS) next.slotIds = fieldProblem.slotIds();
    setProblems(next);
    if (Object.keys(next).length > 0 || !buyCents || bps === null) return;
    create.mutate(
      {
        name: name.trim(),
        buyCents,
        rule,
        tieBreak,
        houseCutBps: bps,
        maxStake: stake,
        slotRequestIds: requestIds,
        slotIds: slots.map((s) => s.id),
      },
      {
        onSuccess: (created) => {
          onCreated?.(created.name);
          setName('');
          setBuy('');
          setRequestIds([]);
          setSlots([]);
        },
      },
    );
  };

  return (
    <form
      aria-labelledby="tournament-create"
      noValidate
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="tournament-create" className="text-lg font-bold">
        {t('tournaments.admin.createTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('tournaments.admin.name')} error={shown('name')}>
          {(p) => <input {...p} className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field
          label={t('tournaments.admin.buy', { currency: money.symbol })}
          hint={t('tournaments.admin.buyHint')}
          error={shown('buyCents')}
        >
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              className={inputClass}
              value={buy}
              onChange={(e) => setBuy(e.target.value)}
            />
          )}
        </Field>
        <RuleFields
          rule={rule}
          tieBreak={tieBreak}
          onRule={setRule}
          onTieBreak={setTieBreak}
          error={shown('tieBreak')}
        />
        <Field
          label={t('tournaments.admin.houseCut')}
          hint={t('tournaments.admin.houseCutHint', { max: houseCutText(TOURNAMENT_MAX_HOUSE_CUT_BPS) })}
          error={shown('houseCutBps')}
        >
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              className={inputClass}
              value={houseCut}
              onChange={(e) => setHouseCut(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('tournaments.admin.maxStake')} error={shown('maxStake')}>
          {(p) => (
            <input
              {...p}
              type="number"
              min={1}
              max={TOURNAMENT_MAX_STAKE_LIMIT}
              className={inputClass}
              value={maxStake}
              onChange={(e) => setMaxStake(e.target.value)}
            />
          )}
        </Field>
      </div>
      <EntrantsPicker
        requests={requests}
        requestIds={requestIds}
        onRequestIds={setRequestIds}
        slots={slots}
        onSlots={setSlots}
        count={count}
      />
      {shown('slotIds') ? <p className="text-sm text-danger">{shown('slotIds')}</p> : null}
      {otherError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(create.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {t('tournaments.admin.create')}
      </Button>
    </form>
  );
}
