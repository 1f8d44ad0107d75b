import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { usePrivacy, useSetPrivacy } from '../api/privacy';

/**
 * The profile's choice to appear as "anonymous" among the winners on /transparency (ADR 069). Nothing
 * for a visitor (the profile asks them to sign in).
 */
export function PrivacyCard() {
  const signedIn = useIsSignedIn();
  const query = usePrivacy(signedIn === true);
  const save = useSetPrivacy();
  // The box follows the click at once (a controlled box must not wait for the request), then the answer.
  const [shown, setShown] = useState<boolean | null>(null);
  if (!signedIn) return null;
  return (
    <section
      className="mt-6 max-w-2xl rounded-2xl border border-border bg-surface p-4 sm:p-6"
      aria-labelledby="privacy-title"
      data-testid="privacy-card"
    >
      <h2 id="privacy-title" className="text-lg font-bold">
        {t('transparency.privacy.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('transparency.privacy.text')}{' '}
        <Link to="/transparency" className="text-accent underline underline-offset-2">
          {t('transparency.privacy.link')}
        </Link>
      </p>
      <QueryState query={query} error={(err) => t('transparency.privacy.loadFailed', { error: errorMessage(err) })}>
        {(privacy) => (
          <label className="mt-4 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={shown ?? privacy.anonymous}
              disabled={save.isPending}
              onChange={(e) => {
                const next = e.currentTarget.checked;
                setShown(next);
                save.mutate(next, {
                  onSuccess: (saved) =>
                    toast({
                      variant: 'success',
                      description: saved.anonymous
                        ? t('transparency.privacy.nowAnonymous')
                        : t('transparency.privacy.nowNamed'),
                    }),
                  onError: (err) =>
                    toast({
                      variant: 'destructive',
                      description: t('transparency.privacy.saveFailed', { error: errorMessage(err) }),
                    }),
                  onSettled: () => setShown(null),
                });
              }}
              data-testid="anonymous-switch"
            />
            {t('transparency.privacy.anonymous')}
          </label>
        )}
      </QueryState>
    </section>
  );
}
