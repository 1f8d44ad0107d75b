import {
  hasControlCharacters,
  MILESTONE_POINTS_MAX,
  MILESTONE_TEXT_MAX,
  MILESTONE_THRESHOLD_MAX,
  MILESTONE_TIERS_MAX,
  type MilestoneScope,
  type SiteCurrency,
  type WagerMilestones,
  type WagerMilestonesInput,
} from '@app/contracts';
import { fmt, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { thresholdText } from '../format';

/** One tier as the editor holds it: the texts as typed, the reward's kind chosen. */
export type TierRow = {
  /** The React key: the tier's id, or a made-up one for a new row. */
  key: string;
  id?: string;
  /** A sponsor's slug, '' for all casinos together. */
  sponsor: string;
  scope: MilestoneScope;
  threshold: string;
  kind: 'points' | 'prize';
  points: string;
  prize: string;
};
export type TierDraft = { rows: TierRow[]; approvalAbove: string };

/** Field errors by the server's paths: `tiers.<i>.<field>`, `approvalAbove`, and `tiers` for the list. */
export type DraftErrors = Record<string, string>;

let newKeys = 0;

export const newRow = (): TierRow => ({
  key: `new-${++newKeys}`,
  sponsor: '',
  scope: 'month',
  threshold: '',
  kind: 'points',
  points: '',
  prize: '',
});

export const draftOf = (saved: WagerMilestones): TierDraft => ({
  rows: saved.tiers.map((tier) => ({
    key: tier.id,
    id: tier.id,
    sponsor: tier.sponsor?.slug ?? '',
    scope: tier.scope,
    threshold: String(tier.threshold),
    kind: tier.rewardPoints !== null ? 'points' : 'prize',
    points: tier.rewardPoints !== null ? String(tier.rewardPoints) : '',
    prize: tier.rewardText ?? '',
  })),
  approvalAbove: String(saved.approvalAbove),
});

/**
 * A whole number as typed: digits, optionally grouped by threes with a space, a comma or a dot
 * ("1,000,000", "1 000 000", "1.000.000"); anything else (a decimal part, a sign) is null.
 */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(?:[ ,.\u00a0\u202f]?\d{3})*$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(/\D/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** The rule of a field, in the screen's language (never the server's English). */
export function ruleOf(field: string, currency: SiteCurrency): string | null {
  switch (field) {
    case 'sponsor':
      return t('wager-milestones.editor.rule.sponsor');
    case 'scope':
      return t('wager-milestones.editor.rule.scope');
    case 'threshold':
      return t('wager-milestones.editor.rule.threshold', {
        min: thresholdText(1, currency),
        max: thresholdText(MILESTONE_THRESHOLD_MAX, currency),
      });
    case 'rewardPoints':
      return t('wager-milestones.editor.rule.points', { max: fmt().number(MILESTONE_POINTS_MAX) });
    case 'rewardText':
      return t('wager-milestones.editor.rule.prize', { max: fmt().number(MILESTONE_TEXT_MAX) });
    case 'id':
      return t('wager-milestones.editor.rule.removed');
    case 'approvalAbove':
      return t('wager-milestones.editor.rule.approval', { max: fmt().number(MILESTONE_POINTS_MAX) });
    case 'tiers':
      return t('wager-milestones.editor.rule.tiers', { max: fmt().number(MILESTONE_TIERS_MAX) });
    default:
      return null;
  }
}

/**
 * The draft checked by the server's rules (wagerMilestonesInputSchema, by hand: zod stays out of the
 * page's chunks): the body to send, or the errors by the server's field paths.
 */
export function checkDraft(
  draft: TierDraft,
  currency: SiteCurrency,
): { input: WagerMilestonesInput; errors: null } | { input: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const fail = (path: string, field: string) => (errors[path] = ruleOf(field, currency)!);
  if (draft.rows.length > MILESTONE_TIERS_MAX) fail('tiers', 'tiers');
  const tiers = draft.rows.map((row, i) => {
    const threshold = wholeNumber(row.threshold);
    if (threshold === null || threshold < 1 || threshold > MILESTONE_THRESHOLD_MAX)
      fail(`tiers.${i}.threshold`, 'threshold');
    let rewardPoints: number | null = null;
    let rewardText: string | null = null;
    if (row.kind === 'points') {
      rewardPoints = wholeNumber(row.points);
      if (rewardPoints === null || rewardPoints < 1 || rewardPoints > MILESTONE_POINTS_MAX)
        fail(`tiers.${i}.rewardPoints`, 'rewardPoints');
    } else {
      rewardText = row.prize.trim();
      if (!rewardText || rewardText.length > MILESTONE_TEXT_MAX || hasControlCharacters(rewardText))
        fail(`tiers.${i}.rewardText`, 'rewardText');
    }
    return {
      ...(row.id ? { id: row.id } : {}),
      sponsor: row.sponsor || null,
      scope: row.scope,
      threshold: threshold ?? 0,
      rewardPoints,
      rewardText,
    };
  });
  const approvalAbove = wholeNumber(draft.approvalAbove);
  if (approvalAbove === null || approvalAbove > MILESTONE_POINTS_MAX) fail('approvalAbove', 'approvalAbove');
  if (Object.keys(errors).length) return { input: null, errors };
  return { input: { tiers, approvalAbove: approvalAbove! }, errors: null };
}

/**
 * A refused save's field errors, each on its row and field (`tiers.0.sponsor`) in the screen's language;
 * null when the refusal names no field this editor shows (the general sentence is then said instead).
 */
export function serverErrors(err: unknown, currency: SiteCurrency): DraftErrors | null {
  if (!(err instanceof ApiError) || err.code !== 'VALIDATION_ERROR' || !err.fields) return null;
  const errors: DraftErrors = {};
  for (const path of Object.keys(err.fields)) {
    const tier = /^tiers\.(\d+)\.(\w+)/.exec(path);
    const key = tier ? `tiers.${tier[1]}.${tier[2]}` : path.split('.')[0]!;
    const rule = ruleOf(tier ? tier[2]! : key, currency);
    if (rule) errors[key] = rule;
  }
  return Object.keys(errors).length ? errors : null;
}
