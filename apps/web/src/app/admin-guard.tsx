import { Navigate, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth/api/get-me';

/** Client-side guard of /admin/*: only admins get past; the server checks the role again on every call. */
export function AdminGuard() {
  const { data: me, isPending } = useMe();
  if (isPending) {
    return (
      <div className="grid min-h-[40vh] place-items-center">
        <Spinner />
      </div>
    );
  }
  if (me?.role !== 'Admin') return <Navigate to="/" replace />;
  return <Outlet />;
}
