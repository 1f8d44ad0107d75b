import { MAX_SLOTS_PER_BOX } from '@app/contracts';
import { fmt, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/**
 * A refused box change: the rule of each field the server named (its English text is not shown), else
 * the text of its error code.
 */
export function explain(err: Error): string {
  const fields = err instanceof ApiError ? Object.keys(err.fields ?? {}) : [];
  const rules = fields.flatMap((field) => {
    if (field === 'name') return [t('minigame.rule.name')];
    if (field === 'thumbnail') return [t('minigame.rule.thumbnail')];
    if (field === 'slots' || field.startsWith('slots.'))
      return [t('minigame.rule.slots', { max: fmt().number(MAX_SLOTS_PER_BOX) })];
    return [];
  });
  return rules.length ? [...new Set(rules)].join(' ') : errorMessage(err);
}
