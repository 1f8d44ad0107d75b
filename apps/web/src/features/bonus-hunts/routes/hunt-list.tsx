import { PlusIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { signInFirst } from '@/lib/login-dialog';
import { useMe } from '@/lib/session';
import { useIsSignedIn } from '@/lib/use-signed-in';
import { useCreateHunt } from '../api/create-hunt';
import { useHunts } from '../api/get-hunts';
import { HuntCard } from '../components/hunt-card';
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
  const create = useCreateHunt();
  const navigate = useNavigate();

  // A visitor is asked to log in (the login dialog); a session that expired meanwhile gets the 401 toast.
  const onCreate = () =>
    signInFirst(session, () =>
      create.mutate('', {
        onSuccess: (hunt) => void navigate(`/bonus-hunt/${hunt.id}`),
        onError: (err) =>
          toast({
            variant: 'destructive',
            description:
              err instanceof ApiError && err.status === 401
                ? 'You must be logged in to create a Bonus Hunt'
                : errorMessage(err),
            duration: 2000,
          }),
      }),
    );

  return (
    <section>
      <PageTitle subtitle="Track your bonuses, break-even and results">Bonus Hunt</PageTitle>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <button
          type="button"
          onClick={onCreate}
          disabled={create.isPending}
          className="grid min-h-40 place-items-center rounded-xl border-2 border-dashed border-border p-6 text-muted hover:border-accent hover:text-fg"
        >
          <span className="flex flex-col items-center gap-2">
            <PlusIcon aria-hidden="true" className="size-8" />
            <span className="font-semibold">Add new</span>
          </span>
        </button>
        {me.isPending ? (
          spinner
        ) : signedIn ? (
          <QueryState
            query={hunts}
            variant="card"
            loading={spinner}
            error={(error) => `Could not load your hunts: ${errorMessage(error)}`}
          >
            {(list) => list.map((hunt) => <HuntCard key={hunt.id} hunt={hunt} />)}
          </QueryState>
        ) : null}
      </div>
      {!signedIn && !me.isPending ? (
        <p className="mt-4 text-sm text-muted">Log in to keep your own bonus hunts and share them.</p>
      ) : null}
    </section>
  );
}
