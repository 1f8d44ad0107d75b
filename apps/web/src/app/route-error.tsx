import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

const REDIRECT_MS = 4000;

/** An erroring route shows what happened, then goes home (docs/product.md#errors-and-unknown-routes). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error(error);
    const t = setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [error, navigate]);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div role="alert" className="grid min-h-[50vh] place-items-center text-center">
      <div>
        <p className="text-5xl font-black text-accent">{status ?? '!'}</p>
        <h1 className="mt-3 text-xl font-bold">Unexpected Application Error!</h1>
        <p className="mt-2 text-muted">Something went wrong on this page. Taking you home…</p>
        <Button className="mt-6" onClick={() => navigate('/', { replace: true })}>
          Go home now
        </Button>
      </div>
    </div>
  );
}
