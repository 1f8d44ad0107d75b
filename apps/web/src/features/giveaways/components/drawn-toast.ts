import type { Giveaway } from '@app/contracts';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { winnersOf } from '../format';

/** The toast after a draw (now, or without the beacon): the winners' names, or that nobody entered. */
export function toastDrawn(drawn: Giveaway) {
  const names = winnersOf(drawn).map((w) => w.name);
  toast({
    variant: 'success',
    description:
      names.length > 0 ? t('giveaways.admin.drawn', { names: names.join(', ') }) : t('giveaways.admin.drawnNoEntries'),
  });
}
