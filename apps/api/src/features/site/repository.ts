import { DEFAULT_LOCALE, DEFAULT_SITE_CURRENCY, isLocale, isSiteCurrency, type SiteSettings } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { siteSettings } from '../../db/schema';

/** The site settings row, or the defaults (USD, English) before an admin saved one. */
export async function settings(db: Executor): Promise<SiteSettings> {
  const [row] = await db
    .select({ currency: siteSettings.currency, defaultLocale: siteSettings.defaultLocale })
    .from(siteSettings)
    .where(eq(siteSettings.id, 'site'));
  return {
    currency: row && isSiteCurrency(row.currency) ? row.currency : DEFAULT_SITE_CURRENCY,
    defaultLocale: row && isLocale(row.defaultLocale) ? row.defaultLocale : DEFAULT_LOCALE,
  };
}

export async function saveSettings(db: Executor, value: SiteSettings, adminId: string | null): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 'site', ...value, updatedBy: adminId })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { currency: value.currency, defaultLocale: value.defaultLocale, updatedBy: adminId, updatedAt: sql`now()` },
    });
}
