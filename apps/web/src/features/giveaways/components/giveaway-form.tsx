import {
  GIVEAWAY_MAX_ACCOUNT_AGE_DAYS,
  GIVEAWAY_MAX_ENTRY_COST,
  GIVEAWAY_MAX_POINTS_PRIZE,
  GIVEAWAY_MAX_SUBSCRIBER_MULTIPLIER,
  GIVEAWAY_MAX_TICKETS_PER_ACCOUNT,
  GIVEAWAY_MAX_WINNERS,
  GIVEAWAY_PRIZE_MAX,
  GIVEAWAY_TITLE_MAX,
  PLATFORM_NAMES,
  PLATFORMS,
  WIN_LIMIT_MAX_DAYS,
  WIN_LIMIT_MAX_WINS,
  type Giveaway,
  type GiveawayPatch,
} from '@app/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useCreateGiveaway } from '../api/create-giveaway';
import { useUpdateGiveaway } from '../api/update-giveaway';
import { lisbonLocalToIso } from '@/lib/lisbon-time';
import { AffiliateSelect } from '@/components/affiliate-select';
import { FormError } from '@/components/ui/form-error';
import { Field, type FieldControlProps } from '@/components/ui/field';
import { emptyValues, toInput, valuesOf, type GiveawayFormValues } from './giveaway-form-values';

/** 'A whole number from 0 to 1,000.' */
const wholeNumber = (min: number, max: number) => () =>
  t('giveaways.form.wholeNumber', { min: fmt().number(min), max: fmt().number(max) });

/**
 * What a field the API refused needs, in the screen's language (the API names the field; its own
 * words are English): each field's rule, as the form's hints say it.
 */
const FIELD_PROBLEM: Record<string, (locked: boolean) => string> = {
  title: () => t('giveaways.form.titleInvalid', { max: fmt().number(GIVEAWAY_TITLE_MAX) }),
  prize: () => t('giveaways.form.prizeInvalid', { max: fmt().number(GIVEAWAY_PRIZE_MAX) }),
  image: () => t('giveaways.form.imageInvalid'),
  pointsPrize: wholeNumber(0, GIVEAWAY_MAX_POINTS_PRIZE),
  winners: wholeNumber(1, GIVEAWAY_MAX_WINNERS),
  entryCost: wholeNumber(0, GIVEAWAY_MAX_ENTRY_COST),
  maxTicketsPerAccount: wholeNumber(1, GIVEAWAY_MAX_TICKETS_PER_ACCOUNT),
  subscriberMultiplier: wholeNumber(1, GIVEAWAY_MAX_SUBSCRIBER_MULTIPLIER),
  'eligibility.platform': () => t('giveaways.form.platformInvalid'),
  'eligibility.minAccountAgeDays': wholeNumber(0, GIVEAWAY_MAX_ACCOUNT_AGE_DAYS),
  'eligibility.affiliate.sponsor': () => t('giveaways.form.affiliateInvalid'),
  'eligibility.winLimit.wins': wholeNumber(1, WIN_LIMIT_MAX_WINS),
  'eligibility.winLimit.days': wholeNumber(1, WIN_LIMIT_MAX_DAYS),
  opensAt: () => t('giveaways.form.dateTimeRequired'),
  closesAt: (locked) => (locked ? t('giveaways.form.closesLater') : t('giveaways.form.closesAfterOpens')),
};

const input =
  'h-10 w-full min-w-0 rounded-lg border border-border bg-bg px-3 text-sm outline-none focus:border-accent disabled:opacity-50';

/**
 * Create a giveaway, or edit one: any field before the first entry, only a later closing time once it
 * has entries (the API refuses anything else with GIVEAWAY_LOCKED). Times are typed on Lisbon's clock
 * and sent as UTC; a 400 shows its message under each field it names.
 */
export function GiveawayFormDialog({
  giveaway,
  open,
  onOpenChange,
}: {
  giveaway: Giveaway | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState<GiveawayFormValues>(() => (giveaway ? valuesOf(giveaway) : emptyValues()));
  const [timeErrors, setTimeErrors] = useState<Partial<Record<'opensAt' | 'closesAt', string>>>({});
  const create = useCreateGiveaway();
  const update = useUpdateGiveaway();
  const mutation = giveaway ? update : create;
  const locked = giveaway !== null && giveaway.entries > 0;
  const apiFields = Object.keys(mutation.error instanceof ApiError ? (mutation.error.fields ?? {}) : {}).filter((key) =>
    Object.hasOwn(FIELD_PROBLEM, key),
  );
  const fieldError = (key: string) =>
    timeErrors[key as 'opensAt'] ?? (apiFields.includes(key) ? FIELD_PROBLEM[key]!(locked) : undefined);
  const set = (patch: Partial<GiveawayFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const bad: typeof timeErrors = {};
    for (const key of locked ? (['closesAt'] as const) : (['opensAt', 'closesAt'] as const))
      if (!lisbonLocalToIso(values[key])) bad[key] = t('giveaways.form.dateTimeRequired');
    setTimeErrors(bad);
    if (Object.keys(bad).length > 0) return;
    const body = toInput(values);
    const done = (g: Giveaway) => {
      toast({
        variant: 'success',
        description: giveaway
          ? t('giveaways.form.saved', { title: g.title })
          : t('giveaways.form.created', { title: g.title }),
      });
      onOpenChange(false);
    };
    if (!giveaway) {
      create.mutate(body, { onSuccess: done });
      return;
    }
    const patch: GiveawayPatch = locked ? { closesAt: body.closesAt } : body;
    update.mutate({ id: giveaway._id, patch }, { onSuccess: done });
  };

  const text = (key: keyof GiveawayFormValues): TextProps => ({
    value: values[key] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set({ [key]: e.currentTarget.value }),
  });
  /** A whole-number input of the form (the server checks the same bounds). */
  const numberInput = (key: keyof GiveawayFormValues, min: number, max: number) =>
    function NumberInput(p: FieldControlProps) {
      return <input {...p} className={input} type="number" min={min} max={max} {...text(key)} />;
    };
  const otherError = mutation.error && apiFields.length === 0 ? errorMessage(mutation.error) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={giveaway ? t('giveaways.editTitle', { title: giveaway.title }) : t('giveaways.newGiveaway')}
        description={locked ? t('giveaways.form.lockedDescription') : t('giveaways.form.description')}
        className="max-h-[92dvh] w-[min(94vw,44rem)] overflow-y-auto"
      >
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-3"
          aria-label={giveaway ? t('giveaways.form.editLabel') : t('giveaways.newGiveaway')}
        >
          <PrizeFields locked={locked} fieldError={fieldError} text={text} numberInput={numberInput} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field disabled={locked} label={t('giveaways.form.opensAt')} error={fieldError('opensAt')}>
              {(p) => <input {...p} className={input} type="datetime-local" {...text('opensAt')} />}
            </Field>
            <Field label={t('giveaways.form.closesAt')} error={fieldError('closesAt')}>
              {(p) => <input {...p} className={input} type="datetime-local" {...text('closesAt')} />}
            </Field>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              disabled={locked}
              label={t('giveaways.form.maxTickets')}
              hint={t('giveaways.form.oneTo', { max: fmt().number(GIVEAWAY_MAX_TICKETS_PER_ACCOUNT) })}
              error={fieldError('maxTicketsPerAccount')}
            >
              {numberInput('maxTicketsPerAccount', 1, GIVEAWAY_MAX_TICKETS_PER_ACCOUNT)}
            </Field>
            <Field
              disabled={locked}
              label={t('giveaways.form.multiplier')}
              hint={t('giveaways.form.multiplierHint', { max: fmt().number(GIVEAWAY_MAX_SUBSCRIBER_MULTIPLIER) })}
              error={fieldError('subscriberMultiplier')}
            >
              {numberInput('subscriberMultiplier', 1, GIVEAWAY_MAX_SUBSCRIBER_MULTIPLIER)}
            </Field>
            <EligibilityFields
              values={values}
              set={set}
              locked={locked}
              fieldError={fieldError}
              savedSponsor={giveaway?.eligibility.affiliate?.sponsor}
              numberInput={numberInput}
            />
          </div>
          <FormError>{otherError}</FormError>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('giveaways.form.close')}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {giveaway ? t('giveaways.form.save') : t('giveaways.form.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Who may enter: the platform, the account's age, a verified casino account, subscribers, the chat's !join. */
function EligibilityFields({
  values,
  set,
  locked,
  fieldError,
  savedSponsor,
  numberInput,
}: {
  values: GiveawayFormValues;
  set: (patch: Partial<GiveawayFormValues>) => void;
  locked: boolean;
  fieldError: (key: string) => string | undefined;
  /** The saved affiliate sponsor, kept selectable when the sponsors list does not hold it. */
  savedSponsor: { slug: string; name: string } | null | undefined;
  numberInput: NumberInputOf;
}) {
  return (
    <>
      <Field disabled={locked} label={t('giveaways.form.platform')} error={fieldError('eligibility.platform')}>
        {(p) => (
          <select
            {...p}
            className={input}
            value={values.platform}
            onChange={(e) => set({ platform: e.currentTarget.value as GiveawayFormValues['platform'] })}
          >
            <option value="">{t('giveaways.form.anyAccount')}</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t('giveaways.form.linkedTo', { platform: PLATFORM_NAMES[platform] })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        disabled={locked}
        label={t('giveaways.form.minAge')}
        hint={t('giveaways.form.minAgeHint', { max: fmt().number(GIVEAWAY_MAX_ACCOUNT_AGE_DAYS) })}
        error={fieldError('eligibility.minAccountAgeDays')}
      >
        {numberInput('minAccountAgeDays', 0, GIVEAWAY_MAX_ACCOUNT_AGE_DAYS)}
      </Field>
      <Field
        disabled={locked}
        label={t('giveaways.form.affiliate')}
        hint={t('giveaways.form.affiliateHint')}
        error={fieldError('eligibility.affiliate.sponsor')}
      >
        {(p) => (
          <AffiliateSelect
            {...p}
            className={input}
            value={values.affiliate}
            onChange={(e) => set({ affiliate: e.currentTarget.value })}
            noneLabel={t('giveaways.form.affiliateNone')}
            anyLabel={t('giveaways.form.affiliateAny')}
            sponsorLabel={(name) => name}
            saved={savedSponsor}
          />
        )}
      </Field>
      <Field
        disabled={locked}
        label={t('giveaways.form.winLimitWins')}
        hint={t('giveaways.form.winLimitHint')}
        error={fieldError('eligibility.winLimit.wins')}
      >
        {numberInput('winLimitWins', 1, WIN_LIMIT_MAX_WINS)}
      </Field>
      <Field
        disabled={locked}
        label={t('giveaways.form.winLimitDays')}
        hint={t('giveaways.form.oneTo', { max: fmt().number(WIN_LIMIT_MAX_DAYS) })}
        error={fieldError('eligibility.winLimit.days')}
      >
        {numberInput('winLimitDays', 1, WIN_LIMIT_MAX_DAYS)}
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          disabled={locked}
          checked={values.subscribersOnly}
          onChange={(e) => set({ subscribersOnly: e.currentTarget.checked })}
        />
        {t('giveaways.form.subscribersOnly')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          disabled={locked}
          checked={values.chatJoin}
          onChange={(e) => set({ chatJoin: e.currentTarget.checked })}
        />
        {t('giveaways.form.chatJoin')}
      </label>
    </>
  );
}

type TextProps = { value: string; onChange: (e: React.ChangeEvent<HTMLInputElement>) => void };
type NumberInputOf = (key: keyof GiveawayFormValues, min: number, max: number) => (p: FieldControlProps) => ReactNode;

/** What is given away and what an entry costs: title, prize, image, points prize, winners, ticket price. */
function PrizeFields({
  locked,
  fieldError,
  text,
  numberInput,
}: {
  locked: boolean;
  fieldError: (key: string) => string | undefined;
  text: (key: keyof GiveawayFormValues) => TextProps;
  numberInput: NumberInputOf;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field disabled={locked} label={t('giveaways.form.title')} error={fieldError('title')}>
        {(p) => <input {...p} className={input} maxLength={GIVEAWAY_TITLE_MAX} {...text('title')} />}
      </Field>
      <Field disabled={locked} label={t('giveaways.form.prize')} error={fieldError('prize')}>
        {(p) => <input {...p} className={input} maxLength={GIVEAWAY_PRIZE_MAX} {...text('prize')} />}
      </Field>
      <Field
        disabled={locked}
        label={t('giveaways.form.image')}
        hint={t('giveaways.form.imageHint')}
        error={fieldError('image')}
      >
        {(p) => <input {...p} className={input} inputMode="url" {...text('image')} />}
      </Field>
      <Field
        disabled={locked}
        label={t('giveaways.form.pointsPrize')}
        hint={t('giveaways.form.pointsPrizeHint')}
        error={fieldError('pointsPrize')}
      >
        {numberInput('pointsPrize', 0, GIVEAWAY_MAX_POINTS_PRIZE)}
      </Field>
      <Field
        disabled={locked}
        label={t('giveaways.winners')}
        hint={t('giveaways.form.oneTo', { max: fmt().number(GIVEAWAY_MAX_WINNERS) })}
        error={fieldError('winners')}
      >
        {numberInput('winners', 1, GIVEAWAY_MAX_WINNERS)}
      </Field>
      <Field
        disabled={locked}
        label={t('giveaways.form.entryCost')}
        hint={t('giveaways.form.entryCostHint')}
        error={fieldError('entryCost')}
      >
        {numberInput('entryCost', 0, GIVEAWAY_MAX_ENTRY_COST)}
      </Field>
    </div>
  );
}
