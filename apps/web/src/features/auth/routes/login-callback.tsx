import { PLATFORM_NAMES } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInErrorMessage } from '@/lib/error-message';
import { toast } from '@/components/ui/toast-store';
import { completeLogin, takeSignInFlow } from '../api/login';
import { identitiesQueryKey } from '../api/get-identities';
import { meQueryKey } from '../api/get-me';

const FAILURE_REDIRECT_MS = 5000;

/**
 * /login: Twitch or Kick (or the demo provider) returns here with ?code&state, or ?error when refused;
 * a sign-in lands on Home, a link (from Linked accounts) back on the profile.
 */
export default function LoginCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<{ message: string; link: boolean } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state') ?? '';
    const error = params.get('error');
    const flow = takeSignInFlow();
    const platform = PLATFORM_NAMES[flow?.platform ?? 'twitch'];
    const link = flow?.link === true;
    const home = link ? '/profile' : '/';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string) => {
      setFailure({ message, link });
      timer = setTimeout(() => navigate(home, { replace: true }), FAILURE_REDIRECT_MS);
    };
    if (error) {
      fail(
        error === 'access_denied'
          ? link
            ? `You cancelled linking ${platform}. Nothing changed.`
            : 'You cancelled the sign-in. You can log in again from the home page.'
          : `${platform} could not sign you in. Go back to the home page and try again.`,
      );
      return;
    }
    if (!code) {
      navigate(home, { replace: true });
      return;
    }
    completeLogin({ code, state })
      .then(async (result) => {
        await queryClient.invalidateQueries({ queryKey: meQueryKey });
        if (result.linked) {
          await queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
          toast({ variant: 'success', description: `${PLATFORM_NAMES[result.linked]} account linked.` });
          navigate('/profile', { replace: true });
          return;
        }
        navigate('/', { replace: true });
      })
      .catch((err: unknown) => {
        // The server's text for a bad callback is for developers ('state: Too small …'); people get a sentence.
        console.warn('sign-in failed', err);
        fail(signInErrorMessage(err, platform));
      });
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [params, navigate, queryClient]);

  return (
    <main className="grid min-h-dvh place-items-center bg-bg px-6 text-center">
      {failure ? (
        <div role="alert" className="max-w-sm">
          <p className="text-lg font-semibold">{failure.link ? 'Linking failed' : 'Login failed'}</p>
          <p className="mt-2 text-muted">{failure.message}</p>
          <Link
            to={failure.link ? '/profile' : '/'}
            replace
            className="mt-5 inline-flex h-10 items-center justify-center rounded-lg bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-strong"
          >
            {failure.link ? 'Back to your profile' : 'Back to home'}
          </Link>
          <p className="mt-3 text-sm text-muted">
            {failure.link ? 'Taking you back in a few seconds…' : 'Taking you home in a few seconds…'}
          </p>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-xl font-semibold" aria-live="polite">
          Logging in
          <span className="flex gap-1.5" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span
                key={i}
                className="size-2.5 rounded-full bg-accent animate-pulse-dot"
                style={{ animationDelay: `${i * 0.2}s` }}
              />
            ))}
          </span>
        </div>
      )}
    </main>
  );
}
