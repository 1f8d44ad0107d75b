import type { SponsorAdapter } from '@app/contracts';
import { t, type MessageId } from '@/i18n';
import { ApiError } from '@/lib/api-client';

/** The sponsor forms' text fields. */
export const input = 'h-9 w-full rounded-md border border-border bg-bg px-2 text-sm';

const RULES = new Map<string, MessageId>([
  ['name', 'leaderboard.sponsor.rule.name'],
  ['slug', 'leaderboard.sponsor.rule.slug'],
  ['logo', 'leaderboard.sponsor.rule.logo'],
  ['prizes', 'leaderboard.sponsor.rule.prizes'],
  ['credentials', 'leaderboard.sponsor.rule.credentials'],
  ['period', 'leaderboard.sponsor.rule.period'],
  ['csv', 'leaderboard.sponsor.rule.csv'],
]);

/**
 * The rule of each field a refused sponsor call named, by field ('credentials.key' under 'credentials'):
 * the server names the field (and, for a CSV refused whole, the problem by code), the form says the rule
 * in the screen's language (never the server's English).
 */
export function fieldRules(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError) || !err.fields) return {};
  const rules: Record<string, string> = {};
  for (const [field, detail] of Object.entries(err.fields)) {
    const top = field.split('.')[0]!;
    // A CSV refused whole names its problem by code (CSV_FILE_PROBLEMS): the header lacks the columns.
    const rule = top === 'csv' && detail === 'MISSING_COLUMNS' ? 'leaderboard.sponsor.rule.csvColumns' : RULES.get(top);
    if (rule) rules[top] = t(rule);
  }
  return rules;
}

/**
 * The credentials a sponsor's adapter takes: the key always, Roobet's affiliate user id and Rain.gg's affiliate
 * code only for those adapters (a blank one is left out).
 */
export function credentialsOf(adapter: SponsorAdapter, f: { key: string; userId: string; code: string }) {
  return {
    key: f.key,
    ...(adapter === 'roobet' && f.userId.trim() ? { userId: f.userId } : {}),
    ...(adapter === 'raingg' && f.code.trim() ? { code: f.code } : {}),
  };
}
