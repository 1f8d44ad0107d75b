import type { ShopItem } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ItemImage } from './item-image';
import { PointsCost } from './points-cost';

type Props = { item: ShopItem; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void; isPending: boolean };

export function RedeemDialog({ item, open, onOpenChange, onConfirm, isPending }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Confirm Redemption" description="Are you sure you want to redeem this item?">
        <div className="flex items-center gap-4 rounded-xl border border-border bg-bg/40 p-3">
          <ItemImage src={item.image} alt={item.name} className="size-20 shrink-0 rounded-lg" />
          <div className="min-w-0">
            <p className="font-bold">{item.name}</p>
            {item.description ? <p className="mt-0.5 line-clamp-3 text-sm text-muted">{item.description}</p> : null}
            <PointsCost cost={item.cost} className="mt-1.5 text-sm" />
          </div>
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={isPending}>
            {isPending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
            Confirm
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
