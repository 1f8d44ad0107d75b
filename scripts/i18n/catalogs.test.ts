import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorCodes, LOCALES } from '@app/contracts';

/*
 * The catalogs' check (ADR 057), part of `npm test`: every language holds the same messages, every
 * message is valid ICU with the same placeholders in every language, every message is used by the
 * code, each Portuguese is its own (no Brazilian words in pt-PT, no European ones in pt-BR), and the
 * API's error codes each have a text.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const CATALOGS = path.join(ROOT, 'apps/web/src/i18n/locales');
const SOURCES = path.join(ROOT, 'apps/web/src');

type Catalog = Map<string, Record<string, string>>; // area -> messages
const catalogs = new Map<string, Catalog>(
  LOCALES.map((locale) => {
    const dir = path.join(CATALOGS, locale);
    const areas = readdirSync(dir).filter((f) => f.endsWith('.json'));
    return [
      locale,
      new Map(
        areas.map((f) => [
          f.slice(0, -5),
          JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>,
        ]),
      ),
    ];
  }),
);
const all = (locale: string) => Object.assign({}, ...catalogs.get(locale)!.values()) as Record<string, string>;
const english = all('en');

/** The names of a message's arguments ({name}, {count, plural, …}, <b>…</b>), sorted. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** Every string literal (and template head) of the web's own code, tests left out. */
function literalsOfSources(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)],
    );
  for (const file of walk(SOURCES)) {
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`))
      continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node)) found.add(node.text);
      node.forEachChild(visit);
    };
    visit(source);
  }
  return found;
}

describe('the message catalogs', () => {
  it('every language has the same areas and the same keys as English', () => {
    const areas = [...catalogs.get('en')!.keys()].sort();
    for (const locale of LOCALES) {
      expect([...catalogs.get(locale)!.keys()].sort(), locale).toEqual(areas);
      for (const area of areas) {
        expect(Object.keys(catalogs.get(locale)!.get(area)!).sort(), `${locale}/${area}.json`).toEqual(
          Object.keys(catalogs.get('en')!.get(area)!).sort(),
        );
      }
    }
  });

  it("each key starts with its file's area, and no message is empty", () => {
    for (const [locale, catalog] of catalogs) {
      for (const [area, messages] of catalog) {
        for (const [key, text] of Object.entries(messages)) {
          expect(key.startsWith(`${area}.`), `${locale}/${area}.json: ${key}`).toBe(true);
          expect(text.trim(), `${locale}: ${key}`).not.toBe('');
        }
      }
    }
  });

  it('every message is ICU with the same placeholders as the English one', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(all(locale))) {
        let parsed: MessageFormatElement[] = [];
        expect(() => (parsed = parse(text)), `${locale}: ${key}`).not.toThrow();
        expect([...argumentsOf(parsed)].sort(), `${locale}: ${key}`).toEqual(
          [...argumentsOf(parse(english[key]!))].sort(),
        );
      }
    }
  });

  it("each language's core chunk holds exactly the core areas; every other area loads with its pages", async () => {
    const { CORE_AREAS } = await import(path.join(ROOT, 'apps/web/src/i18n/areas.ts'));
    for (const locale of LOCALES) {
      const { messages } = (await import(path.join(CATALOGS, locale, 'index.ts'))) as { messages: object };
      const core = Object.assign({}, ...CORE_AREAS.map((area: string) => catalogs.get(locale)!.get(area)!));
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(core).sort());
    }
    // The loader's glob leaves out exactly the core areas (they ride in the index chunk).
    const loader = readFileSync(path.join(ROOT, 'apps/web/src/i18n/index.tsx'), 'utf8');
    const excluded = /'!\.\/locales\/\*\/\{([^}]+)\}\.json'/.exec(loader)?.[1]?.split(',');
    expect(excluded?.sort()).toEqual([...CORE_AREAS].sort());
    // Each lazy area is named by a route (the router loads it with the page).
    const router = readFileSync(path.join(ROOT, 'apps/web/src/app/router.tsx'), 'utf8');
    for (const area of catalogs.get('en')!.keys()) {
      if (CORE_AREAS.includes(area)) continue;
      expect(router.includes(`'${area}'`), `${area} is loaded by a route`).toBe(true);
    }
  });

  it('every message is used by the code (by its key, written whole)', () => {
    const literals = literalsOfSources();
    // Error texts are looked up by the API's code (lib/error-message.ts).
    const unused = Object.keys(english).filter((key) => !key.startsWith('errors.') && !literals.has(key));
    expect(unused).toEqual([]);
  });

  it("every API error code, and the web's own causes, have a text", () => {
    const errorKeys = Object.keys(english)
      .filter((key) => key.startsWith('errors.'))
      .sort();
    const expected = [...errorCodes, 'NETWORK_ERROR', 'HTTP_ERROR', 'UNKNOWN'].map((c) => `errors.${c}`).sort();
    expect(errorKeys).toEqual(expected);
  });

  it('European Portuguese is written for Portugal, Brazilian Portuguese for Brazil', () => {
    // Lower case as written inside a sentence, or capitalised at its start: a brand name ("Big Time
    // Gaming", "Crazy Time") is not the Brazilian word "time".
    const words = (list: string) => {
      const lower = list.split('|');
      const upper = lower.map((w) => `${w[0]!.toUpperCase()}${w.slice(1)}`);
      return new RegExp(
        `(?:(?<![\\p{L}])(?:${lower.join('|')})|(?:^|(?<=[.!?:]\\s+))(?:${upper.join('|')}))(?![\\p{L}])`,
        'u',
      );
    };
    const brazilian = words('você|vocês|bônus|prêmio|celular|tela|cadastro|cadastrar|registro|usuário|arquivo|time');
    const european = words('bónus|prémio|telemóvel|ecrã|registo|utilizador|ficheiro|equipa|a carregar|guardar');
    const mixed = (locale: string, words: RegExp) =>
      Object.entries(all(locale))
        .filter(([, text]) => words.test(text))
        .map(([key, text]) => `${key}: ${text}`);
    expect(mixed('pt-PT', brazilian)).toEqual([]);
    expect(mixed('pt-BR', european)).toEqual([]);
  });
});
