import { isSiteCurrency, SITE_CURRENCIES, type SiteCurrency, type SiteSettings } from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

/**
 * The site settings an admin changes (today the site currency). Read by the public config, and by
 * the features that write money into text (the live hunt's default GTB prize and its winners' notices).
 */
export const siteSettingsService = {
  settings: (db: Executor): Promise<SiteSettings> => repo.settings(db),

  /** The currency every amount is shown in (USD until an admin chose one). */
  currency: async (db: Executor): Promise<SiteCurrency> => (await repo.settings(db)).currency,

  /** Saves a change, audited as `site.settings`; 400 UNSUPPORTED_CURRENCY for a code not in SITE_CURRENCIES. */
  async save(db: Db, patch: { currency: string }, actor: AuditActor): Promise<SiteSettings> {
    const currency = patch.currency.trim().toUpperCase();
    if (!isSiteCurrency(currency)) {
      throw new AppError('UNSUPPORTED_CURRENCY', `The currency must be one of ${SITE_CURRENCIES.join(', ')}.`);
    }
    return db.transaction(async (tx) => {
      const before = await repo.settings(tx);
      const value: SiteSettings = { currency };
      await repo.saveSettings(tx, value, actor.userId);
      if (before.currency !== value.currency) {
        await auditService.record(tx, actor, {
          action: 'site.settings',
          targetType: 'setting',
          targetId: 'site',
          targetLabel: 'Site settings',
          summary: { before: { currency: before.currency }, after: { currency: value.currency } },
        });
      }
      return value;
    });
  },
};
