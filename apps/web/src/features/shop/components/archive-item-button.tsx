import type { ShopItem } from '@app/contracts';
import { ArchiveIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useArchiveShopItem } from '../api/archive-shop-item';

/** Admin only. Archiving takes the item out of the shop; it asks first because there is no undo on this screen. */
export function ArchiveItemButton({ item }: { item: ShopItem }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveShopItem();

  const onConfirm = () =>
    archive.mutate(item.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ variant: 'success', description: t('shop.archive.done', { name: item.name }) });
      },
      onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={t('shop.archive.label', { name: item.name })}
          title={t('shop.archive.title')}
          className="rounded-lg border border-border bg-bg/80 p-1.5 text-muted backdrop-blur transition-colors hover:border-danger hover:text-danger"
        >
          <ArchiveIcon className="size-4" />
        </button>
      </DialogTrigger>
      <DialogContent
        title={t('shop.archive.confirmTitle')}
        description={t('shop.archive.description', { name: item.name })}
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t('shop.archive.cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={archive.isPending}>
            {t('shop.archive.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
