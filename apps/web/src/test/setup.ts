import { beforeAll } from 'vitest';
import { loadAreas, loadLocale } from '@/i18n';

// Components render in English in these tests, as the app does once the English catalog has loaded,
// with every area loaded (the router loads a page's areas beside its chunk; components render alone here).
const ALL_AREAS = Object.keys(import.meta.glob('../i18n/locales/en/*.json')).map((file) =>
  file.replace(/^.*\/([^/]+)\.json$/, '$1'),
);

beforeAll(async () => {
  await loadLocale('en');
  await loadAreas(ALL_AREAS);
});
