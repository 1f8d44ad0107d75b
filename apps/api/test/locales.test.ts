import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { queryRows, type Database } from '../src/db/client';
import { cookieHeader, TEST_ORIGIN, TEST_SECRET, useTestApp } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { demoSignInWith } from './helpers/demo-sign-in';
import { createUser, type TestUser } from './helpers/factories';

/**
 * Issue 32: the visitor's language (the switch, the account, the browser, the site default), the
 * first HTML in it, overlays by ?lang=, and unknown languages refused with nothing saved.
 */
let database: Database;
let app: FastifyInstance;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened), { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss' });
});

const choose = (locale: unknown, cookie = '') =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/locale',
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { locale },
  });
const accountLocale = async (userId: string) =>
  (await queryRows<{ locale: string | null }>(database.db, sql`select locale from users where id = ${userId}`))[0]
    ?.locale;
const me = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } })).json();

describe('choosing a language (PUT /api/v1/locale)', () => {
  it('a visitor gets the lang cookie for a year, readable by the page; no account is touched', async () => {
    const res = await choose('pt-PT');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ locale: 'pt-PT' });
    const cookie = res.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'pt-PT', path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 3600 });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(await accountLocale(admin.id)).toBeNull();
  });

  it('signed in, the choice is kept on the account (every device and /users/me follow it)', async () => {
    const viewer = await createUser(database);
    expect((await me(viewer.cookie)).locale).toBeNull();
    expect((await choose('pt-BR', viewer.cookie)).statusCode).toBe(200);
    expect(await accountLocale(viewer.id)).toBe('pt-BR');
    expect((await me(viewer.cookie)).locale).toBe('pt-BR');
    expect((await choose('en', viewer.cookie)).json()).toEqual({ locale: 'en' });
    expect((await me(viewer.cookie)).locale).toBe('en');
  });

  it('refuses a language the site does not speak with a 4xx and saves nothing', async () => {
    const viewer = await createUser(database);
    await choose('pt-PT', viewer.cookie);
    for (const bad of [
      'fr',
      'pt',
      'pt-pt',
      'PT-BR',
      'en-US',
      '',
      ' ',
      'es-ES',
      'pt-PT\u0000',
      'x'.repeat(36),
      42,
      null,
    ]) {
      const res = await choose(bad, viewer.cookie);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(['UNSUPPORTED_LOCALE', 'VALIDATION_ERROR'], String(bad)).toContain(res.json().error.code);
      expect(
        res.cookies.find((c) => c.name === 'lang'),
        String(bad),
      ).toBeUndefined();
    }
    expect((await choose('klingon', viewer.cookie)).json().error.code).toBe('UNSUPPORTED_LOCALE');
    expect(await accountLocale(viewer.id)).toBe('pt-PT');
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/v1/locale',
      headers: { origin: TEST_ORIGIN, cookie: viewer.cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(await accountLocale(viewer.id)).toBe('pt-PT');
  });

  it('comes only from the site itself (the origin check of every change)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/locale',
      headers: { origin: 'https://evil.example' },
      payload: { locale: 'pt-PT' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });
});

describe('the language across sign-in', () => {
  it('a choice made before signing in is kept on an account that had none, and the cookie stays', async () => {
    const { login } = await demoSignInWith(app, 'viewer', 'lang=pt-BR');
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((c) => c.name === 'lang')?.value).toBe('pt-BR');
    expect((await me(cookieHeader(login))).locale).toBe('pt-BR');
  });

  it("the account's own language wins over the browser's cookie at sign-in", async () => {
    const first = await demoSignInWith(app, 'viewer');
    await choose('pt-PT', cookieHeader(first.login));
    const again = await demoSignInWith(app, 'viewer', 'lang=en');
    expect(again.login.cookies.find((c) => c.name === 'lang')?.value).toBe('pt-PT');
    expect((await me(cookieHeader(again.login))).locale).toBe('pt-PT');
  });

  it('no choice anywhere: no cookie is set and the account keeps none', async () => {
    const { login } = await demoSignInWith(app, 'viewer', 'lang=fr');
    expect(login.cookies.find((c) => c.name === 'lang')).toBeUndefined();
    expect((await me(cookieHeader(login))).locale).toBeNull();
  });
});

const setSite = (payload: object, who: TestUser = admin) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/admin/site-settings',
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    payload,
  });
const config = async () => (await app.inject({ method: 'GET', url: '/api/v1/config' })).json();

describe('the site default language', () => {
  it('is English until an admin sets it; the config serves it; the change is audited', async () => {
    expect((await config()).defaultLocale).toBe('en');
    const res = await setSite({ defaultLocale: 'pt-PT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'USD', defaultLocale: 'pt-PT' });
    expect((await config()).defaultLocale).toBe('pt-PT');
    const audit = await queryRows<{ summary: unknown }>(
      database.db,
      sql`select summary from audit_log where action = 'site.settings'`,
    );
    expect(audit).toEqual([{ summary: { before: { defaultLocale: 'en' }, after: { defaultLocale: 'pt-PT' } } }]);
    // The currency and the language change apart: one leaves the other alone.
    expect((await setSite({ currency: 'EUR' })).json()).toMatchObject({ currency: 'EUR', defaultLocale: 'pt-PT' });
  });

  it('refuses an unknown language (400 UNSUPPORTED_LOCALE) and an empty change, saving nothing', async () => {
    await setSite({ defaultLocale: 'pt-BR' });
    for (const bad of ['fr', 'pt', 'EN', '', 'en\u0000']) {
      const res = await setSite({ defaultLocale: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(['UNSUPPORTED_LOCALE', 'VALIDATION_ERROR']).toContain(res.json().error.code);
    }
    expect((await setSite({ defaultLocale: 'de-DE' })).json().error.code).toBe('UNSUPPORTED_LOCALE');
    // A refused language with a good currency saves neither.
    expect((await setSite({ currency: 'EUR', defaultLocale: 'fr' })).statusCode).toBe(400);
    expect((await setSite({})).statusCode).toBe(400);
    expect(await config()).toMatchObject({ currency: 'USD', defaultLocale: 'pt-BR' });
  });

  it('only an admin sets it', async () => {
    const viewer = await createUser(database);
    expect((await setSite({ defaultLocale: 'pt-PT' }, viewer)).statusCode).toBe(403);
    expect((await config()).defaultLocale).toBe('en');
  });
});

describe('the first HTML is in the visitor language', () => {
  let web: FastifyInstance;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'web-'));
    mkdirSync(path.join(root, 'assets'));
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html lang="en" class="dark"><head><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(root, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/app-main.tsx': { file: 'assets/app-main-9.js' },
        'src/i18n/locales/en/index.ts': { file: 'assets/en-1.js' },
        'src/i18n/locales/pt-PT/index.ts': { file: 'assets/pt-PT-2.js' },
        'src/i18n/locales/pt-BR/index.ts': { file: 'assets/pt-BR-3.js' },
      }),
    );
    web = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      sessionSecret: TEST_SECRET,
      logger: false,
      webRoot: root,
    });
  });
  afterAll(() => web.close());

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await web.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    const lang = /<html lang="([^"]+)" data-locale="([^"]+)"/.exec(res.body);
    expect(lang?.[1]).toBe(lang?.[2]);
    return { lang: lang?.[1], body: res.body, vary: res.headers.vary };
  };

  it('the site default with nothing else to go by, with its catalog preloaded and no other', async () => {
    const open = await page('/shop', { cookie: 'age=true' });
    expect(open.lang).toBe('en');
    expect(open.vary).toContain('Accept-Language');
    expect(open.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-1.js">');
    expect(open.body).not.toMatch(/pt-(PT|BR)-\d\.js/);
  });

  it("the browser's Accept-Language, by q-value, when the visitor chose nothing", async () => {
    const br = await page('/shop', { 'accept-language': 'fr-FR, pt-BR;q=0.8, en;q=0.5' });
    expect(br.lang).toBe('pt-BR');
    expect(br.body).toContain('TENHO 18 ANOS OU MAIS - ENTRAR');
    expect(br.body).toContain('Confirme que você é maior de idade');
    expect(br.body).toContain('data-prefetch="/assets/app-main-9.js /assets/pt-BR-3.js"');
    expect((await page('/', { 'accept-language': 'pt' })).lang).toBe('pt-PT');
    expect((await page('/', { 'accept-language': 'pt-AO,en;q=0.1' })).lang).toBe('pt-PT');
    expect((await page('/', { 'accept-language': 'de, en-US;q=0.3' })).lang).toBe('en');
    expect((await page('/', { 'accept-language': 'de, fr' })).lang).toBe('en');
    expect((await page('/', { 'accept-language': ';;;,,q=x' })).lang).toBe('en');
  });

  it("the visitor's cookie beats the browser; a bad cookie is ignored", async () => {
    const pt = await page('/minigames/mines', { cookie: 'lang=pt-PT; age=true', 'accept-language': 'pt-BR' });
    expect(pt.lang).toBe('pt-PT');
    expect(pt.body).toContain('href="/assets/pt-PT-2.js"');
    expect(pt.body).toContain('A comunidade da stream');
    expect((await page('/', { cookie: 'lang=xx', 'accept-language': 'pt-BR' })).lang).toBe('pt-BR');
  });

  it('the admin default applies to the next page of a visitor with no match', async () => {
    await setSite({ defaultLocale: 'pt-PT' });
    // The first HTML reads the default through a 5-second cache on other instances; this one drops it
    // when it saves. `web` is another instance over the same database: within 5 s it follows.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await page('/', { 'accept-language': 'de' })).lang).toBe('pt-PT');
    expect((await page('/', { 'accept-language': 'en' })).lang).toBe('en');
  });

  it('an overlay takes ?lang=, else the site default, never the cookie or the browser', async () => {
    await setSite({ defaultLocale: 'pt-BR' });
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await page('/overlay/hunt?key=k&lang=en', { cookie: 'lang=pt-PT', 'accept-language': 'pt-PT' })).lang).toBe(
      'en',
    );
    expect((await page('/overlay/hunt?key=k', { cookie: 'lang=pt-PT', 'accept-language': 'en' })).lang).toBe('pt-BR');
    expect((await page('/overlay/hunt?key=k&lang=fr')).lang).toBe('pt-BR');
    expect((await page('/overlay/gtb?lang=pt-PT')).lang).toBe('pt-PT');
  });
});

describe("the server's own pages are in the visitor's language", () => {
  // The site default is cached per instance for 5 s and the database reset between tests does not
  // drop it: saving it does.
  beforeEach(async () => {
    await setSite({ defaultLocale: 'en' });
  });
  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const demoPage = async (headers: Record<string, string>, platform = 'twitch') => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/auth/demo?state=s&platform=${platform}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers.vary).toContain('Accept-Language');
    return { lang: /<html lang="([^"]+)">/.exec(res.body)?.[1], body: res.body };
  };
  // A plain form post from another site, as a browser sends it: refused with a page, not JSON.
  const refusedForm = async (headers: Record<string, string>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/demo',
      headers: {
        origin: 'http://evil.test',
        accept: BROWSER_ACCEPT,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: 'state=x&account=viewer',
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<code>BAD_ORIGIN</code>');
    return { lang: /<html lang="([^"]+)">/.exec(res.body)?.[1], body: res.body };
  };

  it('the demo sign-in page: English by default, the lang cookie (pt-PT) first, else the browser (pt-BR)', async () => {
    const en = await demoPage({});
    expect(en.lang).toBe('en');
    expect(en.body).toContain('<h1>Demo sign-in (Twitch)</h1>');
    expect(en.body).toContain('Sign in as this viewer');

    const pt = await demoPage({ cookie: 'lang=pt-PT', 'accept-language': 'pt-BR' });
    expect(pt.lang).toBe('pt-PT');
    expect(pt.body).toContain('<title>Início de sessão de demonstração (Twitch)</title>');
    expect(pt.body).toContain('Este servidor não tem credenciais de Twitch, por isso');
    expect(pt.body).toContain('Iniciar sessão como este viewer');
    expect(pt.body).toContain('na primeira utilização');
    expect(pt.body).not.toMatch(/Sign in|Choose an account|Cancel</);

    const br = await demoPage({ 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' }, 'kick');
    expect(br.lang).toBe('pt-BR');
    expect(br.body).toContain('<h1>Login de demonstração (Kick)</h1>');
    expect(br.body).toContain('Um viewer no Kick (outra pessoa até as contas serem vinculadas)');
    expect(br.body).toContain('no primeiro uso');
    expect(br.body).toContain('>Entrar como este viewer</button>');
    expect(br.body).toContain('>Cancelar</a>');
    // The controls the browser tests use stay the same in every language.
    for (const body of [en.body, pt.body, br.body]) {
      expect(body).toContain('data-account="throwaway"');
      expect(body).toContain('data-testid="throwaway-login"');
    }
  });

  it('the demo sign-in page follows the site default when the visitor gives nothing to go by', async () => {
    await setSite({ defaultLocale: 'pt-PT' });
    expect((await demoPage({ 'accept-language': 'de' })).lang).toBe('pt-PT');
    expect((await demoPage({ 'accept-language': 'en-GB' })).lang).toBe('en');
  });

  it('the page of a refused form post (BAD_ORIGIN): in the cookie or browser language, the code unchanged', async () => {
    const en = await refusedForm({});
    expect(en.lang).toBe('en');
    expect(en.body).toContain('Go to http://localhost:');
    expect(en.body).toContain('Error code:');

    const pt = await refusedForm({ cookie: 'lang=pt-PT' });
    expect(pt.lang).toBe('pt-PT');
    expect(pt.body).toContain('<title>Este formulário foi enviado a partir de outro endereço</title>');
    expect(pt.body).toContain('O formulário foi enviado a partir de http://evil.test');
    expect(pt.body).toContain('(a definição PUBLIC_URL)');
    expect(pt.body).toContain('>Ir para http://localhost:');
    expect(pt.body).toContain('Código de erro:');
    expect(pt.body).not.toMatch(/Go to|Error code|The form/);

    const br = await refusedForm({ 'accept-language': 'pt-BR' });
    expect(br.lang).toBe('pt-BR');
    expect(br.body).toContain('O formulário foi enviado de http://evil.test');
    expect(br.body).toContain('(a configuração PUBLIC_URL)');
    expect(br.body).toContain('Código do erro:');

    await setSite({ defaultLocale: 'pt-BR' });
    expect((await refusedForm({ 'accept-language': 'de' })).lang).toBe('pt-BR');
  });
});
