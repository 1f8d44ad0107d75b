import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SupportEvent } from '../../lib/support-events';
import type { AuditActor } from '../audit/service';
import type { GiveawaysService } from '../giveaways/service';
import { applySupportEvent } from './apply';
import { readSupportRewards } from './read';
import { saveSupportRules } from './rules';
import type { SupportRules } from '@app/contracts';

export type SupportRewardsDeps = {
  db: Db;
  log: FastifyBaseLogger;
  /** The giveaways' free tickets, for a kind whose reward is tickets (ADR 065). */
  giveaways: Pick<GiveawaysService, 'giveFreeTickets'>;
};

/**
 * Support events to points or giveaway tickets (issue 34 item 3, ADR 065): the admin's table (rules.ts), its page's read with the
 * last events applied (read.ts), and the application of one event of the platform webhooks (apply.ts).
 */
export function createSupportRewardsService(deps: SupportRewardsDeps) {
  return {
    admin: () => readSupportRewards(deps),
    saveRules: (input: SupportRules, actor: AuditActor) => saveSupportRules(deps, input, actor),
    apply: (event: SupportEvent) => applySupportEvent(deps, event),
  };
}

export type SupportRewardsService = ReturnType<typeof createSupportRewardsService>;
