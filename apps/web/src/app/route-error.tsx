import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';

const REDIRECT_MS = 4000;

/** An erroring route shows what happened, then goes home (docs/product.md#errors-and-unknown-routes). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error(error);
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [error, navigate]);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div role="alert" className="grid min-h-[50vh] place-items-center text-center">
      <div>
        <p className="text-5xl font-black text-accent">{status ?? '!'}</p>
        <h1 className="mt-3 text-xl font-bold">{t('layout.routeError.title')}</h1>
        <p className="mt-2 text-muted">{t('layout.routeError.text')}</p>
        <Button className="mt-6" onClick={() => navigate('/', { replace: true })}>
          {t('layout.routeError.goHome')}
        </Button>
      </div>
    </div>
  );
}
