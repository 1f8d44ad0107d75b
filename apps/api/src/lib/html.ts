import type { Locale } from '@app/contracts';

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Whether a request is a browser navigation that wants a page rather than JSON: a plain HTML form post
 * or a link followed. The app's own fetch calls ask for JSON (or anything), never text/html first.
 */
export function wantsHtmlPage(accept: string | undefined): boolean {
  if (!accept) return false;
  const first = accept.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'text/html';
}

/**
 * A small readable error page in the site's dark style, plain HTML with no script (it works under the
 * strict CSP), in `lang`: the caller passes texts already in that language (`codeLabel` introduces the
 * stable error code). Every value is escaped here.
 */
export function renderErrorPage(opts: {
  lang: Locale;
  title: string;
  paragraphs: string[];
  code: string;
  codeLabel: string;
  link?: { href: string; label: string };
}): string {
  const paragraphs = opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n  ');
  const link = opts.link ? `<p><a href="${escapeHtml(opts.link.href)}">${escapeHtml(opts.link.label)}</a></p>` : '';
  return `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title>
<style>
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0e0e10;color:#efeff1;font:16px system-ui,sans-serif}
  main{width:min(480px,92vw);background:#18181b;border:1px solid #2f2f35;border-radius:16px;padding:28px}
  h1{font-size:20px;margin:0 0 12px}p{color:#adadb8;margin:0 0 14px;font-size:15px;line-height:1.5}
  a{color:#bf94ff}code{color:#efeff1}
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(opts.title)}</h1>
  ${paragraphs}
  ${link}
  <p><small>${escapeHtml(opts.codeLabel)} <code>${escapeHtml(opts.code)}</code></small></p>
</main>
</body>
</html>
`;
}
