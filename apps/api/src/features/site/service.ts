import {
  isLocale,
  isSiteCurrency,
  LOCALES,
  SITE_CURRENCIES,
  type Locale,
  type SiteCurrency,
  type SiteSettings,
} from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

/**
 * The site settings an admin changes: the site currency, the default language, and the offers' country
 * rules (restricted offers hidden or marked; offers not licensed in Portugal hidden there). Read by the public
 * config, by the first HTML (the language of a visitor with no choice), and by the features that write
 * money or text for no one in particular (the live hunt's default GTB prize, the chat bot), and by the
 * public offers list (the country rules).
 */
export const siteSettingsService = {
  settings: (db: Executor): Promise<SiteSettings> => repo.settings(db),

  /** The currency every amount is shown in (USD until an admin chose one). */
  currency: async (db: Executor): Promise<SiteCurrency> => (await repo.settings(db)).currency,

  /** The site's default language (English until an admin chose one). */
  defaultLocale: async (db: Executor): Promise<Locale> => (await repo.settings(db)).defaultLocale,

  /**
   * Saves a change of either setting, audited as `site.settings` with what changed; 400
   * UNSUPPORTED_CURRENCY for a code not in SITE_CURRENCIES, 400 UNSUPPORTED_LOCALE for a language not
   * in LOCALES (nothing is saved then).
   */
  async save(
    db: Db,
    patch: {
      currency?: string;
      defaultLocale?: string;
      restrictedOffers?: SiteSettings['restrictedOffers'];
      hideUnlicensedInPortugal?: boolean;
    },
    actor: AuditActor,
  ): Promise<SiteSettings> {
    const currency = patch.currency?.trim().toUpperCase();
    if (currency !== undefined && !isSiteCurrency(currency)) {
      throw new AppError('UNSUPPORTED_CURRENCY', `The currency must be one of ${SITE_CURRENCIES.join(', ')}.`);
    }
    const defaultLocale = patch.defaultLocale?.trim();
    if (defaultLocale !== undefined && !isLocale(defaultLocale)) {
      throw new AppError('UNSUPPORTED_LOCALE', `The language must be one of ${LOCALES.join(', ')}.`);
    }
    return db.transaction(async (tx) => {
      const before = await repo.settings(tx);
      const value: SiteSettings = {
        currency: currency ?? before.currency,
        defaultLocale: defaultLocale ?? before.defaultLocale,
        restrictedOffers: patch.restrictedOffers ?? before.restrictedOffers,
        hideUnlicensedInPortugal: patch.hideUnlicensedInPortugal ?? before.hideUnlicensedInPortugal,
      };
      await repo.saveSettings(tx, value, actor.userId);
      const changed = (Object.keys(value) as Array<keyof SiteSettings>).filter((k) => before[k] !== value[k]);
      if (changed.length > 0) {
        await auditService.record(tx, actor, {
          action: 'site.settings',
          targetType: 'setting',
          targetId: 'site',
          summary: {
            before: Object.fromEntries(changed.map((k) => [k, before[k]])),
            after: Object.fromEntries(changed.map((k) => [k, value[k]])),
          },
        });
      }
      return value;
    });
  },
};
