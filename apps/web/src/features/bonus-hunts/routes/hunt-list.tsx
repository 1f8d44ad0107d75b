import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { t } from '@/i18n';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { signInFirst } from '@/lib/login-dialog';
import { useMe } from '@/lib/session';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { useHunts } from '../api/get-hunts';
import { HuntCard } from '../components/hunt-card';
import { NewHuntDialog } from '../components/new-hunt-dialog';
import { errorMessage } from '@/lib/error-message';

const spinner = (
  <div className="grid min-h-40 place-items-center">
    <Spinner />
  </div>
);

export default function HuntListPage() {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const session = useIsSignedIn();
  const hunts = useHunts(signedIn);
  const [naming, setNaming] = useState(false);
  const navigate = useNavigate();

  // A visitor is asked to log in first (the login dialog); a signed-in viewer names the hunt.
  const onCreate = () => signInFirst(session, () => setNaming(true));

  return (
    <section>
      <PageTitle subtitle={t('bonus-hunts.list.subtitle')}>{t('bonus-hunts.list.title')}</PageTitle>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <button
          type="button"
          onClick={onCreate}
          className="grid min-h-40 place-items-center rounded-xl border-2 border-dashed border-border p-6 text-muted hover:border-accent hover:text-fg"
        >
          <span className="flex flex-col items-center gap-2">
            <PlusIcon aria-hidden="true" className="size-8" />
            <span className="font-semibold">{t('bonus-hunts.list.addNew')}</span>
          </span>
        </button>
        {me.isPending ? (
          spinner
        ) : signedIn ? (
          <QueryState
            query={hunts}
            variant="card"
            loading={spinner}
            error={(error) => t('bonus-hunts.list.loadFailed', { message: errorMessage(error) })}
          >
            {(list) => list.map((hunt) => <HuntCard key={hunt.id} hunt={hunt} />)}
          </QueryState>
        ) : null}
      </div>
      <NewHuntDialog
        open={naming}
        onOpenChange={setNaming}
        onCreated={(huntId) => void navigate(`/bonus-hunt/${huntId}`)}
      />
      {!signedIn && !me.isPending ? <p className="mt-4 text-sm text-muted">{t('bonus-hunts.list.signIn')}</p> : null}
    </section>
  );
}
