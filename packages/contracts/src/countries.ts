import { z } from 'zod';

/**
 * The ISO 3166-1 alpha-2 codes officially assigned (249), fixed here so a code is checked the same
 * way on the server, in the admin form and in the tests. Names are never stored: the web shows them
 * through Intl.DisplayNames in the viewer's language.
 */
export const COUNTRY_CODES = [
  'AD',
  'AE',
  'AF',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AQ',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BT',
  'BV',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FK',
  'FM',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GS',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HM',
  'HN',
  'HR',
  'HT',
  'HU',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IO',
  'IQ',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JO',
  'JP',
  'KE',
  'KG',
  'KH',
  'KI',
  'KM',
  'KN',
  'KP',
  'KR',
  'KW',
  'KY',
  'KZ',
  'LA',
  'LB',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MH',
  'MK',
  'ML',
  'MM',
  'MN',
  'MO',
  'MP',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NU',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PF',
  'PG',
  'PH',
  'PK',
  'PL',
  'PM',
  'PN',
  'PR',
  'PS',
  'PT',
  'PW',
  'PY',
  'QA',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SB',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SY',
  'SZ',
  'TC',
  'TD',
  'TF',
  'TG',
  'TH',
  'TJ',
  'TK',
  'TL',
  'TM',
  'TN',
  'TO',
  'TR',
  'TT',
  'TV',
  'TW',
  'TZ',
  'UA',
  'UG',
  'UM',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'WS',
  'YE',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(COUNTRY_CODES);

export const isCountryCode = (value: unknown): value is CountryCode => typeof value === 'string' && KNOWN.has(value);

/** An admin's code: trimmed and upper-cased ('pt ' is PT); null when it is no assigned code. */
export function normalizeCountryCode(value: string): CountryCode | null {
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}

/** The regulator whose licence makes an offer "licensed in Portugal": SRIJ (Serviço de Regulação e Inspeção de Jogos). */
export const PORTUGAL_REGULATOR = 'SRIJ';
/** SRIJ's site, where a player in Portugal finds how to exclude themselves from gambling (the card and dialog of an SRIJ offer link to it). */
export const SRIJ_SELF_EXCLUSION_URL = 'https://www.srij.turismodeportugal.pt/';
/** SICAD's free help line for gambling problems in Portugal. */
export const SICAD_HELP_LINE = '1414';

/** What a visitor sees of an offer restricted where they are: nothing, or the card marked "Not available in your country". */
export const RESTRICTED_OFFER_MODES = ['hide', 'mark'] as const;
export type RestrictedOfferMode = (typeof RESTRICTED_OFFER_MODES)[number];
export const restrictedOfferModeSchema = z.enum(RESTRICTED_OFFER_MODES);

/** The site settings the country rules read. */
export type CountryRules = {
  restrictedOffers: RestrictedOfferMode;
  /** On by default: a visitor in Portugal sees only offers licensed by SRIJ. */
  hideUnlicensedInPortugal: boolean;
};

/** The parts of an offer the country rules read. */
export type OfferCountries = {
  licenceRegulator: string | null;
  availableIn: readonly string[];
  restrictedIn: readonly string[];
};

export const isLicensedInPortugal = (offer: Pick<OfferCountries, 'licenceRegulator'>): boolean =>
  offer.licenceRegulator?.trim().toUpperCase() === PORTUGAL_REGULATOR;

/**
 * Whether an offer is allowed where the visitor is: not when their country is in restrictedIn, nor
 * when availableIn lists countries and theirs is not one. An unknown country (a private or local
 * address, one the database does not place) is allowed everywhere: only what an admin marks hidden
 * is left out then.
 */
export function allowedIn(offer: OfferCountries, country: string | null): boolean {
  if (country === null) return true;
  if (offer.restrictedIn.includes(country)) return false;
  return offer.availableIn.length === 0 || offer.availableIn.includes(country);
}

/**
 * What a visitor from `country` (null: unknown) sees of an offer: 'show', 'unavailable' (the card
 * marked "Not available in your country", no Claim) or 'hide'. A visitor in Portugal never sees an
 * offer not licensed by SRIJ while the setting is on, whatever the restricted mode.
 */
export function offerVisibility(
  offer: OfferCountries,
  country: string | null,
  rules: CountryRules,
): 'show' | 'unavailable' | 'hide' {
  if (country === 'PT' && rules.hideUnlicensedInPortugal && !isLicensedInPortugal(offer)) return 'hide';
  if (allowedIn(offer, country)) return 'show';
  return rules.restrictedOffers === 'hide' ? 'hide' : 'unavailable';
}

/**
 * An admin's list of country codes, checked: each code trimmed and upper-cased, kept once, sorted;
 * `unknown` holds what is no assigned code (as typed), so the caller refuses the whole list.
 */
export function parseCountryList(values: readonly string[]): { codes: CountryCode[]; unknown: string[] } {
  const codes = new Set<CountryCode>();
  const unknown: string[] = [];
  for (const value of values) {
    const code = normalizeCountryCode(value);
    if (code) codes.add(code);
    else unknown.push(value);
  }
  return { codes: [...codes].sort(), unknown };
}
