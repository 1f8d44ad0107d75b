import type { AdminOffer } from '@app/contracts';
import { ArrowDownIcon, ArrowUpIcon, EyeIcon, EyeOffIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { useAdminOffers } from '../api/get-admin-offers';
import { useDeleteOffer } from '../api/delete-offer';
import { useReorderOffers } from '../api/reorder-offers';
import { useUpdateOffer } from '../api/update-offer';
import { OfferFormDialog } from '../components/offer-form-dialog';
import { errorMessage } from '@/lib/error-message';
import { ClicksTable } from '../components/clicks-table';

/** /admin/offers: create, edit, reorder, hide and delete the home page cards; clicks per offer per day. */
export default function AdminOffersPage() {
  const offers = useAdminOffers();
  const reorder = useReorderOffers();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const [editing, setEditing] = useState<AdminOffer | 'new' | null>(null);

  const move = (list: AdminOffer[], i: number, by: number) => {
    const ids = list.map((o) => o.id);
    const [id] = ids.splice(i, 1);
    ids.splice(i + by, 0, id!);
    reorder.mutate(ids);
  };

  return (
    <section>
      <PageTitle subtitle={t('offers.admin.subtitle')}>{t('offers.admin.title')}</PageTitle>
      <Button onClick={() => setEditing('new')} className="mb-4">
        <PlusIcon /> {t('offers.admin.add')}
      </Button>
      <QueryState
        query={offers}
        error={(error) => t('offers.loadFailed', { message: errorMessage(error) })}
        isEmpty={(list) => list.length === 0}
        empty={t('offers.empty')}
      >
        {(offerList) => (
          <ul className="space-y-2" data-testid="admin-offers">
            {offerList.map((o, i, list) => (
              <li
                key={o.id}
                className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface p-2"
                data-testid="admin-offer-row"
              >
                <img src={o.image} alt="" className="h-10 w-16 rounded object-cover" />
                <div className="min-w-0 flex-1 basis-40">
                  <p className="truncate font-semibold">{o.name}</p>
                  <p className="truncate text-xs text-muted">
                    {o.hidden ? `${t('offers.admin.hidden')} · ` : ''}
                    {o.link}
                  </p>
                </div>
                <div className="flex gap-1 max-sm:ml-auto">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('offers.admin.moveUp', { name: o.name })}
                    disabled={i === 0 || reorder.isPending}
                    onClick={() => move(list, i, -1)}
                  >
                    <ArrowUpIcon />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('offers.admin.moveDown', { name: o.name })}
                    disabled={i === list.length - 1 || reorder.isPending}
                    onClick={() => move(list, i, 1)}
                  >
                    <ArrowDownIcon />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t(o.hidden ? 'offers.admin.show' : 'offers.admin.hide', { name: o.name })}
                    onClick={() => update.mutate({ id: o.id, patch: { hidden: !o.hidden } })}
                  >
                    {o.hidden ? <EyeOffIcon /> : <EyeIcon />}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('offers.admin.edit', { name: o.name })}
                    onClick={() => setEditing(o)}
                  >
                    <PencilIcon />
                  </Button>
                  <ConfirmDialog
                    title={t('offers.admin.deleteTitle', { name: o.name })}
                    description={t('offers.admin.deleteDescription')}
                    confirmLabel={t('offers.admin.deleteConfirm')}
                    cancelLabel={t('offers.admin.keep')}
                    variant="destructive"
                    pending={remove.isPending}
                    onConfirm={() => remove.mutate(o.id)}
                    trigger={(open) => (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('offers.admin.delete', { name: o.name })}
                        onClick={open}
                      >
                        <Trash2Icon />
                      </Button>
                    )}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <h2 className="mb-2 mt-8 text-lg font-bold">{t('offers.admin.clicksTitle')}</h2>
      <ClicksTable />
      {editing ? (
        <OfferFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
    </section>
  );
}
