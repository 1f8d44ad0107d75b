import { MILESTONE_TEXT_MAX, MILESTONE_TIERS_MAX, type Sponsor, type WagerMilestones } from '@app/contracts';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useMoney, type Money } from '@/lib/money';
import { useMilestoneSponsors } from '../api/get-milestone-sponsors';
import { useMilestoneTiers } from '../api/get-milestone-tiers';
import { useSaveMilestoneTiers } from '../api/save-milestone-tiers';
import {
  checkDraft,
  draftOf,
  newRow,
  serverErrors,
  type DraftErrors,
  type TierDraft,
  type TierRow,
} from './tier-draft';

const control =
  'h-10 w-full rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent aria-[invalid=true]:border-danger';

/** A labelled field with its error line under it (the control points at it with aria-describedby). */
function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ?? 'grid content-start gap-1 text-sm'}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <span id={`${id}-error`} className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Attributes of a control whose field may carry an error. */
const invalid = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

function RowEditor({
  row,
  index,
  sponsors,
  errors,
  money,
  onChange,
  onRemove,
}: {
  row: TierRow;
  index: number;
  sponsors: { slug: string; name: string }[];
  errors: DraftErrors;
  money: Money;
  onChange: (row: TierRow) => void;
  onRemove: () => void;
}) {
  const base = `${useId()}-tier`;
  const error = (field: string) => errors[`tiers.${index}.${field}`];
  const rewardError = error(row.kind === 'points' ? 'rewardPoints' : 'rewardText') ?? error('rewardPoints');
  const rowError = error('id');
  const set = (change: Partial<TierRow>) => onChange({ ...row, ...change });
  return (
    <fieldset
      data-testid="milestone-tier-row"
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-surface-2/40 p-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,1.4fr)_auto] xl:items-start"
    >
      <legend className="sr-only">{t('wager-milestones.editor.tier', { n: index + 1 })}</legend>
      <Field id={`${base}-sponsor`} label={t('wager-milestones.editor.sponsor')} error={error('sponsor')}>
        <select
          {...invalid(`${base}-sponsor`, error('sponsor'))}
          className={control}
          value={row.sponsor}
          onChange={(e) => set({ sponsor: e.target.value })}
        >
          <option value="">{t('wager-milestones.allCasinos')}</option>
          {sponsors.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${base}-scope`} label={t('wager-milestones.editor.scope')} error={error('scope')}>
        <select
          {...invalid(`${base}-scope`, error('scope'))}
          className={control}
          value={row.scope}
          onChange={(e) => set({ scope: e.target.value === 'lifetime' ? 'lifetime' : 'month' })}
        >
          <option value="month">{t('wager-milestones.editor.scopeMonth')}</option>
          <option value="lifetime">{t('wager-milestones.editor.scopeLifetime')}</option>
        </select>
      </Field>
      <Field
        id={`${base}-threshold`}
        label={t('wager-milestones.editor.threshold', { currency: money.symbol })}
        error={error('threshold')}
      >
        <input
          {...invalid(`${base}-threshold`, error('threshold'))}
          className={control}
          inputMode="numeric"
          autoComplete="off"
          value={row.threshold}
          onChange={(e) => set({ threshold: e.target.value })}
        />
      </Field>
      <Field id={`${base}-kind`} label={t('wager-milestones.editor.kind')} error={undefined}>
        <select
          id={`${base}-kind`}
          className={control}
          value={row.kind}
          onChange={(e) => set({ kind: e.target.value === 'prize' ? 'prize' : 'points' })}
        >
          <option value="points">{t('wager-milestones.editor.kindPoints')}</option>
          <option value="prize">{t('wager-milestones.editor.kindPrize')}</option>
        </select>
      </Field>
      {row.kind === 'points' ? (
        <Field id={`${base}-points`} label={t('wager-milestones.editor.points')} error={rewardError}>
          <input
            {...invalid(`${base}-points`, rewardError)}
            className={control}
            inputMode="numeric"
            autoComplete="off"
            value={row.points}
            onChange={(e) => set({ points: e.target.value })}
          />
        </Field>
      ) : (
        <Field id={`${base}-prize`} label={t('wager-milestones.editor.prize')} error={rewardError}>
          <input
            {...invalid(`${base}-prize`, rewardError)}
            className={control}
            maxLength={MILESTONE_TEXT_MAX}
            autoComplete="off"
            placeholder={t('wager-milestones.editor.prizePlaceholder')}
            value={row.prize}
            onChange={(e) => set({ prize: e.target.value })}
          />
        </Field>
      )}
      <div className="flex items-end sm:col-span-2 xl:col-span-1 xl:h-full xl:pb-0.5">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('wager-milestones.editor.removeLabel', { n: index + 1 })}
        >
          <Trash2Icon aria-hidden="true" />
          {/* Beside the fields on a wide screen, the bin alone (its label names the row). */}
          <span className="xl:sr-only">{t('wager-milestones.editor.remove')}</span>
        </Button>
      </div>
      {rowError ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2 xl:col-span-6">
          {rowError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The form over the saved list: the draft is the server's list until the admin changes something. */
function Editor({ saved, sponsors }: { saved: WagerMilestones; sponsors: Sponsor[] }) {
  const money = useMoney();
  const save = useSaveMilestoneTiers();
  const [draft, setDraft] = useState<TierDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const approvalId = useId();
  const current = draft ?? draftOf(saved);
  // A tier may name a sponsor no longer listed: it stays choosable, so saving keeps it as it is.
  const options = [
    ...sponsors.map((s) => ({ slug: s.slug, name: s.name })),
    ...saved.tiers.flatMap((tier) =>
      tier.sponsor && !sponsors.some((s) => s.slug === tier.sponsor!.slug) ? [tier.sponsor] : [],
    ),
  ].filter((s, i, all) => all.findIndex((o) => o.slug === s.slug) === i);

  const change = (next: TierDraft) => {
    setDraft(next);
    setFailure(null);
  };
  const setRow = (index: number, row: TierRow) => {
    change({ ...current, rows: current.rows.map((r, i) => (i === index ? row : r)) });
    // A row's errors go once it is edited; the others stay where they are.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`tiers.${index}.`))));
  };
  const removeRow = (index: number) => {
    change({ ...current, rows: current.rows.filter((_, i) => i !== index) });
    // The rows after it move up one: so do their errors.
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).flatMap(([k, v]) => {
          const m = /^tiers\.(\d+)\.(.+)$/.exec(k);
          if (!m) return [[k, v]];
          const i = Number(m[1]);
          return i === index ? [] : [[i > index ? `tiers.${i - 1}.${m[2]}` : k, v]];
        }),
      ),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(current, money.currency);
    setFailure(null);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input, {
      onSuccess: () => {
        setDraft(null);
        toast({ variant: 'success', description: t('wager-milestones.editor.saved') });
      },
      onError: (err) => {
        const fields = serverErrors(err, money.currency);
        if (fields) setErrors(fields);
        else setFailure(errorMessage(err));
      },
    });
  };

  const approvalError = errors.approvalAbove;
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid="milestone-tier-editor">
      {current.rows.length === 0 ? (
        <p className="text-sm text-muted">{t('wager-milestones.editor.empty')}</p>
      ) : (
        current.rows.map((row, i) => (
          <RowEditor
            key={row.key}
            row={row}
            index={i}
            sponsors={options}
            errors={errors}
            money={money}
            onChange={(next) => setRow(i, next)}
            onRemove={() => removeRow(i)}
          />
        ))
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={current.rows.length >= MILESTONE_TIERS_MAX}
          onClick={() => change({ ...current, rows: [...current.rows, newRow()] })}
        >
          <PlusIcon aria-hidden="true" />
          {t('wager-milestones.editor.add')}
        </Button>
      </div>
      <FormError>{errors.tiers}</FormError>
      <Field
        id={approvalId}
        label={t('wager-milestones.editor.approval')}
        error={approvalError}
        className="grid max-w-xs content-start gap-1 text-sm"
      >
        <input
          {...invalid(approvalId, approvalError)}
          className={control}
          inputMode="numeric"
          autoComplete="off"
          value={current.approvalAbove}
          onChange={(e) => {
            change({ ...current, approvalAbove: e.target.value });
            setErrors(({ approvalAbove: _, ...rest }) => rest);
          }}
        />
      </Field>
      <p className="text-xs text-muted">{t('wager-milestones.editor.approvalHint')}</p>
      {Object.keys(errors).length ? <FormError>{t('wager-milestones.editor.invalid')}</FormError> : null}
      <FormError>{failure}</FormError>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || draft === null}>
          {t('wager-milestones.editor.save')}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending || draft === null}
          onClick={() => {
            setDraft(null);
            setErrors({});
            setFailure(null);
          }}
        >
          {t('wager-milestones.editor.discard')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The admin's tiers (issue 33): each a casino or all together, a month or since verification, a wager
 * threshold in whole dollars and its reward (points or a prize typed as text); the whole list and the
 * approval size are saved at once. Field errors show on their row, in the screen's language.
 */
export function TierEditor() {
  const tiers = useMilestoneTiers();
  const sponsors = useMilestoneSponsors();
  return (
    <section
      className="rounded-2xl border border-border bg-surface p-4 sm:p-6"
      aria-labelledby="milestone-tiers-title"
      data-testid="milestone-tiers"
    >
      <h2 id="milestone-tiers-title" className="text-lg font-bold">
        {t('wager-milestones.editor.title')}
      </h2>
      <p className="mb-3 mt-1 text-sm text-muted">{t('wager-milestones.editor.text')}</p>
      <QueryState query={tiers} error={(err) => t('wager-milestones.editor.loadFailed', { error: errorMessage(err) })}>
        {(saved) => <Editor saved={saved} sponsors={sponsors.data ?? []} />}
      </QueryState>
    </section>
  );
}
