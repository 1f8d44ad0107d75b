import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { completeLogin } from '../api/login';
import { meQueryKey } from '../api/get-me';

const FAILURE_REDIRECT_MS = 5000;

/** /login: Twitch (or the demo provider) returns here with ?code&state, or ?error when refused. */
export default function LoginCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? '';
    const error = params.get('error');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string) => {
      setFailure(message);
      timer = setTimeout(() => navigate('/', { replace: true }), FAILURE_REDIRECT_MS);
    };
    if (error) {
      fail(error === 'access_denied' ? 'You cancelled the sign-in.' : 'Twitch could not sign you in.');
      return;
    }
    if (!code) {
      navigate('/', { replace: true });
      return;
    }
    completeLogin({ code, state })
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        navigate('/', { replace: true });
      })
      .catch((err: unknown) => fail(err instanceof ApiError ? err.message : 'Sign-in failed.'));
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [params, navigate, queryClient]);

  return (
    <main className="grid min-h-dvh place-items-center bg-bg px-6 text-center">
      {failure ? (
        <div role="alert" className="max-w-sm">
          <p className="text-lg font-semibold">Login failed</p>
          <p className="mt-2 text-muted">{failure}</p>
          <p className="mt-4 text-sm text-muted">Taking you home in a few seconds…</p>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-xl font-semibold" aria-live="polite">
          Logging in
          <span className="flex gap-1.5" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span key={i} className="size-2.5 rounded-full bg-accent animate-pulse-dot" style={{ animationDelay: `${i * 0.2}s` }} />
            ))}
          </span>
        </div>
      )}
    </main>
  );
}
