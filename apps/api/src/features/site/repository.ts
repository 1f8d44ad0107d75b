import { DEFAULT_SITE_CURRENCY, isSiteCurrency, type SiteSettings } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { siteSettings } from '../../db/schema';

/** The site settings row, or the defaults (USD) before an admin saved one. */
export async function settings(db: Executor): Promise<SiteSettings> {
  const [row] = await db
    .select({ currency: siteSettings.currency })
    .from(siteSettings)
    .where(eq(siteSettings.id, 'site'));
  return { currency: row && isSiteCurrency(row.currency) ? row.currency : DEFAULT_SITE_CURRENCY };
}

export async function saveSettings(db: Executor, value: SiteSettings, adminId: string | null): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: 'site', ...value, updatedBy: adminId })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: { currency: value.currency, updatedBy: adminId, updatedAt: sql`now()` },
    });
}
