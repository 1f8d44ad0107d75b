import { mergeSettings, type ResponsiblePlaySettings } from '@app/contracts';
import type { Executor } from '../../db/client';
import { exclusionOf } from './guard';
import * as repo from './repository';

const settingsOf = (row: repo.SettingsRow | null): ResponsiblePlaySettings => ({
  daily: {
    limit: row?.dailyLimit ?? null,
    pending: row?.dailyPendingAt ? { limit: row.dailyPending, at: row.dailyPendingAt } : null,
  },
  weekly: {
    limit: row?.weeklyLimit ?? null,
    pending: row?.weeklyPendingAt ? { limit: row.weeklyPending, at: row.weeklyPendingAt } : null,
  },
  coolOffUntil: row?.coolOffUntil ?? null,
  exclusion: row ? exclusionOf(row) : null,
  realityCheckMinutes: row?.realityCheckMinutes ?? null,
});

/**
 * Inside an account merge's transaction: the account kept takes the stricter of both accounts' limits,
 * the later cool-off and self-exclusion and the more frequent reality check (ADR 067), so a merge never
 * frees a viewer from a limit or a block either account had. Call it first in the merge's transaction:
 * it takes the settings rows before the merge locks the accounts, the order a stake takes them in
 * (settings, then the balance), so a stake and a merge wait for each other instead of deadlocking. Losses already booked on the merged-away account keep counting
 * against the kept one's limits (repository.losses follows account_merges).
 */
export async function carrySettingsOnMerge(tx: Executor, fromId: string, intoId: string, now = new Date()) {
  const from = await repo.lockSettings(tx, fromId);
  if (!from) return;
  if (!(await repo.userExists(tx, intoId))) return; // the merge refuses it next
  const into = await repo.lockOrCreate(tx, intoId);
  const merged = mergeSettings(settingsOf(into), settingsOf(from), now);
  await repo.saveSettings(tx, intoId, {
    dailyLimit: merged.daily.limit,
    dailyPending: merged.daily.pending?.limit ?? null,
    dailyPendingAt: merged.daily.pending?.at ?? null,
    weeklyLimit: merged.weekly.limit,
    weeklyPending: merged.weekly.pending?.limit ?? null,
    weeklyPendingAt: merged.weekly.pending?.at ?? null,
    coolOffUntil: merged.coolOffUntil,
    excludedUntil: merged.exclusion === 'forever' ? null : merged.exclusion,
    excludedForever: merged.exclusion === 'forever',
    realityCheckMinutes: merged.realityCheckMinutes,
  });
}
