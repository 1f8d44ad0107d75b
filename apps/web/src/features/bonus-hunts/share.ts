import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { updateHunt } from './api/update-hunt';

/**
 * Shares a hunt (sets shared) if needed and copies its read-only link, with the info toast of
 * docs/product.md#hunt-list.
 * Returns whether the hunt is shared afterwards.
 */
export async function copyShareLink(id: string, alreadyShared: boolean): Promise<boolean> {
  try {
    if (!alreadyShared) await updateHunt(id, { shared: true });
  } catch (err) {
    toast({ variant: 'destructive', description: errorMessage(err) });
    return false;
  }
  const link = `${window.location.origin}/bonus-hunt/${id}/shared`;
  try {
    await navigator.clipboard.writeText(link);
    toast({ variant: 'info', description: t('bonus-hunts.share.copied'), duration: 2000 });
  } catch {
    toast({ variant: 'info', description: t('bonus-hunts.share.link', { link }) });
  }
  return true;
}
