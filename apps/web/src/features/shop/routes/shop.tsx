import type { Me } from '@app/contracts';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useShopItems } from '../api/get-shop-items';
import { AddItemDialog } from '../components/add-item-dialog';
import { ShopItemCard, type Viewer } from '../components/shop-item-card';
import { errorMessage } from '@/lib/error-message';
import { useMe } from '@/lib/session';
import { t } from '@/i18n';

const viewerOf = (me: Me | null | undefined): Viewer => {
  if (me === undefined) return 'unknown';
  if (me === null) return 'visitor';
  return me.role === 'Admin' ? 'admin' : 'user';
};

export default function ShopPage() {
  const { data: me } = useMe();
  const items = useShopItems();
  const viewer = viewerOf(me);
  const isAdmin = viewer === 'admin';

  return (
    <section>
      <PageTitle subtitle={t('shop.subtitle')}>{t('shop.title')}</PageTitle>
      {me ? (
        <p className="-mt-2 mb-4 text-sm">
          <Link to="/shop/redemptions" className="font-medium text-accent underline-offset-4 hover:underline">
            {t('shop.myRedemptions')}
          </Link>
        </p>
      ) : null}

      <QueryState query={items} variant="card" error={(error) => t('shop.loadFailed', { error: errorMessage(error) })}>
        {(list) => (
          <>
            {list.length === 0 ? (
              <p className="mb-4 rounded-xl border border-dashed border-border p-6 text-sm text-muted">
                {t('shop.empty')}
              </p>
            ) : null}
            {list.length > 0 || isAdmin ? (
              <div data-testid="shop-grid" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
                {list.map((item) => (
                  <ShopItemCard key={item.id} item={item} viewer={viewer} balance={me ? me.points : null} />
                ))}
                {isAdmin ? <AddItemDialog /> : null}
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
