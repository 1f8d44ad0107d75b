import { QueryState } from '@/components/ui/query-state';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useResponsiblePlay } from '@/lib/responsible-play';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { BreaksSection } from './breaks-section';
import { LimitsForm } from './limits-form';

/**
 * The profile's "Responsible play" (issue 35, ADR 067): loss limits, the reality check, a cool-off and
 * self-exclusion. Nothing for a visitor (the profile asks them to sign in).
 */
export function ResponsiblePlayCard() {
  const signedIn = useIsSignedIn();
  const query = useResponsiblePlay(signedIn === true);
  if (!signedIn) return null;
  return (
    <section
      className="mt-6 max-w-2xl rounded-2xl border border-border bg-surface p-4 sm:p-6"
      aria-labelledby="responsible-play-title"
      data-testid="responsible-play-card"
    >
      <h2 id="responsible-play-title" className="text-lg font-bold">
        {t('responsible-play.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('responsible-play.intro')}</p>
      <QueryState query={query} error={(err) => t('responsible-play.loadFailed', { error: errorMessage(err) })}>
        {(state) => (
          <div className="mt-4 grid gap-6">
            <LimitsForm state={state} />
            <BreaksSection state={state} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
