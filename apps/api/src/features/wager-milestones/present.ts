import type { LedgerParamsByReason, WagerMilestone } from '@app/contracts';
import type { TierRow } from './repository';

export const toMilestone = (t: TierRow): WagerMilestone => ({
  id: t.id,
  sponsor: t.sponsorSlug && t.sponsorName ? { slug: t.sponsorSlug, name: t.sponsorName } : null,
  scope: t.scope,
  threshold: Math.round(t.thresholdCents / 100),
  rewardPoints: t.rewardPoints,
  rewardText: t.rewardText,
});

/** A grant's figures, for its ledger row and its notice (the web words them per language). */
export const grantParams = (t: TierRow, periodKey: string): LedgerParamsByReason['wager_milestone'] => ({
  sponsor: t.sponsorName,
  threshold: Math.round(t.thresholdCents / 100),
  scope: t.scope,
  period: periodKey === 'lifetime' ? null : periodKey,
});
