import { DEFAULT_LOCALE, DEFAULT_SITE_CURRENCY, isLocale, isSiteCurrency, type SiteSettings } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { siteSettings } from '../../db/schema';

/**
 * The site settings row, or the defaults before an admin saved one: USD, English, restricted offers
 * hidden, offers not licensed in Portugal hidden from visitors in Portugal.
 */
export async function settings(db: Executor): Promise<SiteSettings> {
  const [row] = await db
    .select({
      currency: siteSettings.currency,
      defaultLocale: siteSettings.defaultLocale,
      restrictedOffers: siteSettings.restrictedOffers,
      hideUnlicensedInPortugal: siteSettings.hideUnlicensedInPortugal,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 'site'));
  return {
    currency: row && isSiteCurrency(row.currency) ? row.currency : DEFAULT_SITE_CURRENCY,
    defaultLocale: row && isLocale(row.defaultLocale) ? row.defaultLocale : DEFAULT_LOCALE,
    restrictedOffers: row?.restrictedOffers === 'mark' ? 'mark' : 'hide',
    hideUnlicensedInPortugal: row?.hideUnlicensedInPortugal ?? true,
  };
}

export async function saveSettings(db: Executor, value: SiteSettings, adminId: string | null): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 'site', ...value, updatedBy: adminId })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: {
        currency: value.currency,
        defaultLocale: value.defaultLocale,
        restrictedOffers: value.restrictedOffers,
        hideUnlicensedInPortugal: value.hideUnlicensedInPortugal,
        updatedBy: adminId,
        updatedAt: sql`now()`,
      },
    });
}
