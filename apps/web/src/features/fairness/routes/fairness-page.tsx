import { LogInIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { Spinner } from '@/components/ui/spinner';
import { signInLabel } from '@/components/platform/sign-in-button';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSignInPlatforms } from '@/lib/site-config';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { HowItWorks } from '../components/how-it-works';
import { ManualVerifier } from '../components/manual-verifier';
import { Card } from '../components/card';
import { YourSeeds } from '../components/your-seeds';

export default function FairnessPage() {
  const isSignedIn = useIsSignedIn();
  const platforms = useSignInPlatforms();
  return (
    // minmax(0, 1fr) (grid-cols-1): a long seed or hash wraps instead of widening the page on a phone.
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-5">
      <PageTitle subtitle={t('fairness.subtitle')}>{t('fairness.title')}</PageTitle>

      {isSignedIn === true ? <YourSeeds /> : null}
      {isSignedIn === false ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-6">
          <p className="text-sm text-fg/85">{t('fairness.signInPrompt')}</p>
          <Button onClick={openLoginDialog}>
            <LogInIcon aria-hidden="true" /> {signInLabel(platforms)}
          </Button>
        </div>
      ) : null}
      {isSignedIn === undefined ? (
        <div className="grid min-h-24 place-items-center">
          <Spinner />
        </div>
      ) : null}

      <Card title={t('fairness.verify.title')} id="fair-verify" description={t('fairness.verify.description')}>
        <ManualVerifier />
      </Card>

      <Card title={t('fairness.how.title')} id="fair-how">
        <HowItWorks />
      </Card>
    </section>
  );
}
