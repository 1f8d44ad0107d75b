import type { ShopItem, ShopItemInput } from '@app/contracts';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { useUpdateShopItem } from '../api/update-shop-item';
import { formErrorsOf, ItemForm, NO_FORM_ERRORS, type FormErrors } from './item-form';

/** Admin only: the pencil on a card opens 'Edit Item', the add form filled with the item's values. */
export function EditItemButton({ item }: { item: ShopItem }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<FormErrors>(NO_FORM_ERRORS);
  const update = useUpdateShopItem();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setFailure(NO_FORM_ERRORS);
  };

  const onSubmit = (body: ShopItemInput) => {
    setFailure(NO_FORM_ERRORS);
    update.mutate(
      { id: item.id, patch: body },
      {
        onSuccess: (saved) => {
          onOpenChange(false);
          toast({ variant: 'success', description: t('shop.edit.done', { name: saved.name }) });
        },
        onError: (err) => setFailure(formErrorsOf(err)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={t('shop.edit.label', { name: item.name })}
          title={t('shop.edit.title')}
          className="rounded-lg border border-border bg-bg/80 p-1.5 text-muted backdrop-blur transition-colors hover:border-accent hover:text-accent"
        >
          <PencilIcon className="size-4" />
        </button>
      </DialogTrigger>
      <DialogContent title={t('shop.edit.dialogTitle')} className="max-h-[92dvh] overflow-y-auto">
        {/* Mounted only while open, so each opening starts from the item's current values. */}
        {open ? (
          <ItemForm
            item={item}
            submitLabel={t('shop.edit.save')}
            isPending={update.isPending}
            errors={failure.fields}
            formError={failure.form}
            onSubmit={onSubmit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
