import { currentLocale } from '@/i18n';

const byLocale = new Map<string, Intl.DisplayNames>();

/** A country's name in the screen's language (Intl.DisplayNames), from its ISO 3166-1 alpha-2 code. */
export function countryName(code: string): string {
  const locale = currentLocale();
  let names = byLocale.get(locale);
  if (!names) byLocale.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Several countries' names, joined the screen's way ("Brazil, Spain and Portugal"). */
export const countryNames = (codes: readonly string[]): string =>
  new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(codes.map(countryName));
