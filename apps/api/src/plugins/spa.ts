import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compress, preferredEncoding } from '../lib/content-encoding';
import { LOCALES, type Locale } from '@app/contracts';
import { escapeHtml } from '../lib/html';
import { requestLocale } from '../lib/request-locale';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, SIGNED_IN_COOKIE } from '../lib/session';
import { ageGateHtml } from './age-gate-html';
import { PAGE_TEXTS } from './page-texts';

const ROOT_DIV = '<div id="root"></div>';
/**
 * The app's routes outside its layout, which has the age gate (apps/web/src/app/router.tsx): the
 * OBS overlays (a streaming tool's browser, never a visitor) and the sign-in return page.
 */
const UNGATED = /^\/(?:overlay\/|login(?:\/|$))/;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

type Variant = { identity: Buffer; br: Buffer; gzip: Buffer };
const variant = (html: string): Variant => {
  const identity = Buffer.from(html);
  return { identity, br: compress(identity, 'br', { fast: false }), gzip: compress(identity, 'gzip', { fast: false }) };
};

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/**
 * The files of a module of the build and its static imports: the app chunk main.tsx imports
 * (src/app-main.tsx), or a language's catalog (src/i18n/locales/<locale>/index.ts).
 */
function chunkFiles(root: string, key: string): string[] {
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

/**
 * Serves the built web app: hashed assets cached for a year and sent precompressed (brotli or gzip,
 * written by the build), every other GET that is not under /api answered with index.html so the
 * client router can take it. Unknown /api paths stay JSON 404.
 *
 * index.html is prepared once at start: for a visitor without the `age` cookie the stylesheet inlined
 * (one round trip less before the first paint) and the age gate's markup added, so the gate is the
 * first paint rather than an empty page waiting for the bundle; a visitor with the cookie has been
 * here and gets the stylesheet linked (cached by their browser: the gated page prefetched it); each
 * variant compressed once.
 *
 * Each variant exists per language (ADR 057): `<html lang>`, the description and the gate in it, and
 * its catalog chunk preloaded beside the app chunk, so the app's first render is in the visitor's
 * language (requestLocale: their choice, else their browser's, else the site default).
 */
export const spaPlugin = fp<{ root: string; secureCookies: boolean; siteDefaultLocale: () => Promise<Locale> }>(
  async (app: FastifyInstance, { root, secureCookies, siteDefaultLocale }) => {
    const indexFile = path.join(root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ root }, 'web build not found; serving the API only (run `npm run build`)');
      return;
    }
    // Two forms of the page: the stylesheet inlined for a first visit (no round trip before the first
    // paint), and linked for a visitor with the `age` cookie, who has been here within its 24 h and
    // whose browser holds the stylesheet (the gated page prefetches it; hashed, cached a year): their
    // page is 0.6 KB with brotli instead of 13.4.
    const linkedHtml = readFileSync(indexFile, 'utf8');
    const stylesheets: string[] = [];
    const indexHtml = linkedHtml.replace(STYLESHEET, (link, href: string) => {
      const file = path.join(root, href);
      if (!existsSync(file)) return link;
      stylesheets.push(href);
      return `<style>${readFileSync(file, 'utf8')}</style>`;
    });
    // The app chunk main.tsx imports, with its own imports: preloaded for a visitor who runs it at once;
    // behind the age gate main.tsx prefetches them once the page has loaded (data-prefetch), so they
    // never compete with the gate's first paint.
    const appChunks = chunkFiles(root, 'src/app-main.tsx').map((file) => `/${file}`);
    const inLocale = (locale: Locale) => {
      const texts = PAGE_TEXTS[locale];
      const chunks = [...appChunks, ...chunkFiles(root, `src/i18n/locales/${locale}/index.ts`).map((f) => `/${f}`)];
      const preloads = chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
      const gate = ageGateHtml(texts).replace(
        '<div id="age-gate"',
        `<div id="age-gate" data-prefetch="${[...stylesheets, ...chunks].join(' ')}"`,
      );
      const localized = (base: string) =>
        base
          .replace(/<html lang="[^"]*"/, `<html lang="${locale}" data-locale="${locale}"`)
          .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(texts.description)}$2`);
      const html = localized(indexHtml);
      return {
        open: variant(html.replace('</head>', `${preloads}</head>`)),
        openLinked: variant(localized(linkedHtml).replace('</head>', `${preloads}</head>`)),
        gated: variant(html.replace(ROOT_DIV, `${gate}${ROOT_DIV}`)),
      };
    };
    const pagesByLocale = new Map(LOCALES.map((locale) => [locale, inLocale(locale)]));
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const pages = pagesByLocale.get(requestLocale(request, pathname, await siteDefaultLocale()))!;
      const page =
        request.cookies.age !== undefined ? pages.openLinked : UNGATED.test(pathname) ? pages.open : pages.gated;
      // A session from before the signedIn companion existed: name it, so the web asks who it is
      // (an invalid session then gets a 401 from /users/me, which clears both).
      if (request.cookies[SESSION_COOKIE] && !request.cookies[SIGNED_IN_COOKIE]) {
        reply.setCookie(SIGNED_IN_COOKIE, '1', {
          httpOnly: false,
          sameSite: 'lax',
          secure: secureCookies,
          path: '/',
          maxAge: SESSION_TTL_SECONDS,
        });
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Encoding, Accept-Language')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? page[encoding] : page.identity);
    };

    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
    // @fastify/static (wildcard: false) routed every file of the build at start; what reaches this
    // route is a client route of the app, answered with index.html. A missing asset stays a 404.
    // A page view's answer is counted by /metrics under '/*'; only its failures are logged (ADR 074).
    app.get('/*', { schema: { hide: true }, config: { accessLog: 'errors' } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/')) {
        return reply.callNotFound();
      }
      return sendIndex(request, reply, pathname);
    });
  },
);
