import type { OfferStep } from '@app/contracts';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t, type MessageId } from '@/i18n';

const input = 'h-9 w-full rounded-md border border-border bg-bg px-2 text-sm';

type StepField = 'bonusPercentage' | 'minDep' | 'slot' | 'upTo' | 'freebet';
const STEP_FIELDS: StepField[] = ['bonusPercentage', 'minDep', 'slot', 'upTo', 'freebet'];
const STEP_LABEL: Record<StepField, MessageId> = {
  bonusPercentage: 'offers.form.stepPercentage',
  minDep: 'offers.form.stepMinDeposit',
  slot: 'offers.form.stepSlot',
  upTo: 'offers.form.stepUpTo',
  freebet: 'offers.form.stepFreebet',
};
const STEP_PLACEHOLDER: Record<StepField, MessageId | null> = {
  bonusPercentage: null,
  minDep: 'offers.form.stepMinDepositShort',
  slot: 'offers.form.stepSlotShort',
  upTo: 'offers.form.stepUpToShort',
  freebet: 'offers.form.stepFreebetShort',
};
/** At most this many deposit steps per offer. */
const MAX_STEPS = 4;

/** A step as the form edits it: every field as typed. */
export type StepDraft = Record<StepField, string>;

export const stepsDraftOf = (steps: readonly OfferStep[]): StepDraft[] =>
  steps.map((s) => ({
    bonusPercentage: String(s.bonusPercentage),
    minDep: String(s.minDep),
    slot: s.slot ?? '',
    upTo: s.upTo?.toString() ?? '',
    freebet: s.freebet?.toString() ?? '',
  }));

const optionalInt = (s: string) => (s.trim() === '' ? undefined : Number(s));

/** The steps as the API takes them, numbered in order; empty optional fields are left out. */
export const stepsBody = (steps: readonly StepDraft[]): OfferStep[] =>
  steps.map((s, i) => ({
    position: i + 1,
    bonusPercentage: Number(s.bonusPercentage),
    minDep: Number(s.minDep),
    ...(s.slot.trim() ? { slot: s.slot.trim() } : {}),
    ...(optionalInt(s.upTo) !== undefined ? { upTo: optionalInt(s.upTo) } : {}),
    ...(optionalInt(s.freebet) !== undefined ? { freebet: optionalInt(s.freebet) } : {}),
  }));

/** The offer's deposit steps: a row per step (percentage, minimum, slot, up to, free bet), added and removed. */
export function OfferStepsFields({
  steps,
  onChange,
  error,
}: {
  steps: StepDraft[];
  onChange: (steps: StepDraft[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="rounded-lg border border-border p-2">
      <legend className="px-1 text-sm font-semibold">{t('offers.form.steps')}</legend>
      {error ? <p className="text-xs text-danger">{error}</p> : null}
      {steps.map((s, i) => (
        <div key={i} className="mb-2 grid grid-cols-3 items-end gap-1.5 sm:grid-cols-6" data-testid="step-row">
          <span className="self-center text-xs font-bold">{t('offers.form.step', { step: i + 1 })}</span>
          {STEP_FIELDS.map((k) => (
            <input
              key={k}
              aria-label={t(STEP_LABEL[k], { step: i + 1 })}
              placeholder={STEP_PLACEHOLDER[k] ? t(STEP_PLACEHOLDER[k]) : '%'}
              className={input}
              value={s[k]}
              onChange={(e) => onChange(steps.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)))}
            />
          ))}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('offers.form.removeStep', { step: i + 1 })}
            onClick={() => onChange(steps.filter((_, j) => j !== i))}
          >
            <Trash2Icon />
          </Button>
        </div>
      ))}
      {steps.length < MAX_STEPS ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            onChange([...steps, { bonusPercentage: '100', minDep: '10', slot: '', upTo: '', freebet: '' }])
          }
        >
          <PlusIcon /> {t('offers.form.addStep')}
        </Button>
      ) : null}
    </fieldset>
  );
}
