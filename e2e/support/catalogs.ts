import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The web's message catalogs (apps/web/src/i18n/locales), read as the browser tests' reference. */
export const LOCALES = ['en', 'pt-PT', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];

const ROOT = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');
export const catalogs: Record<Locale, Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      ...readdirSync(path.join(ROOT, locale))
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(ROOT, locale, f), 'utf8')) as Record<string, string>),
    ),
  ]),
) as Record<Locale, Record<string, string>>;

/** A message's text as it shows when it has no placeholder, else null (only whole texts are compared). */
const plain = (text: string) => (/[{}<]/.test(text) ? null : text.replace(/\s+/g, ' ').trim());

/** Texts of each language that no other language shares (those that reveal the language on screen). */
function ownTexts(locale: Locale): Set<string> {
  const others = new Set(LOCALES.filter((l) => l !== locale).flatMap((l) => Object.values(catalogs[l]).map(plain)));
  return new Set(
    Object.values(catalogs[locale])
      .map(plain)
      .filter((t): t is string => t !== null && t.length >= 3 && /\p{L}/u.test(t) && !others.has(t)),
  );
}
const OWN = Object.fromEntries(LOCALES.map((l) => [l, ownTexts(l)])) as Record<Locale, Set<string>>;

/** Every visible text on the page (each text node's whole text, with the labels a reader hears). */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!el || !text || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      out.add(text);
      const whole = el.textContent?.replace(/\s+/g, ' ').trim();
      if (whole) out.add(whole);
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('[aria-label],[placeholder],[title]'))) {
      if (!el.checkVisibility()) continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });
}

/**
 * The texts on screen that belong to another language's catalog: each visible text that equals a
 * message only another language has.
 */
export function foreignTexts(texts: string[], locale: Locale): string[] {
  const foreign = LOCALES.filter((l) => l !== locale);
  return texts.filter((text) => !OWN[locale].has(text) && foreign.some((l) => OWN[l].has(text)));
}

/**
 * How many visible texts are of this language (proof the page is in it, not only free of others): its
 * catalog's texts that English does not share (for English: that neither Portuguese shares). The two
 * Portuguese share many words, so this counts those too.
 */
export function ownCount(texts: string[], locale: Locale): number {
  const apart = locale === 'en' ? (['pt-PT', 'pt-BR'] as const) : (['en'] as const);
  const excluded = new Set(apart.flatMap((l) => Object.values(catalogs[l]).map(plain)));
  const mine = new Set(
    Object.values(catalogs[locale])
      .map(plain)
      .filter((t): t is string => t !== null && /\p{L}/u.test(t) && !excluded.has(t)),
  );
  return texts.filter((t) => mine.has(t)).length;
}
