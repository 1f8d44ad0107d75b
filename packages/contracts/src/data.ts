import { z } from 'zod';
import { restrictedOfferModeSchema } from './countries';
import { LOCALES, localeSchema } from './locales';
import { platformSchema } from './users';

/** GET /api/health */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * The currencies the site may show its money in: ISO 4217 codes with 2 minor digits (every amount
 * is integer cents). One site setting, set by an admin; USD until one is saved.
 */
export const SITE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'BRL',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'MXN',
] as const;
export const siteCurrencySchema = z.enum(SITE_CURRENCIES);
export type SiteCurrency = z.infer<typeof siteCurrencySchema>;
export const DEFAULT_SITE_CURRENCY: SiteCurrency = 'USD';
export const isSiteCurrency = (code: string): code is SiteCurrency =>
  (SITE_CURRENCIES as readonly string[]).includes(code);

/** GET/PUT /api/v1/admin/site-settings: the settings an admin changes on the site itself. */
export const siteSettingsSchema = z
  .object({
    currency: siteCurrencySchema,
    /** The language of a visitor who chose none and whose browser asks for none of the site's; the chat bot's. */
    defaultLocale: localeSchema,
    /** What a visitor sees of an offer restricted in their country: nothing ('hide') or the card marked unavailable ('mark'). */
    restrictedOffers: restrictedOfferModeSchema,
    /** On by default: a visitor in Portugal sees only the offers licensed by SRIJ. */
    hideUnlicensedInPortugal: z.boolean(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
/**
 * The body of PUT: either setting or both; any text, so an unknown code gets its own stable error
 * (400 UNSUPPORTED_CURRENCY, 400 UNSUPPORTED_LOCALE).
 */
export const siteSettingsPatchSchema = z
  .object({
    currency: z
      .string()
      .max(16)
      .optional()
      .describe(`One of ${SITE_CURRENCIES.join(', ')}`),
    defaultLocale: z
      .string()
      .max(16)
      .optional()
      .describe(`One of ${LOCALES.join(', ')}`),
    restrictedOffers: restrictedOfferModeSchema.optional(),
    hideUnlicensedInPortugal: z.boolean().optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: 'Give at least one setting',
  });

/** GET /api/v1/config — public settings the web needs (never a secret). */
export const publicConfigSchema = z
  .object({
    channel: z.string(),
    siteName: z.string(),
    supportUrl: z.string(),
    socials: z.object({
      twitch: z.string(),
      instagram: z.string(),
      tiktok: z.string(),
      discord: z.string(),
      telegram: z.string(),
    }),
    /** The platforms the sign-in dialog offers (only those set up; both with the demo provider). */
    signIn: z.array(platformSchema),
    /** The site currency every amount of money is shown in (ISO 4217). */
    currency: siteCurrencySchema,
    /** The site's default language (overlays without ?lang=, visitors with no choice and no browser match). */
    defaultLocale: localeSchema,
    /** How often a page showing the slot requests board reads it again, in ms (SLOT_REQUESTS_POLL_SECONDS). */
    slotRequestsPollMs: z.number().int().positive(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
