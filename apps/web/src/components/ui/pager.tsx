import { Button } from '@/components/ui/button';
import { fmt, t } from '@/i18n';

/** Previous / Next, each disabled at its end (leaderboard-style paging: docs/product.md#points-leaderboard). */
export function Pager({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <div className="mt-3 flex items-center justify-between gap-3">
      <p className="text-sm text-muted">
        {t('ui.pager.page', { page: fmt().number(page), pageCount: fmt().number(pageCount) })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('ui.pager.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          {t('ui.pager.next')}
        </Button>
      </div>
    </div>
  );
}
