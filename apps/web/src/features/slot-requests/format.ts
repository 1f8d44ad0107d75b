import { PLATFORM_NAMES, type SlotRequestBoard, type SlotRequestSource } from '@app/contracts';
import { pointsText, t } from '@/i18n';

/** Where a request came from, as the tables write it. */
export const sourceLabel = (source: SlotRequestSource) =>
  source === 'site' ? t('slot-requests.source.site') : PLATFORM_NAMES[source];

/** 'Requests are open · 500 points per request', 'Requests are open · free', 'Requests are closed'. */
export const boardStateText = ({ open, cost }: Pick<SlotRequestBoard, 'open' | 'cost'>) =>
  !open
    ? t('slot-requests.state.closed')
    : cost > 0
      ? t('slot-requests.state.openCost', { points: pointsText(cost) })
      : t('slot-requests.state.openFree');
