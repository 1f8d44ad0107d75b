import { PLATFORM_NAMES, type Locale, type Platform } from '@app/contracts';
import { escapeHtml } from '../../lib/html';

/**
 * The demo page's texts per language (ADR 057): a server-rendered page takes its words from a record
 * here, as the first HTML does (plugins/page-texts.ts), never from the web's catalogs. `name` is the
 * platform's name (Twitch, Kick), `prefix` the throwaway login's prefix (`kick:` or nothing).
 */
export type DemoPageTexts = {
  title: (name: string) => string;
  intro: (name: string) => string;
  viewer: string;
  admin: string;
  kickViewer: string;
  kickAdmin: string;
  throwaway: (prefix: string) => string;
  throwawaySubmit: string;
  cancel: string;
};

export const DEMO_PAGE_TEXTS: Record<Locale, DemoPageTexts> = {
  en: {
    title: (name) => `Demo sign-in (${name})`,
    intro: (name) =>
      `${name} is not configured on this server, so this local page stands in for it. Choose an account; it returns to the site through the same callback ${name} uses.`,
    viewer: 'A viewer with demo points',
    admin: 'An admin of the site',
    kickViewer: 'A viewer on Kick (another person until linked)',
    kickAdmin: 'An admin of the site, on Kick',
    throwaway: (prefix) =>
      `Or a throwaway viewer, created on first use with demo points: a login of ${prefix}e2e_ and up to 20 of a-z, 0-9, _`,
    throwawaySubmit: 'Sign in as this viewer',
    cancel: 'Cancel',
  },
  'pt-PT': {
    title: (name) => `Início de sessão de demonstração (${name})`,
    intro: (name) =>
      `Este servidor não tem credenciais de ${name}, por isso esta página local faz esse papel. Escolha uma conta: o regresso ao site passa pelo mesmo endereço de retorno de ${name}.`,
    viewer: 'Um viewer com pontos de demonstração',
    admin: 'Um administrador do site',
    kickViewer: 'Um viewer no Kick (outra pessoa até as contas serem associadas)',
    kickAdmin: 'Um administrador do site, no Kick',
    throwaway: (prefix) =>
      `Ou um viewer descartável, criado na primeira utilização com pontos de demonstração: um login ${prefix}e2e_ seguido de até 20 caracteres entre a-z, 0-9 e _`,
    throwawaySubmit: 'Iniciar sessão como este viewer',
    cancel: 'Cancelar',
  },
  'pt-BR': {
    title: (name) => `Login de demonstração (${name})`,
    intro: (name) =>
      `Este servidor não tem credenciais de ${name}, então esta página local faz esse papel. Escolha uma conta: a volta para o site passa pelo mesmo endereço de retorno de ${name}.`,
    viewer: 'Um viewer com pontos de demonstração',
    admin: 'Um administrador do site',
    kickViewer: 'Um viewer no Kick (outra pessoa até as contas serem vinculadas)',
    kickAdmin: 'Um administrador do site, no Kick',
    throwaway: (prefix) =>
      `Ou um viewer descartável, criado no primeiro uso com pontos de demonstração: um login ${prefix}e2e_ seguido de até 20 caracteres entre a-z, 0-9 e _`,
    throwawaySubmit: 'Entrar como este viewer',
    cancel: 'Cancelar',
  },
};

/**
 * The built-in local sign-in page, standing in for Twitch or Kick (`platform`): that platform's demo
 * accounts, in the request's language (`locale`). Plain HTML (no script), so it works under the strict
 * CSP. Browser tests find its controls by `data-account` and `data-testid`, whatever the language.
 */
export function renderDemoPage(state: string, platform: Platform, locale: Locale): string {
  const texts = DEMO_PAGE_TEXTS[locale];
  const s = escapeHtml(state);
  const name = PLATFORM_NAMES[platform];
  const account = (value: string, avatar: string, label: string, hint: string) => `
      <form method="post" action="/api/v1/auth/demo">
        <input type="hidden" name="state" value="${s}">
        <input type="hidden" name="account" value="${value}">
        <button type="submit" data-account="${value}"><img src="/avatars/demo-${avatar}.svg" alt="" width="40" height="40"><span><strong>${label}</strong><small>${escapeHtml(hint)}</small></span></button>
      </form>`;
  const accounts =
    platform === 'kick'
      ? account('kick_viewer', 'viewer', 'DemoKickViewer', texts.kickViewer) +
        account('kick_admin', 'admin', 'DemoKickAdmin', texts.kickAdmin)
      : account('viewer', 'viewer', 'DemoViewer', texts.viewer) + account('admin', 'admin', 'DemoAdmin', texts.admin);
  const throwawayPrefix = platform === 'kick' ? 'kick:' : '';
  const title = escapeHtml(texts.title(name));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0e0e10;color:#efeff1;font:16px system-ui,sans-serif}
  main{width:min(420px,92vw);background:#18181b;border:1px solid #2f2f35;border-radius:16px;padding:28px}
  h1{font-size:20px;margin:0 0 6px}p{color:#adadb8;margin:0 0 20px;font-size:14px;line-height:1.5}
  form{margin:0 0 12px}button{width:100%;display:flex;gap:14px;align-items:center;text-align:left;background:#26262c;color:inherit;border:1px solid #3a3a44;border-radius:12px;padding:12px 14px;cursor:pointer;font:inherit}
  button:hover{border-color:#9147ff}img{border-radius:50%}span{display:flex;flex-direction:column}small{color:#adadb8}
  a{color:#bf94ff;font-size:14px}
  form.throwaway{margin:20px 0 16px;font-size:14px;color:#adadb8}
  label{display:flex;flex-direction:column;gap:6px}input{background:#0e0e10;color:#efeff1;border:1px solid #3a3a44;border-radius:8px;padding:10px;font:inherit}
  form.throwaway button{margin-top:10px;justify-content:center}
</style>
</head>
<body>
<main>
  <h1>${title}</h1>
  <p>${escapeHtml(texts.intro(name))}</p>
  ${accounts}
  <form class="throwaway" method="post" action="/api/v1/auth/demo">
    <input type="hidden" name="state" value="${s}">
    <label>${escapeHtml(texts.throwaway(throwawayPrefix))}
      <input name="account" data-testid="throwaway-login" required pattern="${throwawayPrefix}e2e_[a-z0-9_]{1,20}" maxlength="29" autocomplete="off" spellcheck="false" placeholder="${throwawayPrefix}e2e_someone"></label>
    <button type="submit" data-account="throwaway">${escapeHtml(texts.throwawaySubmit)}</button>
  </form>
  <a href="/login?error=access_denied&amp;error_description=The+user+denied+you+access&amp;state=${s}" data-testid="demo-cancel">${escapeHtml(texts.cancel)}</a>
</main>
</body>
</html>`;
}
