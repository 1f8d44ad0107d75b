import type { Giveaway } from '@app/contracts';
import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { useRerollGiveaway } from '../api/reroll-giveaway';
import { winnersOf } from '../format';
import { ReasonDialog, reasonDialogInput } from './reason-dialog';

/**
 * Disqualify one winner with a public reason: the next pick (the next nonce, on the entries left)
 * replaces them. The reason shows on the giveaway's page beside the struck-through name.
 */
export function RerollDialog({
  giveaway,
  open,
  onOpenChange,
}: {
  giveaway: Giveaway;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const winners = winnersOf(giveaway);
  const [nonce, setNonce] = useState(winners[0]?.nonce ?? 0);
  const reroll = useRerollGiveaway();

  const submit = async (reason: string) => {
    const name = winners.find((w) => w.nonce === nonce)?.name ?? t('giveaways.reroll.theWinner');
    const g = await reroll.mutateAsync({ id: giveaway._id, nonce, reason });
    const next = g.picks.at(-1);
    toast({
      variant: 'success',
      description:
        next && next.nonce > nonce
          ? t('giveaways.reroll.doneNext', { name, next: next.name })
          : t('giveaways.reroll.done', { name }),
    });
  };

  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('giveaways.reroll.title', { title: giveaway.title })}
      description={t('giveaways.reroll.description')}
      formLabel={t('giveaways.reroll.formLabel')}
      reasonLabel={t('giveaways.reroll.reason')}
      cancelLabel={t('giveaways.reroll.keep')}
      submitLabel={t('giveaways.reroll.submit')}
      pending={reroll.isPending}
      disabled={winners.length === 0}
      submit={submit}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-winner`} className="text-sm font-medium">
          {t('giveaways.reroll.winner')}
        </label>
        <select
          id={`${id}-winner`}
          className={reasonDialogInput}
          value={nonce}
          onChange={(e) => setNonce(Number(e.currentTarget.value))}
        >
          {winners.map((w) => (
            <option key={w.nonce} value={w.nonce}>
              {t('giveaways.reroll.option', { name: w.name, nonce: w.nonce })}
            </option>
          ))}
        </select>
      </div>
    </ReasonDialog>
  );
}
