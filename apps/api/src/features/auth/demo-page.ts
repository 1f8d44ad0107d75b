import { PLATFORM_NAMES, type Platform } from '@app/contracts';
import { escapeHtml } from '../../lib/html';

/**
 * The built-in local sign-in page, standing in for Twitch or Kick (`platform`): that platform's demo
 * accounts. Plain HTML (no script), so it works under the strict CSP.
 */
export function renderDemoPage(state: string, platform: Platform = 'twitch'): string {
  const s = escapeHtml(state);
  const name = PLATFORM_NAMES[platform];
  const account = (value: string, avatar: string, label: string, hint: string) => `
      <form method="post" action="/api/v1/auth/demo">
        <input type="hidden" name="state" value="${s}">
        <input type="hidden" name="account" value="${value}">
        <button type="submit" data-account="${value}"><img src="/avatars/demo-${avatar}.svg" alt="" width="40" height="40"><span><strong>${label}</strong><small>${hint}</small></span></button>
      </form>`;
  const accounts =
    platform === 'kick'
      ? account('kick_viewer', 'viewer', 'DemoKickViewer', 'A viewer on Kick (another person until linked)') +
        account('kick_admin', 'admin', 'DemoKickAdmin', 'An admin of the site, on Kick')
      : account('viewer', 'viewer', 'DemoViewer', 'A viewer with demo points') +
        account('admin', 'admin', 'DemoAdmin', 'An admin of the site');
  const throwawayPrefix = platform === 'kick' ? 'kick:' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo sign-in (${name})</title>
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
  <h1>Demo sign-in (${name})</h1>
  <p>${name} is not configured on this server, so this local page stands in for it. Choose an account; it returns to the site through the same callback ${name} uses.</p>
  ${accounts}
  <form class="throwaway" method="post" action="/api/v1/auth/demo">
    <input type="hidden" name="state" value="${s}">
    <label>Or a throwaway viewer, created on first use with demo points: a login of ${throwawayPrefix}e2e_ and up to 20 of a-z, 0-9, _
      <input name="account" required pattern="${throwawayPrefix}e2e_[a-z0-9_]{1,20}" maxlength="29" autocomplete="off" spellcheck="false" placeholder="${throwawayPrefix}e2e_someone"></label>
    <button type="submit" data-account="throwaway">Sign in as this viewer</button>
  </form>
  <a href="/login?error=access_denied&amp;error_description=The+user+denied+you+access&amp;state=${s}">Cancel</a>
</main>
</body>
</html>`;
}
