import type { Offer } from '@app/contracts';
import { InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { ClaimButton, OfferDetailsDialog } from './offer-details-dialog';
import { SrijNotice } from './offer-licence';

export function OfferCard({ offer }: { offer: Offer }) {
  const [open, setOpen] = useState(false);
  return (
    <article
      data-testid="offer-card"
      data-offer={offer.slug}
      className="flex flex-col overflow-hidden rounded-xl border-2 bg-surface"
      style={{ borderColor: offer.color }}
    >
      <img src={offer.image} alt={offer.name} className="aspect-[5/3] w-full object-cover" loading="lazy" />
      <div className="flex flex-1 flex-col gap-2 p-2 sm:p-3">
        <h2 className="line-clamp-2 text-sm font-bold sm:text-base">{offer.name}</h2>
        <SrijNotice offer={offer} compact />
        <div className="mt-auto flex gap-1.5">
          <ClaimButton offer={offer} className="min-w-0 flex-1 px-2" />
          <Button
            variant="outline"
            size="icon"
            aria-label={t('offers.card.details', { name: offer.name })}
            disabled={offer.coming}
            onClick={() => setOpen(true)}
          >
            <InfoIcon />
          </Button>
        </div>
      </div>
      {open ? <OfferDetailsDialog offer={offer} open={open} onOpenChange={setOpen} /> : null}
    </article>
  );
}
