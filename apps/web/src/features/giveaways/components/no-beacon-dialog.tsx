import type { Giveaway } from '@app/contracts';
import { t } from '@/i18n';
import { useDrawWithoutBeacon } from '../api/draw-without-beacon';
import { toastDrawn } from './drawn-toast';
import { ReasonDialog } from './reason-dialog';

/** The admin's draw without the public beacon (no drand relay answers), with a public reason. */
export function NoBeaconDialog({
  giveaway,
  open,
  onOpenChange,
}: {
  giveaway: Giveaway;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const draw = useDrawWithoutBeacon();
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('giveaways.admin.drawWithoutBeaconTitle')}
      description={t('giveaways.admin.drawWithoutBeaconText')}
      reasonLabel={t('giveaways.admin.drawWithoutBeaconReason')}
      cancelLabel={t('giveaways.admin.notYet')}
      submitLabel={t('giveaways.admin.drawWithoutBeacon')}
      pending={draw.isPending}
      submit={async (reason) => toastDrawn(await draw.mutateAsync({ id: giveaway._id, reason }))}
    />
  );
}
