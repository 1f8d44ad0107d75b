import { describe, expect, it } from 'vitest';
import {
  allowedIn,
  COUNTRY_CODES,
  isLicensedInPortugal,
  normalizeCountryCode,
  offerVisibility,
  parseCountryList,
  type CountryRules,
  type OfferCountries,
} from './countries';

const offer = (o: Partial<OfferCountries> = {}): OfferCountries => ({
  licenceRegulator: null,
  availableIn: [],
  restrictedIn: [],
  ...o,
});
const hide: CountryRules = { restrictedOffers: 'hide', hideUnlicensedInPortugal: true };
const mark: CountryRules = { restrictedOffers: 'mark', hideUnlicensedInPortugal: true };

describe('country codes', () => {
  it('holds the 249 assigned ISO 3166-1 alpha-2 codes, each once, each one Intl names', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    expect(COUNTRY_CODES.filter((c) => names.of(c) === c)).toEqual([]);
  });

  it('normalises case and spaces, and refuses what is no assigned code', () => {
    expect(normalizeCountryCode(' pt ')).toBe('PT');
    expect(normalizeCountryCode('BR')).toBe('BR');
    for (const bad of ['', 'XX', 'UK', 'EU', 'ZZ', 'PRT', 'P', '12']) expect(normalizeCountryCode(bad)).toBeNull();
  });

  it('a list is kept once each, sorted; unknown codes are named as typed', () => {
    expect(parseCountryList(['pt', 'BR', 'PT', 'es'])).toEqual({ codes: ['BR', 'ES', 'PT'], unknown: [] });
    expect(parseCountryList(['PT', 'XX', 'uk'])).toEqual({ codes: ['PT'], unknown: ['XX', 'uk'] });
  });
});

describe('offer visibility by country', () => {
  it('an unknown country sees every offer, restricted or not', () => {
    expect(offerVisibility(offer({ restrictedIn: ['PT'], availableIn: ['BR'] }), null, hide)).toBe('show');
  });

  it('restricted in the visitor country: hidden or marked, as the site chose', () => {
    const o = offer({ restrictedIn: ['BR'] });
    expect(offerVisibility(o, 'BR', hide)).toBe('hide');
    expect(offerVisibility(o, 'BR', mark)).toBe('unavailable');
    expect(offerVisibility(o, 'ES', hide)).toBe('show');
  });

  it('an availableIn list allows only its countries; restrictedIn wins over it', () => {
    expect(allowedIn(offer({ availableIn: ['BR', 'ES'] }), 'ES')).toBe(true);
    expect(allowedIn(offer({ availableIn: ['BR', 'ES'] }), 'FR')).toBe(false);
    expect(allowedIn(offer({ availableIn: ['BR'], restrictedIn: ['BR'] }), 'BR')).toBe(false);
  });

  it('a visitor in Portugal sees only SRIJ offers while the setting is on, whatever the restricted mode', () => {
    const srij = offer({ licenceRegulator: 'srij ' });
    const mga = offer({ licenceRegulator: 'MGA' });
    expect(isLicensedInPortugal(srij)).toBe(true);
    expect(offerVisibility(srij, 'PT', hide)).toBe('show');
    expect(offerVisibility(mga, 'PT', mark)).toBe('hide');
    expect(offerVisibility(offer(), 'PT', hide)).toBe('hide');
    const off = { ...hide, hideUnlicensedInPortugal: false };
    expect(offerVisibility(mga, 'PT', off)).toBe('show');
    // Off, the other rules still apply: an SRIJ offer restricted in PT is still restricted there.
    expect(offerVisibility(offer({ licenceRegulator: 'SRIJ', restrictedIn: ['PT'] }), 'PT', off)).toBe('hide');
    // Elsewhere the Portuguese setting changes nothing.
    expect(offerVisibility(mga, 'ES', hide)).toBe('show');
  });
});
