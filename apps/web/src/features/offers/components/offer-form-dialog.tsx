import type { AdminOffer, OfferInput, OfferStep } from '@app/contracts';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { fmt, t, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';
import { Field } from './field';
import { licenceBody, licenceDraftOf, OfferLicenceFields } from './offer-licence-fields';
import { errorMessage } from '@/lib/error-message';

const empty: OfferInput = {
  slug: '',
  name: '',
  image: '',
  color: '#7c3aed',
  link: 'coming',
  hidden: false,
  details: {
    vpn: false,
    kyc: true,
    minDeposit: '',
    minWithdrawal: '',
    depositMethods: [],
    withdrawalMethods: [],
    providers: [],
    steps: [],
    bonusTexts: [],
    promoCode: null,
  },
};

const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const optionalInt = (s: string) => (s.trim() === '' ? undefined : Number(s));

const input = 'h-9 w-full rounded-md border border-border bg-bg px-2 text-sm';

type ListField = 'depositMethods' | 'withdrawalMethods' | 'providers';
const LIST_LABEL: Record<ListField, MessageId> = {
  depositMethods: 'offers.form.depositMethods',
  withdrawalMethods: 'offers.form.withdrawalMethods',
  providers: 'offers.form.providers',
};
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

/**
 * What a refused field needs, in the screen's language (the rules of offerInputSchema): the server names
 * the field that failed, and its English wording is never shown.
 */
function fieldProblem(field: string): string {
  const max = (n: number) => ({ max: fmt().number(n) });
  switch (field.split('.').slice(0, 2).join('.')) {
    case 'name':
      return t('offers.form.nameProblem', max(80));
    case 'slug':
      return t('offers.form.slugProblem', max(40));
    case 'image':
      return t('offers.form.imageProblem');
    case 'color':
      return t('offers.form.colorProblem');
    case 'link':
      return t('offers.form.linkProblem');
    case 'details.minDeposit':
    case 'details.minWithdrawal':
      return t('offers.form.tooLong', max(80));
    case 'details.promoCode':
      return t('offers.form.tooLong', max(40));
    case 'details.depositMethods':
    case 'details.withdrawalMethods':
    case 'details.providers':
      return t('offers.form.listProblem', { entries: fmt().number(30), max: fmt().number(60) });
    case 'details.bonusTexts':
      return t('offers.form.bonusTextsProblem', { lines: fmt().number(12), max: fmt().number(400) });
    case 'details.steps':
      return t('offers.form.stepsProblem');
    case 'licence':
      return t('offers.form.licenceProblem', max(60));
    case 'availableIn':
    case 'restrictedIn':
      return t('offers.form.countriesProblem');
    default:
      return t('offers.form.fieldProblem');
  }
}

/** Create or edit one offer; a 400 shows its message under each named field. */
export function OfferFormDialog({
  offer,
  open,
  onOpenChange,
}: {
  offer: AdminOffer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const start: OfferInput = offer
    ? {
        slug: offer.slug,
        name: offer.name,
        image: offer.image,
        color: offer.color,
        link: offer.link,
        hidden: offer.hidden,
        details: offer.details,
      }
    : empty;
  const [form, setForm] = useState<OfferInput>(start);
  const [licence, setLicence] = useState(() => licenceDraftOf(offer));
  const d = form.details;
  const [lists, setLists] = useState({
    depositMethods: d.depositMethods.join(', '),
    withdrawalMethods: d.withdrawalMethods.join(', '),
    providers: d.providers.join(', '),
    bonusTexts: d.bonusTexts.join('\n'),
  });
  const [steps, setSteps] = useState(
    d.steps.map((s) => ({
      bonusPercentage: String(s.bonusPercentage),
      minDep: String(s.minDep),
      slot: s.slot ?? '',
      upTo: s.upTo?.toString() ?? '',
      freebet: s.freebet?.toString() ?? '',
    })),
  );
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const mutation = offer ? update : create;
  const fields = mutation.error instanceof ApiError ? (mutation.error.fields ?? {}) : {};
  const fieldError = (prefix: string) => {
    const field = Object.keys(fields).find((k) => k === prefix || k.startsWith(`${prefix}.`));
    return field === undefined ? undefined : fieldProblem(field);
  };

  const setDetails = (patch: Partial<typeof d>) => setForm({ ...form, details: { ...d, ...patch } });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body: OfferInput = {
      ...form,
      ...licenceBody(licence),
      details: {
        ...d,
        depositMethods: splitList(lists.depositMethods),
        withdrawalMethods: splitList(lists.withdrawalMethods),
        providers: splitList(lists.providers),
        bonusTexts: lists.bonusTexts
          .split('\n')
          .map((x) => x.trim())
          .filter(Boolean),
        steps: steps.map((s, i): OfferStep => ({
          position: i + 1,
          bonusPercentage: Number(s.bonusPercentage),
          minDep: Number(s.minDep),
          ...(s.slot.trim() ? { slot: s.slot.trim() } : {}),
          ...(optionalInt(s.upTo) !== undefined ? { upTo: optionalInt(s.upTo) } : {}),
          ...(optionalInt(s.freebet) !== undefined ? { freebet: optionalInt(s.freebet) } : {}),
        })),
      },
    };
    const done = { onSuccess: () => onOpenChange(false) };
    if (offer) update.mutate({ id: offer.id, patch: body }, done);
    else create.mutate(body, done);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={offer ? t('offers.admin.edit', { name: offer.name }) : t('offers.admin.add')}
        className="max-h-[90vh] w-[min(94vw,40rem)] overflow-y-auto"
      >
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('offers.form.name')} error={fieldError('name')}>
              <input
                className={input}
                name="name"
                value={form.name}
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            </Field>
            <Field label={t('offers.form.slug')} error={fieldError('slug')}>
              <input
                className={input}
                name="slug"
                value={form.slug}
                onChange={(e) => setForm({ ...form, slug: e.target.value })}
              />
            </Field>
            <Field label={t('offers.form.image')} error={fieldError('image')}>
              <input
                className={input}
                name="image"
                placeholder={t('offers.form.imagePlaceholder')}
                value={form.image}
                onChange={(e) => setForm({ ...form, image: e.target.value })}
              />
            </Field>
            <Field label={t('offers.form.colour')} error={fieldError('color')}>
              <input
                className={input}
                name="color"
                value={form.color}
                onChange={(e) => setForm({ ...form, color: e.target.value })}
              />
            </Field>
          </div>
          <Field label={t('offers.form.link')} error={fieldError('link')}>
            <input
              className={input}
              name="link"
              value={form.link}
              onChange={(e) => setForm({ ...form, link: e.target.value })}
            />
          </Field>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-1.5">
              <input type="checkbox" checked={d.vpn} onChange={(e) => setDetails({ vpn: e.target.checked })} />{' '}
              {t('offers.details.vpnAllowed')}
            </label>
            <label className="flex items-center gap-1.5">
              <input type="checkbox" checked={d.kyc} onChange={(e) => setDetails({ kyc: e.target.checked })} />{' '}
              {t('offers.details.kycRequired')}
            </label>
            <label className="flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={form.hidden ?? false}
                onChange={(e) => setForm({ ...form, hidden: e.target.checked })}
              />{' '}
              {t('offers.admin.hidden')}
            </label>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label={t('offers.details.minDeposit')} error={fieldError('details.minDeposit')}>
              <input
                className={input}
                name="minDeposit"
                value={d.minDeposit}
                onChange={(e) => setDetails({ minDeposit: e.target.value })}
              />
            </Field>
            <Field label={t('offers.details.minWithdrawal')} error={fieldError('details.minWithdrawal')}>
              <input
                className={input}
                name="minWithdrawal"
                value={d.minWithdrawal}
                onChange={(e) => setDetails({ minWithdrawal: e.target.value })}
              />
            </Field>
            <Field label={t('offers.form.promoCode')} error={fieldError('details.promoCode')}>
              <input
                className={input}
                name="promoCode"
                value={d.promoCode ?? ''}
                onChange={(e) => setDetails({ promoCode: e.target.value.trim() ? e.target.value : null })}
              />
            </Field>
          </div>
          {(['depositMethods', 'withdrawalMethods', 'providers'] as const).map((k) => (
            <Field key={k} label={t(LIST_LABEL[k])} error={fieldError(`details.${k}`)}>
              <input
                className={input}
                name={k}
                value={lists[k]}
                onChange={(e) => setLists({ ...lists, [k]: e.target.value })}
              />
            </Field>
          ))}
          <Field label={t('offers.form.bonusTexts')} error={fieldError('details.bonusTexts')}>
            <textarea
              className={`${input} h-24 py-1`}
              name="bonusTexts"
              value={lists.bonusTexts}
              onChange={(e) => setLists({ ...lists, bonusTexts: e.target.value })}
            />
          </Field>
          <OfferLicenceFields draft={licence} onChange={setLicence} fieldError={fieldError} />
          <fieldset className="rounded-lg border border-border p-2">
            <legend className="px-1 text-sm font-semibold">{t('offers.form.steps')}</legend>
            {fieldError('details.steps') ? <p className="text-xs text-danger">{fieldError('details.steps')}</p> : null}
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
                    onChange={(e) => setSteps(steps.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)))}
                  />
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('offers.form.removeStep', { step: i + 1 })}
                  onClick={() => setSteps(steps.filter((_, j) => j !== i))}
                >
                  <Trash2Icon />
                </Button>
              </div>
            ))}
            {steps.length < 4 ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  setSteps([...steps, { bonusPercentage: '100', minDep: '10', slot: '', upTo: '', freebet: '' }])
                }
              >
                <PlusIcon /> {t('offers.form.addStep')}
              </Button>
            ) : null}
          </fieldset>
          {mutation.error && !Object.keys(fields).length ? (
            <p className="text-sm text-danger">{errorMessage(mutation.error)}</p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending}>
              {t('offers.form.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
