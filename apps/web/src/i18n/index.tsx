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
import { CORE_AREAS } from './areas';
import type { CoreMessages, MessageId } from './locales/en';

export type { MessageId } from './locales/en';

/*
 * The web's translation layer (ADR 057): react-intl (FormatJS) with ICU messages, one catalog per
 * language in ./locales/<locale>/<area>.json. Each language's core areas (areas.ts) are one lazy chunk,
 * preloaded by the server with the first HTML; every other area is a chunk of its own, loaded with the
 * pages that read it (loadAreas, called by the router), so a visitor loads only their language and only
 * what they open. A screen is in one language at a time: the app renders only once its catalog has
 * loaded, and a change of language loads the other catalog (and the areas in use) first, then renders
 * the whole tree again (app-main.tsx keys it by language), so `t()` may be called anywhere.
 */

const loaders: Record<Locale, () => Promise<{ messages: CoreMessages }>> = {
  en: () => import('./locales/en'),
  'pt-PT': () => import('./locales/pt-PT'),
  'pt-BR': () => import('./locales/pt-BR'),
};

/**
 * Every other area file of every language, each its own lazy chunk. The core areas (CORE_AREAS, the
 * same list; the catalog check compares them) are left out, so they ride in each language's index chunk.
 */
const areaFiles = import.meta.glob<Record<string, string>>(
  ['./locales/*/*.json', '!./locales/*/{auth,common,errors,language,layout,offers,stream,ui}.json'],
  { import: 'default' },
);
const CORE = new Set<string>(CORE_AREAS);
/** The areas the pages opened so far read: loaded again in the new language on a switch. */
const areasInUse = new Set<string>();

const cache = createIntlCache();
let intl: IntlShape | undefined;
/** The language being loaded (or loaded last): areas wait for it. */
let languageLoading: Promise<IntlShape> | undefined;

function makeIntl(locale: Locale, messages: Record<string, unknown>): IntlShape {
  return createIntl(
    {
      locale,
      messages: messages as Record<string, string>,
      defaultLocale: DEFAULT_LOCALE,
      // A missing message is a failed test (the catalog check), not a console line in production.
      onError: (err) => {
        if (import.meta.env.DEV) console.error(err);
      },
    },
    cache,
  );
}

const readAreas = (locale: Locale, areas: Iterable<string>) =>
  Promise.all(
    [...areas].map((area) => {
      const load = areaFiles[`./locales/${locale}/${area}.json`];
      if (!load) throw new Error(`No catalog area ${area} in ${locale}`);
      return load();
    }),
  ).then((parts) => Object.assign({}, ...parts) as Record<string, unknown>);

/**
 * Loads the catalog areas a page reads (beside its own chunk) in the current language; the core areas
 * and those already loaded cost nothing.
 */
export async function loadAreas(areas: readonly string[]): Promise<void> {
  const wanted = areas.filter((area) => !CORE.has(area) && !areasInUse.has(area));
  if (wanted.length === 0) return;
  // In use from now: a switch of language that starts meanwhile loads them in its language too.
  for (const area of wanted) areasInUse.add(area);
  try {
    // The router resolves the first page while the language itself still loads (app-main.tsx).
    await languageLoading;
    const locale = currentLocale();
    const messages = await readAreas(locale, wanted);
    if (locale === currentLocale()) intl = makeIntl(locale, { ...current().messages, ...messages });
  } catch (err) {
    for (const area of wanted) areasInUse.delete(area);
    throw err;
  }
}

/** Values of a message's placeholders; a rich message takes functions of its tags' text. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/**
 * Loads a language's core catalog (its chunk) and the areas in use, and makes it the current one;
 * `<html lang>` follows.
 */
export function loadLocale(locale: Locale): Promise<IntlShape> {
  languageLoading = loadLanguage(locale);
  return languageLoading;
}

async function loadLanguage(locale: Locale): Promise<IntlShape> {
  const [{ messages }, areas] = await Promise.all([loaders[locale](), readAreas(locale, areasInUse)]);
  intl = makeIntl(locale, { ...messages, ...areas });
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
