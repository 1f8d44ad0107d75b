import { DEFAULT_SITE_CURRENCY, formatterFor, type Locale, type SiteCurrency } from '@app/contracts';
import { useMemo } from 'react';
import { currentLocale } from '@/i18n';
import { useSiteConfig } from './site-config';

/** Money as the site shows it: the one formatter of @app/contracts bound to a currency and a language. */
export type Money = {
  currency: SiteCurrency;
  /** The currency's sign as amounts show it: "$", "€", "CA$", "CHF". */
  symbol: string;
  /** Integer cents (the live hunt's API): "$123.45"; '-' for nothing. */
  cents: (cents: number | null | undefined, options?: { whole?: boolean }) => string;
  /** An amount in the major unit (statistics, leaderboards, a personal hunt's "12.50"); '-' for nothing. */
  amount: (amount: number | string | null | undefined) => string;
};

export function moneyIn(currency: SiteCurrency, locale: Locale = currentLocale()): Money {
  const f = formatterFor(locale);
  return {
    currency,
    symbol: f.money(0, currency).replace(/[\d.,\s\u00a0\u202f]/g, ''),
    cents: (cents, options) => (cents === null || cents === undefined ? '-' : f.cents(cents, currency, options)),
    amount: (amount) =>
      amount === null || amount === undefined || amount === '' ? '-' : f.money(Number(amount), currency),
  };
}

/**
 * The site currency (GET /api/v1/config, set by an admin) as formatters; USD until the config has
 * loaded. Every amount of money on every page and overlay goes through this.
 */
export function useMoney(): Money {
  const currency = useSiteConfig()?.currency ?? DEFAULT_SITE_CURRENCY;
  const locale = currentLocale();
  return useMemo(() => moneyIn(currency, locale), [currency, locale]);
}
