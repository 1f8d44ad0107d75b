import type { AdminOffer, OfferInput, OfferStep } from '@app/contracts';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';
import { Field } from './field';
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
  const fieldError = (prefix: string) =>
    Object.entries(fields).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1];

  const setDetails = (patch: Partial<typeof d>) => setForm({ ...form, details: { ...d, ...patch } });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body: OfferInput = {
      ...form,
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
        title={offer ? `Edit ${offer.name}` : 'Add offer'}
        className="max-h-[90vh] w-[min(94vw,40rem)] overflow-y-auto"
      >
        <form onSubmit={submit} className="space-y-3" noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Name" error={fields.name}>
              <input
                className={input}
                name="name"
                value={form.name}
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            </Field>
            <Field label="Slug" error={fields.slug}>
              <input
                className={input}
                name="slug"
                value={form.slug}
                onChange={(e) => setForm({ ...form, slug: e.target.value })}
              />
            </Field>
            <Field label="Image" error={fields.image}>
              <input
                className={input}
                name="image"
                placeholder="/offers/x.svg or https://…"
                value={form.image}
                onChange={(e) => setForm({ ...form, image: e.target.value })}
              />
            </Field>
            <Field label="Colour" error={fields.color}>
              <input
                className={input}
                name="color"
                value={form.color}
                onChange={(e) => setForm({ ...form, color: e.target.value })}
              />
            </Field>
          </div>
          <Field label="Link (https URL or 'coming')" error={fields.link}>
            <input
              className={input}
              name="link"
              value={form.link}
              onChange={(e) => setForm({ ...form, link: e.target.value })}
            />
          </Field>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-1.5">
              <input type="checkbox" checked={d.vpn} onChange={(e) => setDetails({ vpn: e.target.checked })} /> VPN
              allowed
            </label>
            <label className="flex items-center gap-1.5">
              <input type="checkbox" checked={d.kyc} onChange={(e) => setDetails({ kyc: e.target.checked })} /> KYC
              required
            </label>
            <label className="flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={form.hidden ?? false}
                onChange={(e) => setForm({ ...form, hidden: e.target.checked })}
              />{' '}
              Hidden
            </label>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label="Min. deposit" error={fieldError('details.minDeposit')}>
              <input
                className={input}
                name="minDeposit"
                value={d.minDeposit}
                onChange={(e) => setDetails({ minDeposit: e.target.value })}
              />
            </Field>
            <Field label="Min. withdrawal" error={fieldError('details.minWithdrawal')}>
              <input
                className={input}
                name="minWithdrawal"
                value={d.minWithdrawal}
                onChange={(e) => setDetails({ minWithdrawal: e.target.value })}
              />
            </Field>
            <Field label="Promo code" error={fieldError('details.promoCode')}>
              <input
                className={input}
                name="promoCode"
                value={d.promoCode ?? ''}
                onChange={(e) => setDetails({ promoCode: e.target.value.trim() ? e.target.value : null })}
              />
            </Field>
          </div>
          {(['depositMethods', 'withdrawalMethods', 'providers'] as const).map((k) => (
            <Field
              key={k}
              label={
                {
                  depositMethods: 'Deposit methods (comma separated)',
                  withdrawalMethods: 'Withdrawal methods (comma separated)',
                  providers: 'Providers (comma separated)',
                }[k]
              }
              error={fieldError(`details.${k}`)}
            >
              <input
                className={input}
                name={k}
                value={lists[k]}
                onChange={(e) => setLists({ ...lists, [k]: e.target.value })}
              />
            </Field>
          ))}
          <Field label="Bonus texts (one per line)" error={fieldError('details.bonusTexts')}>
            <textarea
              className={`${input} h-24 py-1`}
              name="bonusTexts"
              value={lists.bonusTexts}
              onChange={(e) => setLists({ ...lists, bonusTexts: e.target.value })}
            />
          </Field>
          <fieldset className="rounded-lg border border-border p-2">
            <legend className="px-1 text-sm font-semibold">Welcome-bonus steps</legend>
            {fieldError('details.steps') ? <p className="text-xs text-danger">{fieldError('details.steps')}</p> : null}
            {steps.map((s, i) => (
              <div key={i} className="mb-2 grid grid-cols-3 items-end gap-1.5 sm:grid-cols-6" data-testid="step-row">
                <span className="self-center text-xs font-bold">Step {i + 1}</span>
                {(['bonusPercentage', 'minDep', 'slot', 'upTo', 'freebet'] as const).map((k) => (
                  <input
                    key={k}
                    aria-label={`Step ${i + 1} ${k}`}
                    placeholder={
                      { bonusPercentage: '%', minDep: 'min dep', slot: 'slot', upTo: 'up to', freebet: 'freebet' }[k]
                    }
                    className={input}
                    value={s[k]}
                    onChange={(e) => setSteps(steps.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)))}
                  />
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove step ${i + 1}`}
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
                <PlusIcon /> Add step
              </Button>
            ) : null}
          </fieldset>
          {mutation.error && !Object.keys(fields).length ? (
            <p className="text-sm text-danger">{errorMessage(mutation.error)}</p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={mutation.isPending}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
