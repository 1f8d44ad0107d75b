import type { SlotRequestBoard } from '@app/contracts';
import { useState } from 'react';
import { signInLabel } from '@/components/platform/sign-in-button';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/i18n';
import { openLoginDialog } from '@/lib/login-dialog';
import { useMe } from '@/lib/session';
import { useSignInPlatforms } from '@/lib/site-config';
import { OwnRequest } from './own-request';
import { RequestForm } from './request-form';

/**
 * What the visitor can do now: log in (a visitor, while requests are open), their own open request
 * with Withdraw, the slot search and Request, or wait while requests are closed. A refusal stays on
 * the card (role=alert) whatever the card shows after the board is read again.
 */
export function RequestCard({ board }: { board: SlotRequestBoard }) {
  const { data: me } = useMe();
  const platforms = useSignInPlatforms();
  const [error, setError] = useState<string | null>(null);

  let body;
  if (me === undefined) body = <Spinner />;
  else if (me === null) {
    if (!board.open) return null;
    body = (
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('slot-requests.card.logIn')}</p>
        <Button onClick={openLoginDialog}>{signInLabel(platforms)}</Button>
      </div>
    );
  } else if (board.mine) {
    const position = board.queue.findIndex((r) => r._id === board.mine!._id) + 1;
    body = <OwnRequest request={board.mine} position={position || null} onError={setError} />;
  } else if (!board.open) {
    body = <p className="text-sm text-muted">{t('slot-requests.card.closed')}</p>;
  } else {
    body = <RequestForm cost={board.cost} balance={me.points} onError={setError} />;
  }

  return (
    <section aria-label={t('slot-requests.yourRequest')} className="rounded-xl border border-border bg-surface p-4">
      {body}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
