import { toast } from '@/components/ui/toast-store';
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
    toast({ variant: 'destructive', description: (err as Error).message });
    return false;
  }
  const link = `${window.location.origin}/bonus-hunt/${id}/shared`;
  try {
    await navigator.clipboard.writeText(link);
    toast({ variant: 'info', description: 'Link copied to clipboard! Share it with your friends!', duration: 2000 });
  } catch {
    toast({ variant: 'info', description: `Share this link: ${link}` });
  }
  return true;
}
