import { DELIVERY_DETAIL_KINDS, type DeliveryDetailKind, type ShopItem, type ShopItemInput } from '@app/contracts';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { Field } from '@/components/ui/field';
import { AffiliateSelect, affiliateChoiceOf, affiliateRuleOf } from '@/components/affiliate-select';
import { FormError } from '@/components/ui/form-error';
import { t, type MessageId } from '@/i18n';
import { DETAIL_KIND_LABELS } from '../delivery-detail';

type FieldName = keyof ShopItemInput;
export type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * docs/product.md#shop-page: cost and quantity are converted to integers; anything non-numeric becomes 0
 * (the server then says why).
 */
const toInteger = (value: FormDataEntryValue | null) => {
  const n = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(n) ? 0 : n;
};

/**
 * What each input takes, shown under it when the server refused it: the server names the field (its
 * English text is not shown), the form says the rule in the screen's language.
 */
const FIELD_RULES = new Map<FieldName, MessageId>([
  ['name', 'shop.form.nameRule'],
  ['description', 'shop.form.descriptionRule'],
  ['cost', 'shop.form.costRule'],
  ['quantity', 'shop.form.quantityRule'],
  ['image', 'shop.form.imageRule'],
]);
const pickFieldErrors = (fields: Record<string, string> | undefined): FieldErrors => {
  const picked: FieldErrors = Object.fromEntries(
    [...FIELD_RULES].flatMap(([field, rule]) => (fields?.[field] ? [[field, t(rule)]] : [])),
  );
  // The delivery detail's parts (detail.label, detail.kind, …) show under its one fieldset.
  if (Object.keys(fields ?? {}).some((k) => k === 'detail' || k.startsWith('detail.')))
    picked.detail = t('shop.form.detailRule');
  if (Object.keys(fields ?? {}).some((k) => k === 'affiliate' || k.startsWith('affiliate.')))
    picked.affiliate = t('shop.form.affiliateRule');
  return picked;
};

/** A failed save: the server's field errors go under their inputs; anything else under the form. */
/** What a refused save shows: messages under the inputs, or one under the form. */
export type FormErrors = { fields: FieldErrors; form: string | null };
export const NO_FORM_ERRORS: FormErrors = { fields: {}, form: null };

export function formErrorsOf(err: unknown): FormErrors {
  const fields = err instanceof ApiError ? pickFieldErrors(err.fields) : {};
  // A problem no input can show (a server error, or a field this form lacks) goes under the form.
  return { fields, form: Object.keys(fields).length === 0 ? errorMessage(err) : null };
}

const inputClass =
  'w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger';

type Props = {
  /** The item being edited; its values fill the inputs. Absent when adding. */
  item?: ShopItem;
  submitLabel: string;
  isPending: boolean;
  errors: FieldErrors;
  formError: string | null;
  onSubmit: (body: ShopItemInput, form: HTMLFormElement) => void;
};

/** The shop item form of the Add Item and Edit Item dialogs (pt-BR: the reference's labels, docs/product.md#shop-page). */
export function ItemForm({ item, submitLabel, isPending, errors, formError, onSubmit }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    onSubmit(
      {
        name: String(data.get('name') ?? ''),
        description: String(data.get('description') ?? ''),
        cost: toInteger(data.get('cost')),
        quantity: toInteger(data.get('quantity')),
        image: String(data.get('image') ?? ''),
        // No label: the item asks for no delivery detail.
        detail: String(data.get('detailLabel') ?? '').trim()
          ? {
              label: String(data.get('detailLabel')).trim(),
              kind: String(data.get('detailKind') ?? 'text') as DeliveryDetailKind,
              required: data.get('detailRequired') === 'on',
            }
          : null,
        affiliate: affiliateRuleOf(String(data.get('affiliate') ?? '')),
      },
      form,
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field name="name" label={t('shop.form.title')} error={errors.name}>
        {(props) => <input {...props} type="text" maxLength={80} defaultValue={item?.name} className={inputClass} />}
      </Field>
      <Field name="description" label={t('shop.form.description')} error={errors.description}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={500}
            defaultValue={item?.description}
            className={cn(inputClass, 'resize-y')}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field name="cost" label={t('shop.form.cost')} error={errors.cost}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={item?.cost}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="quantity" label={t('shop.form.quantity')} error={errors.quantity}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              defaultValue={item?.quantity}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field name="image" label={t('shop.form.image')} hint={t('shop.form.imageHint')} error={errors.image}>
        {(props) => (
          <input
            {...props}
            type="url"
            placeholder={t('shop.form.imagePlaceholder')}
            defaultValue={item?.image}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        name="affiliate"
        label={t('shop.form.affiliate')}
        hint={t('shop.form.affiliateHint')}
        error={errors.affiliate}
      >
        {(props) => (
          <AffiliateSelect
            {...props}
            defaultValue={affiliateChoiceOf(item?.affiliate)}
            className={inputClass}
            noneLabel={t('shop.form.affiliateNone')}
            anyLabel={t('shop.form.affiliateAny')}
            sponsorLabel={(sponsor) => t('shop.form.affiliateSponsor', { sponsor })}
            saved={item?.affiliate?.sponsor}
          />
        )}
      </Field>
      <DeliveryDetailFields detail={item?.detail} error={errors.detail} />
      <FormError>{formError}</FormError>
      <Button type="submit" disabled={isPending} className="w-full">
        {isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}

/** The delivery detail the item asks for at redeem time (an e-mail, a casino username...): label, kind, required. */
function DeliveryDetailFields({
  detail,
  error,
}: {
  detail: ShopItem['detail'] | undefined;
  error: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t('shop.form.detailLegend')}</legend>
      <p className="text-xs text-muted">{t('shop.form.detailHelp')}</p>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
        <label className="grid gap-1 text-sm">
          {t('shop.form.detailLabel')}
          <input
            name="detailLabel"
            type="text"
            maxLength={40}
            placeholder={t('shop.form.detailLabelPlaceholder')}
            defaultValue={detail?.label}
            aria-invalid={Boolean(error)}
            className={inputClass}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {t('shop.form.detailKind')}
          <select name="detailKind" defaultValue={detail?.kind ?? 'text'} className={inputClass}>
            {DELIVERY_DETAIL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(DETAIL_KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          name="detailRequired"
          type="checkbox"
          defaultChecked={detail?.required ?? true}
          className="size-4 accent-accent"
        />
        {t('shop.form.detailRequired')}
      </label>
      {error ? <p className="text-xs text-danger">{error}</p> : null}
    </fieldset>
  );
}
