import {
  moneyTextToCents,
  TOURNAMENT_DEFAULT_MAX_STAKE,
  TOURNAMENT_MAX_ENTRANTS,
  TOURNAMENT_MAX_HOUSE_CUT_BPS,
  TOURNAMENT_MAX_STAKE_LIMIT,
  TOURNAMENT_MIN_ENTRANTS,
  TOURNAMENT_RULES,
  TOURNAMENT_TIE_BREAKS,
  type Slot,
  type TournamentRule,
  type TournamentTieBreak,
} from '@app/contracts';
import { useState } from 'react';
import { SlotSearch } from '@/components/slot-search';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fmt, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useMoney } from '@/lib/money';
import { useCreateTournament, useOpenSlotRequests } from '../api/admin';
import { houseCutText, ruleText, tieBreakText } from '../format';
import { inputClass, percentTextToBps } from './admin-shared';
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
        <Field label={t('tournaments.admin.rule')}>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={rule}
              onChange={(e) => setRule(e.target.value as TournamentRule)}
            >
              {TOURNAMENT_RULES.map((r) => (
                <option key={r} value={r}>
                  {ruleText(r)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('tournaments.admin.tieBreak')} error={shown('tieBreak')}>
          {(p) => (
            <select
              {...p}
              className={inputClass}
              value={tieBreak}
              onChange={(e) => setTieBreak(e.target.value as TournamentTieBreak)}
            >
              {TOURNAMENT_TIE_BREAKS.map((r) => (
                <option key={r} value={r} disabled={r === rule}>
                  {tieBreakText(r)}
                </option>
              ))}
            </select>
          )}
        </Field>
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
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">{t('tournaments.admin.requests')}</legend>
        {requests.isPending ? null : (requests.data ?? []).length === 0 ? (
          <p className="text-sm text-muted">{t('tournaments.admin.noRequests')}</p>
        ) : (
          (requests.data ?? []).map((r) => (
            <label key={r._id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={requestIds.includes(r._id)}
                onChange={(e) =>
                  setRequestIds((ids) => (e.target.checked ? [...ids, r._id] : ids.filter((id) => id !== r._id)))
                }
              />
              {t('tournaments.admin.requestLine', { slot: r.slot.name, requester: r.requester })}
            </label>
          ))
        )}
      </fieldset>
      <div className="grid gap-2">
        <p className="text-sm font-semibold">{t('tournaments.admin.catalogue')}</p>
        <SlotSearch
          placeholder={t('tournaments.admin.searchSlot')}
          onPick={(slot) => setSlots((list) => (list.some((s) => s.id === slot.id) ? list : [...list, slot]))}
        />
        {slots.length > 0 ? (
          <ul className="grid gap-1" aria-label={t('tournaments.admin.pickedSlots')}>
            {slots.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">{s.name}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('tournaments.admin.removeSlot', { slot: s.name })}
                  onClick={() => setSlots((list) => list.filter((x) => x.id !== s.id))}
                >
                  {t('tournaments.admin.remove')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="text-sm" data-testid="entrant-count" aria-live="polite">
        {t('tournaments.admin.count', {
          count,
          entrants: fmt().number(count),
          min: fmt().number(TOURNAMENT_MIN_ENTRANTS),
          max: fmt().number(TOURNAMENT_MAX_ENTRANTS),
        })}
      </p>
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
