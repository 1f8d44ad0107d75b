import type { BonusHuntSummary } from '@app/contracts';
import { t, type MessageId } from '@/i18n';

const STATUS: Record<BonusHuntSummary['status'], MessageId> = {
  Completed: 'bonus-hunts.status.completed',
  'In progress': 'bonus-hunts.status.inProgress',
};

/** A hunt's status ("Completed", "In progress") in the screen's language. */
export const statusText = (status: BonusHuntSummary['status']) => t(STATUS[status]);

/** A hunt's name, or "Untitled Hunt" when it has none. */
export const huntName = (name: string) => name || t('bonus-hunts.untitled');

/** The name a bonus goes by: its slot's, or "No slot". */
export const slotName = (name: string | null | undefined) => name || t('bonus-hunts.noSlot');
