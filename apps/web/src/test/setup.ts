import { beforeAll } from 'vitest';
import { loadLocale } from '@/i18n';

// Components render in English in these tests, as the app does once the English catalog has loaded.
beforeAll(async () => {
  await loadLocale('en');
});
