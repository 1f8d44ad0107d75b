import { z } from 'zod';

/**
 * The languages the site, its overlays and its chat bot speak (ADR 057). One language at a time: a
 * screen, an overlay or a chat reply is wholly in one of these.
 */
export const LOCALES = ['en', 'pt-PT', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const localeSchema = z.enum(LOCALES);
/** The site default an admin has not changed yet. */
export const DEFAULT_LOCALE: Locale = 'en';
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * Each language's name in itself, as a language switch lists it (a name is never translated: a
 * reader looks for their own language's name).
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'pt-PT': 'Português (Portugal)',
  'pt-BR': 'Português (Brasil)',
};

/** The cookie that keeps a visitor's choice (read by the server for the first HTML, written by the web). */
export const LOCALE_COOKIE = 'lang';

/**
 * The site language closest to one language tag a browser asks for, or null: an exact tag first
 * ('pt-BR', case-insensitive), then by language ('pt' and every other Portuguese region read
 * European Portuguese, the streamer's own; 'en-US' reads 'en').
 */
export function closestLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  if (language === 'pt') return lower === 'pt-br' ? 'pt-BR' : 'pt-PT';
  if (language === 'en') return 'en';
  return null;
}
