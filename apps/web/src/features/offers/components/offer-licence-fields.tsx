import { parseCountryList, type OfferInput } from '@app/contracts';
import { Fragment, useId } from 'react';
import { t } from '@/i18n';
import { countryNames } from '@/lib/country-names';
import { Field } from './field';

const input = 'h-9 w-full rounded-md border border-border bg-bg px-2 text-sm';

/** The licence and country inputs as typed: the lists are codes separated by commas or spaces. */
export type LicenceDraft = { regulator: string; number: string; availableIn: string; restrictedIn: string };

const codesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export const licenceDraftOf = (
  offer: Pick<OfferInput, 'licence' | 'availableIn' | 'restrictedIn'> | null,
): LicenceDraft => ({
  regulator: offer?.licence?.regulator ?? '',
  number: offer?.licence?.number ?? '',
  availableIn: (offer?.availableIn ?? []).join(', '),
  restrictedIn: (offer?.restrictedIn ?? []).join(', '),
});

/** The draft as the API takes it: no licence when both parts are empty; the codes as typed (the server checks them). */
export const licenceBody = (draft: LicenceDraft): Pick<OfferInput, 'licence' | 'availableIn' | 'restrictedIn'> => ({
  licence:
    draft.regulator.trim() || draft.number.trim()
      ? { regulator: draft.regulator.trim(), number: draft.number.trim() }
      : null,
  availableIn: codesOf(draft.availableIn),
  restrictedIn: codesOf(draft.restrictedIn),
});

/** Under a country list: the unknown codes at once, else the names of the countries (in the screen's language). */
function CountriesHint({ id, text }: { id: string; text: string }) {
  const { codes, unknown } = parseCountryList(codesOf(text));
  if (unknown.length) {
    return (
      <p id={id} className="-mt-2 text-xs text-danger" role="alert">
        {t('offers.form.unknownCountries', { codes: unknown.join(', ') })}
      </p>
    );
  }
  return (
    <p id={id} className="-mt-2 text-xs text-muted">
      {codes.length ? countryNames(codes) : t('offers.form.countriesEverywhere')}
    </p>
  );
}

/** The offer form's licence (regulator and number; SRIJ = licensed in Portugal) and its country lists. */
export function OfferLicenceFields({
  draft,
  onChange,
  fieldError,
}: {
  draft: LicenceDraft;
  onChange: (draft: LicenceDraft) => void;
  fieldError: (prefix: string) => string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-2">
      <legend className="px-1 text-sm font-semibold">{t('offers.form.licenceTitle')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('offers.form.licenceRegulator')} error={fieldError('licence')}>
          <input
            className={input}
            name="licenceRegulator"
            value={draft.regulator}
            onChange={(e) => onChange({ ...draft, regulator: e.target.value })}
          />
        </Field>
        <Field label={t('offers.form.licenceNumber')}>
          <input
            className={input}
            name="licenceNumber"
            value={draft.number}
            onChange={(e) => onChange({ ...draft, number: e.target.value })}
          />
        </Field>
      </div>
      <p className="text-xs text-muted">{t('offers.form.licenceHint')}</p>
      {(['availableIn', 'restrictedIn'] as const).map((k) => (
        <Fragment key={k}>
          <Field
            label={t(k === 'availableIn' ? 'offers.form.availableIn' : 'offers.form.restrictedIn')}
            error={fieldError(k)}
          >
            <input
              className={`${input} uppercase`}
              name={k}
              autoCapitalize="characters"
              aria-describedby={`${id}-${k}`}
              value={draft[k]}
              onChange={(e) => onChange({ ...draft, [k]: e.target.value })}
            />
          </Field>
          <CountriesHint id={`${id}-${k}`} text={draft[k]} />
        </Fragment>
      ))}
    </fieldset>
  );
}
