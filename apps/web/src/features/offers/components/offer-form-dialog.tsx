import type { AdminOffer, OfferInput } from '@app/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { fmt, t, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';
import { Field } from './field';
import { licenceBody, licenceDraftOf, OfferLicenceFields } from './offer-licence-fields';
import { OfferStepsFields, stepsBody, stepsDraftOf } from './offer-steps-fields';
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

const input = 'h-9 w-full rounded-md border border-border bg-bg px-2 text-sm';

type ListField = 'depositMethods' | 'withdrawalMethods' | 'providers';
const LIST_LABEL: Record<ListField, MessageId> = {
  depositMethods: 'offers.form.depositMethods',
  withdrawalMethods: 'offers.form.withdrawalMethods',
  providers: 'offers.form.providers',
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

type Lists = Record<ListField | 'bonusTexts', string>;

const formDraftOf = (offer: AdminOffer | null): OfferInput =>
  offer
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

const listsDraftOf = (d: OfferInput['details']): Lists => ({
  depositMethods: d.depositMethods.join(', '),
  withdrawalMethods: d.withdrawalMethods.join(', '),
  providers: d.providers.join(', '),
  bonusTexts: d.bonusTexts.join('\n'),
});

/** The lists as the API takes them: comma-separated entries and one bonus text per line, blanks dropped. */
const listsBody = (lists: Lists) => ({
  depositMethods: splitList(lists.depositMethods),
  withdrawalMethods: splitList(lists.withdrawalMethods),
  providers: splitList(lists.providers),
  bonusTexts: lists.bonusTexts
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean),
});

/** The comma-separated lists (methods, providers) and the bonus lines, edited as text. */
function ListFields({
  lists,
  onChange,
  fieldError,
}: {
  lists: Lists;
  onChange: (lists: Lists) => void;
  fieldError: (prefix: string) => string | undefined;
}) {
  return (
    <>
      {(['depositMethods', 'withdrawalMethods', 'providers'] as const).map((k) => (
        <Field key={k} label={t(LIST_LABEL[k])} error={fieldError(`details.${k}`)}>
          <input
            className={input}
            name={k}
            value={lists[k]}
            onChange={(e) => onChange({ ...lists, [k]: e.target.value })}
          />
        </Field>
      ))}
      <Field label={t('offers.form.bonusTexts')} error={fieldError('details.bonusTexts')}>
        <textarea
          className={`${input} h-24 py-1`}
          name="bonusTexts"
          value={lists.bonusTexts}
          onChange={(e) => onChange({ ...lists, bonusTexts: e.target.value })}
        />
      </Field>
    </>
  );
}

/** VPN allowed, KYC required, hidden from the public list. */
function FlagFields({
  vpn,
  kyc,
  hidden,
  onDetails,
  onHidden,
}: {
  vpn: boolean;
  kyc: boolean;
  hidden: boolean;
  onDetails: (patch: { vpn?: boolean; kyc?: boolean }) => void;
  onHidden: (hidden: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap gap-4 text-sm">
      <label className="flex items-center gap-1.5">
        <input type="checkbox" checked={vpn} onChange={(e) => onDetails({ vpn: e.target.checked })} />{' '}
        {t('offers.details.vpnAllowed')}
      </label>
      <label className="flex items-center gap-1.5">
        <input type="checkbox" checked={kyc} onChange={(e) => onDetails({ kyc: e.target.checked })} />{' '}
        {t('offers.details.kycRequired')}
      </label>
      <label className="flex items-center gap-1.5">
        <input type="checkbox" checked={hidden} onChange={(e) => onHidden(e.target.checked)} />{' '}
        {t('offers.admin.hidden')}
      </label>
    </div>
  );
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
  const [form, setForm] = useState<OfferInput>(() => formDraftOf(offer));
  const [licence, setLicence] = useState(() => licenceDraftOf(offer));
  const d = form.details;
  const [lists, setLists] = useState(() => listsDraftOf(d));
  const [steps, setSteps] = useState(() => stepsDraftOf(d.steps));
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
      details: { ...d, ...listsBody(lists), steps: stepsBody(steps) },
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
          <FlagFields
            vpn={d.vpn}
            kyc={d.kyc}
            hidden={form.hidden ?? false}
            onDetails={setDetails}
            onHidden={(hidden) => setForm({ ...form, hidden })}
          />
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
          <ListFields lists={lists} onChange={setLists} fieldError={fieldError} />
          <OfferLicenceFields draft={licence} onChange={setLicence} fieldError={fieldError} />
          <OfferStepsFields steps={steps} onChange={setSteps} error={fieldError('details.steps')} />
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
