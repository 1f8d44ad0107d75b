import { isLocale, LOCALES, type Locale } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

/**
 * A person's language (ADR 057): chosen with the switch (kept in the `lang` cookie, and on the account
 * when signed in, so it follows them to every device and to the chat bot's replies).
 */
export function createLocaleService(db: Db) {
  return {
    /**
     * The language a visitor chose: checked against LOCALES (400 UNSUPPORTED_LOCALE, nothing saved,
     * otherwise), saved on the account when signed in.
     */
    async choose(userId: string | null, raw: string): Promise<Locale> {
      const locale = raw.trim();
      if (!isLocale(locale)) {
        throw new AppError('UNSUPPORTED_LOCALE', `The language must be one of ${LOCALES.join(', ')}.`);
      }
      if (userId) await repo.setUserLocale(db, userId, locale);
      return locale;
    },

    /**
     * The language after a sign-in: the account's own when it has one (the cookie then follows it);
     * else the choice this browser made before signing in, which the account keeps from now on; else
     * none (the browser's language or the site default go on applying).
     */
    async afterSignIn(userId: string, cookieLocale: string | undefined): Promise<Locale | null> {
      const own = await repo.userLocale(db, userId);
      if (isLocale(own)) return own;
      if (isLocale(cookieLocale)) {
        await repo.setUserLocale(db, userId, cookieLocale);
        return cookieLocale;
      }
      return null;
    },
  };
}

export type LocaleService = ReturnType<typeof createLocaleService>;
