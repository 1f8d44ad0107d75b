import type { ShopItemInput } from '@app/contracts';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { useCreateShopItem } from '../api/create-shop-item';
import { formErrorsOf, ItemForm, NO_FORM_ERRORS, type FormErrors } from './item-form';

/** The admin's large plus tile and the 'Add Item' dialog (docs/product.md#shop-page). */
export function AddItemDialog() {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<FormErrors>(NO_FORM_ERRORS);
  const create = useCreateShopItem();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setFailure(NO_FORM_ERRORS);
    }
  };

  const onSubmit = (body: ShopItemInput, form: HTMLFormElement) => {
    setFailure(NO_FORM_ERRORS);
    create.mutate(body, {
      onSuccess: (item) => {
        form.reset();
        onOpenChange(false);
        toast({ variant: 'success', description: t('shop.add.done', { name: item.name }) });
      },
      onError: (err) => setFailure(formErrorsOf(err)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={t('shop.add.title')}
          className="grid min-h-64 place-items-center rounded-2xl border-2 border-dashed border-border bg-surface/50 text-muted transition-colors hover:border-accent hover:text-accent"
        >
          <PlusIcon aria-hidden="true" className="size-16" strokeWidth={1.5} />
        </button>
      </DialogTrigger>
      <DialogContent title={t('shop.add.title')} className="max-h-[92dvh] overflow-y-auto">
        <ItemForm
          submitLabel={t('shop.add.submit')}
          isPending={create.isPending}
          errors={failure.fields}
          formError={failure.form}
          onSubmit={onSubmit}
        />
      </DialogContent>
    </Dialog>
  );
}
