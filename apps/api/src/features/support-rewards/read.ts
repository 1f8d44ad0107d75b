import type { SupportKind, SupportReward, SupportRewardsAdmin, SupportTicketSkip } from '@app/contracts';
import { currentRules } from './rules';
import * as repo from './repository';
import type { SupportRewardsDeps } from './service';

/** How many applied events the admin's page lists. */
const RECENT = 50;

/** The admin's page: the table and the last events applied, newest first. */
export async function readSupportRewards(deps: SupportRewardsDeps): Promise<SupportRewardsAdmin> {
  const [rules, recent] = await Promise.all([currentRules(deps.db), repo.recentEvents(deps.db, RECENT)]);
  return {
    rules,
    recent: recent.map((e) => ({
      platform: e.platform,
      kind: e.kind as SupportKind,
      userId: e.userId,
      login: e.login,
      amount: e.amount,
      reward: e.reward as SupportReward,
      points: e.points,
      tickets: e.tickets,
      giveaway: e.giveawayId && e.giveawayTitle ? { id: e.giveawayId, title: e.giveawayTitle } : null,
      skip: (e.skip as SupportTicketSkip | null) ?? null,
      at: e.createdAt.toISOString(),
    })),
  };
}
