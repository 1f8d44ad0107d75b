/**
 * The catalog areas in each language's core chunk (locales/<locale>/index.ts): those the layout, the
 * sign-in dialog, the notices and the first page (the offers) read. Every other area is a chunk of its
 * own per language, loaded with the pages that read it (router.tsx names them), so a visitor downloads
 * the legal texts or the glossary only when they open those pages.
 */
export const CORE_AREAS = ['auth', 'common', 'errors', 'language', 'layout', 'offers', 'stream', 'ui'] as const;
