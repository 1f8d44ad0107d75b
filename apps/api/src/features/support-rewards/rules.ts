import { SUPPORT_KINDS_BY_PLATFORM, SUPPORT_PLATFORMS, type SupportRule, type SupportRules } from '@app/contracts';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';
import type { SupportRewardsDeps } from './service';

/** Every kind of each platform with its reward and amount per unit (points, 0, without a row). */
export async function currentRules(db: SupportRewardsDeps['db']): Promise<SupportRule[]> {
  const rows = await repo.rules(db);
  return SUPPORT_PLATFORMS.flatMap((platform) =>
    SUPPORT_KINDS_BY_PLATFORM[platform].map((kind) => {
      const row = rows.find((r) => r.platform === platform && r.kind === kind);
      return { platform, kind, reward: row?.reward ?? 'points', points: row?.points ?? 0 };
    }),
  );
}

/** The audit's view of the table: `platform.kind` to its amount and `platform.kind.reward` to its reward. */
const flat = (rules: SupportRule[]) =>
  Object.fromEntries(
    rules.flatMap((r) => [
      [`${r.platform}.${r.kind}`, r.points],
      [`${r.platform}.${r.kind}.reward`, r.reward],
    ]),
  );

/**
 * The admin saves the table (the rules sent; the others keep theirs), audited as
 * `support_rewards.update` with the rewards that changed, in one transaction. Answers the whole table.
 */
export async function saveSupportRules(
  deps: SupportRewardsDeps,
  input: SupportRules,
  actor: AuditActor,
): Promise<SupportRules> {
  return deps.db.transaction(async (tx) => {
    const before = await currentRules(tx);
    await repo.saveRules(tx, input.rules);
    const after = await currentRules(tx);
    await auditService.record(tx, actor, {
      action: 'support_rewards.update',
      targetType: 'setting',
      targetId: 'support_rewards',
      summary: { before: flat(before), after: flat(after) },
    });
    return { rules: after };
  });
}
