import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { QueryState } from '@/components/ui/query-state';
import { useOffers } from '../api/get-offers';
import { OfferCard } from '../components/offer-card';
import { errorMessage } from '@/lib/error-message';

/** The home page: the partner offer cards, in the order the admins set. */
export default function OffersPage() {
  const offers = useOffers();
  return (
    <section>
      <PageTitle>{t('offers.title')}</PageTitle>
      <QueryState
        query={offers}
        variant="card"
        error={(error) => t('offers.loadFailed', { message: errorMessage(error) })}
        isEmpty={(list) => list.length === 0}
        empty={t('offers.empty')}
      >
        {(list) => (
          <div data-testid="offers-grid" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {list.map((o) => (
              <OfferCard key={o.id} offer={o} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
