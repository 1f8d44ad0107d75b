import { PLATFORM_NAMES } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { followLocaleCookie } from '@/i18n/locale-root';
import { ApiError } from '@/lib/api-client';
import { signInErrorMessage } from '@/lib/error-message';
import { identitiesQueryKey } from '../api/get-identities';
import { clearSignInFlow, readSignInFlow, useCompleteLogin } from '../api/login';

const FAILURE_REDIRECT_MS = 5000;

/** A refused code exchange: a link's refusal names the platform (this page knows it), the rest read as any sign-in's. */
function callbackErrorMessage(err: unknown, platform: string): string {
  if (err instanceof ApiError && err.code === 'IDENTITY_TAKEN') return t('auth.callback.identityTaken', { platform });
  if (err instanceof ApiError && err.code === 'PLATFORM_ALREADY_LINKED')
    return t('auth.callback.platformAlreadyLinked', { platform });
  return signInErrorMessage(err, platform);
}

/**
 * /login: Twitch or Kick (or the demo provider) returns here with ?code&state, or ?error when refused;
 * a sign-in lands on Home, a link (from Linked accounts) back on the profile.
 */
export default function LoginCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [flow] = useState(readSignInFlow);
  const code = params.get('code');
  const state = params.get('state') ?? '';
  const error = params.get('error');
  const login = useCompleteLogin(!error && code ? { code, state } : null);
  const platform = PLATFORM_NAMES[flow?.platform ?? 'twitch'];
  const linking = flow?.link === true;
  const home = linking ? '/profile' : '/';

  const failure = error
    ? error === 'access_denied'
      ? linking
        ? t('auth.callback.cancelledLink', { platform })
        : t('auth.callback.cancelled')
      : t('auth.callback.providerFailed', { platform })
    : login.isError
      ? // The server's text for a bad callback is for developers ('state: Too small …'); people get a sentence.
        callbackErrorMessage(login.error, platform)
      : null;

  useEffect(() => {
    if (login.isError) console.warn('sign-in failed', login.error);
  }, [login.isError, login.error]);

  // Where the page goes next: home (or the profile after a link) once done, the same a few seconds after a failure.
  const linked = login.data?.linked;
  const done = login.isSuccess || (!error && !code);
  const announced = useRef(false);
  useEffect(() => {
    if (done) {
      clearSignInFlow();
      if (linked) {
        if (!announced.current) {
          announced.current = true;
          void queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
          toast({ variant: 'success', description: t('auth.callback.linked', { platform: PLATFORM_NAMES[linked] }) });
        }
        void navigate('/profile', { replace: true });
        return;
      }
      // The account's language (set in the cookie by the sign-in) wins over this browser's.
      void followLocaleCookie().finally(() => void navigate(home, { replace: true }));
      return;
    }
    if (!failure) return;
    clearSignInFlow();
    const timer = setTimeout(() => void navigate(home, { replace: true }), FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, linked, failure, home, navigate, queryClient]);

  return (
    <main className="grid min-h-dvh place-items-center bg-bg px-6 text-center">
      {failure ? (
        <div role="alert" className="max-w-sm">
          <p className="text-lg font-semibold">
            {linking ? t('auth.callback.linkFailed') : t('auth.callback.loginFailed')}
          </p>
          <p className="mt-2 text-muted">{failure}</p>
          <Link
            to={home}
            replace
            className="mt-5 inline-flex h-10 items-center justify-center rounded-lg bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-strong"
          >
            {linking ? t('auth.callback.backToProfile') : t('auth.callback.backToHome')}
          </Link>
          <p className="mt-3 text-sm text-muted">
            {linking ? t('auth.callback.takingBack') : t('auth.callback.takingHome')}
          </p>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-xl font-semibold" aria-live="polite">
          {t('auth.callback.loggingIn')}
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
