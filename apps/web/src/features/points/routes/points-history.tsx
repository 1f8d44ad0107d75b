import { HistoryIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { Spinner } from '@/components/ui/spinner';
import { signInLabel } from '@/components/platform/sign-in-button';
import { openLoginDialog } from '@/lib/login-dialog';
import { useSignInPlatforms } from '@/lib/site-config';
import { useMe } from '@/lib/session';
import { HistoryTable } from '../components/history-table';

export default function PointsHistoryPage() {
  const { data: me } = useMe();
  const platforms = useSignInPlatforms();
  return (
    <section>
      <PageTitle subtitle={t('points.history.subtitle')}>{t('points.history.title')}</PageTitle>
      {me === undefined ? (
        <div className="grid min-h-[30vh] place-items-center">
          <Spinner />
        </div>
      ) : me === null ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface p-8 text-center">
          <HistoryIcon aria-hidden="true" className="size-10 text-muted" />
          <p className="text-sm text-muted">{t('points.history.signIn')}</p>
          <Button onClick={openLoginDialog}>{signInLabel(platforms)}</Button>
        </div>
      ) : (
        <HistoryTable />
      )}
    </section>
  );
}
