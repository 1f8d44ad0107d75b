import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signInErrorMessage } from '@/lib/error-message';
import { useCompleteLogin } from '../api/login';

const FAILURE_REDIRECT_MS = 5000;

/** /login: Twitch (or the demo provider) returns here with ?code&state, or ?error when refused. */
export default function LoginCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const error = params.get('error');
  const login = useCompleteLogin(!error && code ? { code, state } : null);

  const failure = error
    ? error === 'access_denied'
      ? 'You cancelled the sign-in. You can log in again from the home page.'
      : 'Twitch could not sign you in. Go back to the home page and try again.'
    : login.isError
      ? // The server's text for a bad callback is for developers ('state: Too small …'); people get a sentence.
        signInErrorMessage(login.error)
      : null;

  useEffect(() => {
    if (login.isError) console.warn('sign-in failed', login.error);
  }, [login.isError, login.error]);

  // Where the page goes next: home once signed in (or with nothing to do), home a few seconds after a failure.
  const done = login.isSuccess || (!error && !code);
  useEffect(() => {
    if (done) {
      void navigate('/', { replace: true });
      return;
    }
    if (!failure) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, failure, navigate]);

  return (
    <main className="grid min-h-dvh place-items-center bg-bg px-6 text-center">
      {failure ? (
        <div role="alert" className="max-w-sm">
          <p className="text-lg font-semibold">Login failed</p>
          <p className="mt-2 text-muted">{failure}</p>
          <Link
            to="/"
            replace
            className="mt-5 inline-flex h-10 items-center justify-center rounded-lg bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-strong"
          >
            Back to home
          </Link>
          <p className="mt-3 text-sm text-muted">Taking you home in a few seconds…</p>
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
