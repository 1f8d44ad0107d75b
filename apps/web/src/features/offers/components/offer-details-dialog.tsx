import type { Offer } from '@app/contracts';
import { CheckIcon, CopyIcon, ShieldCheckIcon, ShieldOffIcon, WifiIcon, WifiOffIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { fmt, t } from '@/i18n';
import { OfferLicence, SrijNotice } from './offer-licence';

/** A figure the partner states as a whole number ("min 10", "up to 500"), written the screen's way. */
const n = (value: number) => fmt().number(value);

function PromoCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex items-center justify-between gap-2 rounded-lg border border-dashed border-accent/60 bg-bg/40 px-3 py-2">
      <span className="text-sm text-muted">
        {t('offers.details.promoCode')}{' '}
        <strong className="font-mono text-fg" data-testid="promo-code">
          {code}
        </strong>
      </span>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('offers.details.copyPromoCode')}
        onClick={() => {
          void navigator.clipboard?.writeText(code).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied ? t('offers.details.copied') : t('offers.details.copy')}
      </Button>
    </div>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="mb-1 text-xs font-bold uppercase tracking-wide text-muted">{title}</h4>
      {items.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {items.map((m) => (
            <li key={m} className="rounded-md bg-surface-2 px-2 py-0.5 text-xs">
              {m}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted">—</p>
      )}
    </div>
  );
}

/** The details dialog of one card (docs/product.md#offers). */
export function OfferDetailsDialog({
  offer,
  open,
  onOpenChange,
}: {
  offer: Offer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const d = offer.details;
  const logo = <img src={offer.image} alt={offer.name} className="h-20 w-full rounded-lg object-cover" />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={offer.name} className="max-h-[90vh] w-[min(94vw,36rem)] overflow-y-auto">
        {offer.claimUrl ? (
          <a
            href={offer.claimUrl}
            target="_blank"
            rel="noopener"
            aria-label={t('offers.details.logo', { name: offer.name })}
          >
            {logo}
          </a>
        ) : (
          logo
        )}

        <section className="mt-4 rounded-xl border border-border p-3" aria-label={t('offers.details.playerInfo')}>
          <h3 className="mb-2 font-bold">{t('offers.details.playerInfo')}</h3>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div
              className="flex items-center gap-1.5"
              title={d.vpn ? t('offers.details.vpnAllowed') : t('offers.details.vpnNotAllowed')}
            >
              {d.vpn ? <WifiIcon className="size-4 text-success" /> : <WifiOffIcon className="size-4 text-danger" />}
              <dt className="text-muted">{t('offers.details.vpn')}</dt>
              <dd>{d.vpn ? t('offers.details.allowed') : t('offers.details.notAllowed')}</dd>
            </div>
            <div
              className="flex items-center gap-1.5"
              title={d.kyc ? t('offers.details.kycRequired') : t('offers.details.noKyc')}
            >
              {d.kyc ? (
                <ShieldCheckIcon className="size-4 text-amber-400" />
              ) : (
                <ShieldOffIcon className="size-4 text-success" />
              )}
              <dt className="text-muted">{t('offers.details.kyc')}</dt>
              <dd>{d.kyc ? t('offers.details.required') : t('offers.details.notRequired')}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('offers.details.minDeposit')}</dt>
              <dd className="font-semibold">{d.minDeposit}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('offers.details.minWithdrawal')}</dt>
              <dd className="font-semibold">{d.minWithdrawal}</dd>
            </div>
          </dl>
        </section>

        {d.steps.length ? (
          <section className="mt-4" aria-label={t('offers.details.welcomeBonus')}>
            <h3 className="mb-2 font-bold">{t('offers.details.welcomeBonus')}</h3>
            <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {d.steps.map((s) => (
                <li key={s.position} className="rounded-lg border border-border bg-bg/40 p-2 text-center text-xs">
                  <p className="text-muted">{t('offers.details.stepDeposit', { position: s.position })}</p>
                  <p className="text-lg font-extrabold text-accent">+{fmt().percent(s.bonusPercentage / 100, 0)}</p>
                  <p>{t('offers.details.stepMin', { amount: n(s.minDep) })}</p>
                  {s.upTo !== undefined ? <p>{t('offers.details.stepUpTo', { amount: n(s.upTo) })}</p> : null}
                  {s.slot ? <p>{s.slot}</p> : null}
                  {s.freebet !== undefined ? <p>{t('offers.details.stepFreebet', { amount: n(s.freebet) })}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {d.bonusTexts.length ? (
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
            {d.bonusTexts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
        {d.promoCode ? (
          <div className="mt-3">
            <PromoCode code={d.promoCode} />
          </div>
        ) : null}

        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <List title={t('offers.details.depositMethods')} items={d.depositMethods} />
          <List title={t('offers.details.withdrawalMethods')} items={d.withdrawalMethods} />
        </div>
        <div className="mt-4">
          <h4 className="mb-1 text-xs font-bold uppercase tracking-wide text-muted">{t('offers.details.providers')}</h4>
          <ul className="grid grid-cols-3 gap-1.5" aria-label={t('offers.details.providers')}>
            {d.providers.map((p) => (
              <li
                key={p}
                className="grid h-10 place-items-center rounded-md bg-surface-2 px-1 text-center text-[11px] font-bold"
              >
                {p}
              </li>
            ))}
          </ul>
        </div>

        <OfferLicence offer={offer} />
        <div className="mt-4">
          <SrijNotice offer={offer} />
        </div>

        <p role="note" className="mt-4 rounded-lg bg-amber-500/15 p-2 text-center text-xs">
          {t('offers.details.responsible')}
        </p>

        <div className="mt-4">
          <ClaimButton offer={offer} className="w-full" />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Claim goes through /go/{slug} (counted, then 302 to the partner) in a new tab; 'coming' disables it,
 * and so does an offer restricted where the visitor is ("Not available in your country").
 */
export function ClaimButton({ offer, className }: { offer: Offer; className?: string }) {
  if (!offer.available) {
    return (
      <Button disabled className={className} data-testid="offer-unavailable">
        {t('offers.notAvailable')}
      </Button>
    );
  }
  if (!offer.claimUrl) {
    return (
      <Button disabled className={className}>
        {t('offers.comingSoon')}
      </Button>
    );
  }
  return (
    <Button asChild className={className}>
      <a href={offer.claimUrl} target="_blank" rel="noopener">
        {t('offers.claim')}
      </a>
    </Button>
  );
}
