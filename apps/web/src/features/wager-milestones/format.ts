import type { MilestoneGrantStatus, MilestoneScope, SiteCurrency, WagerMilestone } from '@app/contracts';
import { fmt, pointsText, t, type MessageId } from '@/i18n';

/**
 * A tier's threshold, whole dollars of wager, in the site currency's sign like every amount of the
 * casinos' figures (the wager board shows the same figures): "$5,000", "5 000 US$".
 */
export const thresholdText = (dollars: number, currency: SiteCurrency) =>
  fmt().money(dollars, currency, { whole: true });

/** Where a tier counts: the sponsor's name (data, as typed), or "All casinos". */
export const tierSponsor = (tier: Pick<WagerMilestone, 'sponsor'>) =>
  tier.sponsor?.name ?? t('wager-milestones.allCasinos');

export const SCOPE_LABEL: Record<MilestoneScope, MessageId> = {
  month: 'wager-milestones.scope.month',
  lifetime: 'wager-milestones.scope.lifetime',
};

/** A tier's reward in words: "2,500 points", or the admin's prize as typed. */
export const rewardText = (reward: { rewardPoints: number | null; rewardText: string | null }) =>
  reward.rewardPoints !== null ? pointsText(reward.rewardPoints) : (reward.rewardText ?? '');

export const STATUS_LABEL: Record<MilestoneGrantStatus, MessageId> = {
  paid: 'wager-milestones.status.paid',
  awaiting: 'wager-milestones.status.awaiting',
  prize: 'wager-milestones.status.prize',
  rejected: 'wager-milestones.status.rejected',
};
