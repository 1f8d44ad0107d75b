import { pointsText, t } from '@/i18n';
import { formatDateTimeLisbon } from '@/lib/dates';
import { useAdminResponsiblePlay } from '@/lib/responsible-play';

const limitText = (limit: number | null) => (limit === null ? t('points.responsiblePlay.noLimit') : pointsText(limit));

/**
 * The user's responsible play as the admin sees it (ADR 067): limits, cool-off and self-exclusion,
 * read only; no admin can lift or shorten them.
 */
export function ResponsiblePlayState({ userId }: { userId: string }) {
  const { data } = useAdminResponsiblePlay(userId);
  if (!data) return null;
  const block = data.excludedUntil
    ? data.excludedUntil === 'forever'
      ? t('points.responsiblePlay.excludedForever')
      : t('points.responsiblePlay.excludedUntil', { until: formatDateTimeLisbon(data.excludedUntil) })
    : data.coolOffUntil
      ? t('points.responsiblePlay.coolOffUntil', { until: formatDateTimeLisbon(data.coolOffUntil) })
      : t('points.responsiblePlay.noBreak');
  return (
    <div
      data-testid="admin-responsible-play"
      className="mb-4 rounded-xl border border-border bg-surface-2/40 p-3 text-sm"
    >
      <p className="font-semibold">{t('points.responsiblePlay.title')}</p>
      <p className="text-muted">
        {t('points.responsiblePlay.limits', {
          daily: limitText(data.daily.limit),
          weekly: limitText(data.weekly.limit),
        })}
      </p>
      <p className="text-muted">{block}</p>
      <p className="text-xs text-muted">{t('points.responsiblePlay.readOnly')}</p>
    </div>
  );
}
