import {
  closestLocale,
  DEFAULT_LOCALE,
  formatterFor,
  isLocale,
  LOCALE_COOKIE,
  type Formatter,
  type Locale,
} from '@app/contracts';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { ReactNode } from 'react';
import type { MessageId, Messages } from './locales/en';

export type { MessageId } from './locales/en';

/*
 * The web's translation layer (ADR 057): react-intl (FormatJS) with ICU messages, one catalog per
 * language in ./locales/<locale>/<area>.json, each language a lazy chunk of its own so a visitor loads
 * only theirs. A screen is in one language at a time: the app renders only once its catalog has
 * loaded, and a change of language loads the other catalog first, then renders the whole tree again
 * (app-main.tsx keys it by language), so `t()` may be called anywhere (components, toasts, helpers).
 */

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en'),
  'pt-PT': () => import('./locales/pt-PT'),
  'pt-BR': () => import('./locales/pt-BR'),
};

const cache = createIntlCache();
let intl: IntlShape | undefined;

/** Values of a message's placeholders; a rich message takes functions of its tags' text. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** Loads a language's catalog (its chunk) and makes it the current one; `<html lang>` follows. */
export async function loadLocale(locale: Locale): Promise<IntlShape> {
  const { messages } = await loaders[locale]();
  intl = createIntl(
    {
      locale,
      messages,
      defaultLocale: DEFAULT_LOCALE,
      // A missing message is a failed test (the catalog check), not a console line in production.
      onError: (err) => {
        if (import.meta.env.DEV) console.error(err);
      },
    },
    cache,
  );
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return intl;
}

function current(): IntlShape {
  if (!intl) throw new Error('No language loaded: call loadLocale() before rendering');
  return intl;
}

/** The text of a message in the current language. */
export function t(id: MessageId, values?: MessageValues): string {
  return current().formatMessage({ id }, values);
}

/** A message with markup: `<b>…</b>`-style tags in the text are filled by the functions in `values`. */
export function Trans({ id, values }: { id: MessageId; values?: RichValues }): ReactNode {
  return current().formatMessage({ id }, values as Parameters<IntlShape['formatMessage']>[1]);
}

/** The language the screen is in. */
export const currentLocale = (): Locale => {
  const locale = intl?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

/** The one formatter (numbers, points, money, dates) in the screen's language. */
export const fmt = (): Formatter => formatterFor(currentLocale());

/** '1 point', '5,000 points' / '5 000 pontos': an amount of points with its word, in the screen's language. */
export const pointsText = (points: number): string =>
  t('common.points', { count: points, points: fmt().points(points) });

/** The current catalog's react-intl object (for react-intl's own components). */
export const currentIntl = current;

/** The language in the `lang` cookie (the visitor's choice, or their account's since sign-in), if any. */
export function cookieLocale(): Locale | null {
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  const chosen = cookie === undefined ? undefined : decodeURIComponent(cookie);
  return isLocale(chosen) ? chosen : null;
}

/**
 * The language to start in: the visitor's choice (the `lang` cookie), else what the server chose for
 * the first HTML (`<html lang>`: the account's, the browser's Accept-Language or the site default),
 * else the browser's languages (the Vite dev server sends a fixed page), else English. An overlay
 * (OBS) speaks its `?lang=`, else the site default the server wrote, never the browser's language.
 */
export function initialLocale(): Locale {
  const served = document.documentElement.dataset.locale;
  if (location.pathname.startsWith('/overlay/')) {
    const lang = new URLSearchParams(location.search).get('lang');
    if (isLocale(lang)) return lang;
    return isLocale(served) ? served : DEFAULT_LOCALE;
  }
  const chosen = cookieLocale();
  if (chosen) return chosen;
  if (isLocale(served)) return served;
  for (const tag of navigator.languages ?? []) {
    const locale = closestLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
