/** The viewer's own claims (GET /casino-accounts). */
export const myCasinoAccountsQueryKey = ['casino-accounts', 'mine'] as const;
/** Every page of the admin desk shares this prefix, so a decision refreshes whichever page is shown. */
export const adminCasinoAccountsQueryKey = ['casino-accounts', 'admin'] as const;
export const casinoAccountSettingsQueryKey = ['casino-accounts', 'settings'] as const;
