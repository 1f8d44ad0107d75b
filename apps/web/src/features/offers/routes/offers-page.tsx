import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useOffers } from '../api/offers';
import { OfferCard } from '../components/offer-card';
import { errorMessage } from '@/lib/error-message';

/** The home page: the partner offer cards, in the order the admins set. */
export default function OffersPage() {
  const offers = useOffers();
  return (
    <section>
      <PageTitle>Our Offers</PageTitle>
      {offers.isPending ? (
        <div className="grid min-h-[30vh] place-items-center">
          <Spinner />
        </div>
      ) : offers.isError ? (
        <div role="alert" className="rounded-xl border border-border bg-surface p-6 text-sm">
          <p>Could not load the offers: {errorMessage(offers.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void offers.refetch()}>
            Try again
          </Button>
        </div>
      ) : offers.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted">No offers yet.</p>
      ) : (
        <div data-testid="offers-grid" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {offers.data.map((o) => (
            <OfferCard key={o.id} offer={o} />
          ))}
        </div>
      )}
    </section>
  );
}
