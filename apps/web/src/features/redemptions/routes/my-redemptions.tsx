import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { openLoginDialog } from '@/lib/login-dialog';
import { useMe } from '@/lib/session';
import { fmt, pointsText, t, Trans } from '@/i18n';
import { MY_REDEMPTIONS_PAGE_SIZE, useMyRedemptions } from '../api/get-my-redemptions';
import { StatusBadge } from '../components/status-badge';

/** /shop/redemptions: the signed-in viewer's own redemptions, their state and the team's note. */
export default function MyRedemptionsPage() {
  const { data: me } = useMe();
  const [page, setPage] = useState(1);
  const list = useMyRedemptions(page, Boolean(me));

  let body;
  if (me === null) {
    body = (
      <div className="rounded-xl border border-border bg-surface p-6 text-sm">
        <p>{t('redemptions.mine.loginPrompt')}</p>
        <Button size="sm" className="mt-3" onClick={() => openLoginDialog()}>
          {t('redemptions.mine.login')}
        </Button>
      </div>
    );
  } else {
    // Until the session is known the list is disabled, so QueryState shows its spinner.
    body = (
      <QueryState
        query={list}
        variant="card"
        error={(error) => t('redemptions.mine.loadFailed', { error: errorMessage(error) })}
        isEmpty={(data) => data.total === 0}
        empty={
          <Trans
            id="redemptions.mine.empty"
            values={{
              link: (chunks) => (
                <Link to="/shop" className="font-medium text-accent underline-offset-4 hover:underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        }
      >
        {(data) => (
          <>
            <ul className="grid gap-2" aria-label={t('redemptions.mine.title')}>
              {data.items.map((r) => (
                <li key={r._id} data-testid="my-redemption" className="rounded-xl border border-border bg-surface p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="break-words font-bold">{r.itemName}</p>
                      <p className="text-sm text-muted">
                        {pointsText(r.cost)} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                      </p>
                    </div>
                    <StatusBadge status={r.status} />
                  </div>
                  {r.detailLabel && r.detail ? (
                    <p className="mt-2 break-words text-sm">
                      <span className="text-muted">{r.detailLabel}:</span> {r.detail}
                    </p>
                  ) : null}
                  {r.decidedAt ? (
                    <p className="mt-1 text-xs text-muted">
                      <Trans
                        id={r.status === 'denied' ? 'redemptions.mine.deniedAt' : 'redemptions.mine.approvedAt'}
                        values={{
                          date: formatDateTime(r.decidedAt),
                          count: r.cost,
                          points: fmt().points(r.cost),
                          when: (chunks) => <time dateTime={r.decidedAt ?? undefined}>{chunks}</time>,
                        }}
                      />
                    </p>
                  ) : null}
                  {r.note ? (
                    <p className="mt-2 break-words rounded-lg bg-surface-2 px-3 py-2 text-sm">
                      <Trans
                        id="redemptions.mine.note"
                        values={{ note: r.note, b: (chunks) => <span className="font-medium">{chunks}</span> }}
                      />
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pageCount={Math.max(1, Math.ceil(data.total / MY_REDEMPTIONS_PAGE_SIZE))}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    );
  }

  return (
    <section>
      <PageTitle subtitle={t('redemptions.mine.subtitle')}>{t('redemptions.mine.title')}</PageTitle>
      {body}
    </section>
  );
}
