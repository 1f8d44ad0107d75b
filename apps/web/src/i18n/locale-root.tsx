import { type Locale } from '@app/contracts';
import { useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { cookieLocale, currentIntl, currentLocale, loadLocale } from '.';

/*
 * The language the tree renders in, as a tiny store: a change loads the new catalog first, then every
 * subscriber (LocaleRoot) renders the tree again under the new language.
 */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Loads `locale` and renders the whole app in it. */
export async function switchLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  for (const listener of listeners) listener();
}

/**
 * After a sign-in the server put the account's language in the cookie (it wins over this browser's):
 * the page follows it at once.
 */
export async function followLocaleCookie(): Promise<void> {
  const chosen = cookieLocale();
  if (chosen && chosen !== currentLocale()) await switchLocale(chosen);
}

/** The current language, re-rendering when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, currentLocale, currentLocale);

/**
 * Renders `children` in the current language, keyed by it: a change of language mounts the tree
 * again, so every text (including those computed once, in memos and module helpers) is the new one.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <RawIntlProvider value={currentIntl()} key={locale}>
      {children}
    </RawIntlProvider>
  );
}
