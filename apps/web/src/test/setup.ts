import { afterEach, beforeAll, expect } from 'vitest';
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

// Invalid HTML nesting (a <p> inside a <p>, a <div> inside a <p>…) fails the test that rendered it:
// React only logs it, and browsers repair such markup in ways the page did not mean. The files of a
// worker share this module's globals (isolate: false), so console.error is wrapped once.
const holder = globalThis as { htmlNesting?: string[] };
if (!holder.htmlNesting) {
  const found: string[] = (holder.htmlNesting = []);
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/cannot be a descendant of|cannot contain a nested/.test(text)) found.push(text.split('\n')[0]!);
    original(...args);
  };
}
const nesting = holder.htmlNesting;

afterEach(() => {
  const found = nesting.splice(0);
  expect(found, 'invalid HTML nesting rendered').toEqual([]);
});
