import { PLATFORM_NAMES, pointsLabel, type SlotRequestBoard, type SlotRequestSource } from '@app/contracts';

/** Where a request came from, as the tables write it. */
export const sourceLabel = (source: SlotRequestSource) => (source === 'site' ? 'Site' : PLATFORM_NAMES[source]);

/** 'Requests are open · 500 points per request', 'Requests are open · free', 'Requests are closed'. */
export const boardStateText = ({ open, cost }: Pick<SlotRequestBoard, 'open' | 'cost'>) =>
  open ? `Requests are open · ${cost > 0 ? `${pointsLabel(cost)} per request` : 'free'}` : 'Requests are closed';
