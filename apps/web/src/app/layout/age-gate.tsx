import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { t, Trans } from '@/i18n';
import { useSiteConfig } from '@/lib/site-config';
import { readAgeConsent, STATIC_GATE_ID, storeAgeConsent, type AgeConsent } from '../age-consent';

/**
 * Full-screen gate until the visitor confirms being 18+; the site (`children`) renders only after
 * acceptance (docs/product.md#age-gate). The answer lives 24 h in the `age` cookie; once stored, the buttons
 * do nothing. Scrolling is locked while the gate shows.
 *
 * A first-time visitor first sees the server's static copy of the question (`#age-gate`, from
 * apps/api/src/plugins/age-gate-html.ts; main.tsx wires it and loads the app once answered); this
 * component removes that copy when it mounts. Its own question shows where no server sent one (the
 * Vite dev server); keep the two markups in step.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const [consent, setConsent] = useState<AgeConsent>(readAgeConsent);
  const config = useSiteConfig();
  const blocked = consent !== 'true';

  useEffect(() => {
    if (!blocked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [blocked]);

  const answer = (value: 'true' | 'false') => {
    if (consent !== undefined) return;
    storeAgeConsent(value);
    setConsent(value);
  };
  useEffect(() => {
    document.getElementById(STATIC_GATE_ID)?.remove();
  }, []);

  if (!blocked) return children;

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="age-gate-title"
      className="fixed inset-0 z-[200] grid place-items-center bg-bg/95 p-6 backdrop-blur-md"
    >
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 text-center shadow-2xl">
        <img src="/favicon.svg" alt="" className="mx-auto size-14" />
        {consent === 'false' ? (
          <>
            <h2 id="age-gate-title" className="mt-5 text-xl font-bold">
              {t('layout.ageGate.adultsOnly')}
            </h2>
            <p className="mt-3 text-sm text-muted">
              <Trans
                id="layout.ageGate.help"
                values={{
                  support: (chunks) => (
                    <a className="text-accent underline" href={config?.supportUrl ?? 'mailto:support@example.com'}>
                      {chunks}
                    </a>
                  ),
                }}
              />
            </p>
          </>
        ) : (
          <>
            <h2 id="age-gate-title" className="mt-5 text-lg font-semibold">
              {t('layout.ageGate.question')}
            </h2>
            <div className="mt-6 grid gap-3">
              <Button size="lg" onClick={() => answer('true')}>
                {t('layout.ageGate.enter')}
              </Button>
              <Button size="lg" variant="outline" onClick={() => answer('false')}>
                {t('layout.ageGate.exit')}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
