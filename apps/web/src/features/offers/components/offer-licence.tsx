import { isLicensedInPortugal, SICAD_HELP_LINE, SRIJ_SELF_EXCLUSION_URL, type Offer } from '@app/contracts';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { countryNames } from '@/lib/country-names';

const licensedInPortugal = (offer: Offer) =>
  offer.licence !== null && isLicensedInPortugal({ licenceRegulator: offer.licence.regulator });

/**
 * The notice Portuguese rules ask of an offer licensed by SRIJ: its licence, 18+, "Jogue com
 * responsabilidade", SICAD's help line and a link to self-exclusion. Nothing for other offers.
 */
export function SrijNotice({ offer, compact = false }: { offer: Offer; compact?: boolean }) {
  if (!offer.licence || !licensedInPortugal(offer)) return null;
  return (
    <div
      data-testid="srij-notice"
      className={cn(
        'rounded-lg border border-emerald-500/40 bg-emerald-500/10 text-fg',
        compact ? 'p-1.5 text-[11px]' : 'p-2 text-xs',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-1.5">
        <span className="rounded bg-danger px-1 font-extrabold text-white">18+</span>
        <span className="font-semibold">{t('offers.srij.licence', { number: offer.licence.number })}</span>
      </p>
      <p className="mt-1 font-semibold">{t('offers.srij.playResponsibly')}</p>
      <p className="mt-0.5">
        {t('offers.srij.helpLine', { phone: SICAD_HELP_LINE })}{' '}
        <a className="underline" href={SRIJ_SELF_EXCLUSION_URL} target="_blank" rel="noopener noreferrer">
          {t('offers.srij.selfExclusion')}
        </a>
      </p>
    </div>
  );
}

/** The dialog's licence and countries: who licenses the partner and where the offer is (not) available. */
export function OfferLicence({ offer }: { offer: Offer }) {
  const { licence, availableIn, restrictedIn } = offer;
  if (!licence && availableIn.length === 0 && restrictedIn.length === 0) return null;
  return (
    <section className="mt-4 space-y-1 text-sm" aria-label={t('offers.licence.title')}>
      {licence ? <p>{t('offers.licence.by', { regulator: licence.regulator, number: licence.number })}</p> : null}
      {availableIn.length ? <p>{t('offers.licence.availableIn', { countries: countryNames(availableIn) })}</p> : null}
      {restrictedIn.length ? (
        <p>{t('offers.licence.restrictedIn', { countries: countryNames(restrictedIn) })}</p>
      ) : null}
    </section>
  );
}
