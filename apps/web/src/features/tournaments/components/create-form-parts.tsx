import type { Slot, TournamentRule, TournamentTieBreak } from '@app/contracts';
import {
  TOURNAMENT_MAX_ENTRANTS,
  TOURNAMENT_MIN_ENTRANTS,
  TOURNAMENT_RULES,
  TOURNAMENT_TIE_BREAKS,
} from '@app/contracts';
import { SlotSearch } from '@/components/slot-search';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fmt, t } from '@/i18n';
import type { useOpenSlotRequests } from '../api/admin';
import { ruleText, tieBreakText } from '../format';
import { inputClass } from './admin-shared';

/** The rule and its tie-break (which must differ: the rule's own option is disabled). */
export function RuleFields({
  rule,
  tieBreak,
  onRule,
  onTieBreak,
  error,
}: {
  rule: TournamentRule;
  tieBreak: TournamentTieBreak;
  onRule: (rule: TournamentRule) => void;
  onTieBreak: (tieBreak: TournamentTieBreak) => void;
  error: string | undefined;
}) {
  return (
    <>
      <Field label={t('tournaments.admin.rule')}>
        {(p) => (
          <select {...p} className={inputClass} value={rule} onChange={(e) => onRule(e.target.value as TournamentRule)}>
            {TOURNAMENT_RULES.map((r) => (
              <option key={r} value={r}>
                {ruleText(r)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('tournaments.admin.tieBreak')} error={error}>
        {(p) => (
          <select
            {...p}
            className={inputClass}
            value={tieBreak}
            onChange={(e) => onTieBreak(e.target.value as TournamentTieBreak)}
          >
            {TOURNAMENT_TIE_BREAKS.map((r) => (
              <option key={r} value={r} disabled={r === rule}>
                {tieBreakText(r)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/** The entrants: open slot requests (checkboxes) and catalogue slots (search), and how many in all. */
export function EntrantsPicker({
  requests,
  requestIds,
  onRequestIds,
  slots,
  onSlots,
  count,
}: {
  requests: ReturnType<typeof useOpenSlotRequests>;
  requestIds: string[];
  onRequestIds: (update: (ids: string[]) => string[]) => void;
  slots: Slot[];
  onSlots: (update: (list: Slot[]) => Slot[]) => void;
  count: number;
}) {
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">{t('tournaments.admin.requests')}</legend>
        {requests.isPending ? null : (requests.data ?? []).length === 0 ? (
          <p className="text-sm text-muted">{t('tournaments.admin.noRequests')}</p>
        ) : (
          (requests.data ?? []).map((r) => (
            <label key={r._id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={requestIds.includes(r._id)}
                onChange={(e) =>
                  onRequestIds((ids) => (e.target.checked ? [...ids, r._id] : ids.filter((id) => id !== r._id)))
                }
              />
              {t('tournaments.admin.requestLine', { slot: r.slot.name, requester: r.requester })}
            </label>
          ))
        )}
      </fieldset>
      <div className="grid gap-2">
        <p className="text-sm font-semibold">{t('tournaments.admin.catalogue')}</p>
        <SlotSearch
          placeholder={t('tournaments.admin.searchSlot')}
          onPick={(slot) => onSlots((list) => (list.some((s) => s.id === slot.id) ? list : [...list, slot]))}
        />
        {slots.length > 0 ? (
          <ul className="grid gap-1" aria-label={t('tournaments.admin.pickedSlots')}>
            {slots.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">{s.name}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('tournaments.admin.removeSlot', { slot: s.name })}
                  onClick={() => onSlots((list) => list.filter((x) => x.id !== s.id))}
                >
                  {t('tournaments.admin.remove')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="text-sm" data-testid="entrant-count" aria-live="polite">
        {t('tournaments.admin.count', {
          count,
          entrants: fmt().number(count),
          min: fmt().number(TOURNAMENT_MIN_ENTRANTS),
          max: fmt().number(TOURNAMENT_MAX_ENTRANTS),
        })}
      </p>
    </>
  );
}
