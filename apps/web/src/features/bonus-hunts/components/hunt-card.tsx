import type { BonusHuntSummary } from '@app/contracts';
import { hasBreakEven } from '@app/hunts';
import { CheckCircle2Icon, Share2Icon, Trash2Icon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { fmt, t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/dates';
import { useDeleteHunt } from '../api/delete-hunt';
import { huntsKey } from '../api/keys';
import { copyShareLink } from '../share';
import { huntName, statusText } from '../status';
import { useMoney } from '@/lib/money';

/** One hunt of the list: name, date, figures, and its share and delete buttons. */
export function HuntCard({ hunt }: { hunt: BonusHuntSummary }) {
  const money = useMoney();
  const remove = useDeleteHunt();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const created = formatDate(hunt.createdAt);
  const needsNothing = Number(hunt.breakEvenAmount) <= 0;
  return (
    <article data-testid="hunt-card" className="relative rounded-xl border border-border bg-surface p-4">
      <Link to={`/bonus-hunt/${hunt.id}`} className="block pr-16 after:absolute after:inset-0">
        <h2 className="truncate font-semibold">{huntName(hunt.name)}</h2>
        <p className="text-xs text-muted">{created}</p>
      </Link>
      <div className="absolute right-2 top-2 z-10 flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('bonus-hunts.share.share')}
          title={hunt.shared ? t('bonus-hunts.share.copyLink') : t('bonus-hunts.share.share')}
          onClick={() =>
            void copyShareLink(hunt.id, hunt.shared).then(() => qc.invalidateQueries({ queryKey: huntsKey }))
          }
        >
          <Share2Icon aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('bonus-hunts.card.delete')}
          onClick={() => setConfirming(true)}
        >
          <Trash2Icon aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('bonus-hunts.card.slots')}</dt>
        <dd className="text-right tabular-nums">{fmt().number(hunt.slots)}</dd>
        <dt className="text-muted">{t('bonus-hunts.card.left')}</dt>
        <dd className="text-right tabular-nums">{fmt().number(hunt.left)}</dd>
        <dt className="text-muted">{t('bonus-hunts.card.type')}</dt>
        <dd className="text-right">{hunt.shared ? t('bonus-hunts.card.shared') : t('bonus-hunts.card.private')}</dd>
        <dt className="text-muted">{t('bonus-hunts.card.status')}</dt>
        <dd className="text-right">{statusText(hunt.status)}</dd>
        {hasBreakEven(hunt.left) ? (
          <>
            <dt className="text-muted">{t('bonus-hunts.card.breakEven')}</dt>
            <dd className="text-right tabular-nums">
              {needsNothing ? (
                <CheckCircle2Icon
                  aria-label={t('bonus-hunts.breakEvenReached')}
                  className="ml-auto size-4 text-success"
                />
              ) : (
                `${fmt().multiplier(hunt.breakEvenX)} · ${money.amount(hunt.breakEvenAmount)}`
              )}
            </dd>
          </>
        ) : null}
      </dl>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={t('bonus-hunts.card.deleteTitle')}
          description={t('bonus-hunts.card.deleteDescription', {
            name: huntName(hunt.name),
            count: hunt.slots,
            bonuses: fmt().number(hunt.slots),
          })}
        >
          <div className="mt-4 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('bonus-hunts.cancel')}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(hunt.id, {
                  onSuccess: () => setConfirming(false),
                  onError: (err) => toast({ variant: 'destructive', description: errorMessage(err) }),
                })
              }
            >
              {t('bonus-hunts.card.deleteConfirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </article>
  );
}
