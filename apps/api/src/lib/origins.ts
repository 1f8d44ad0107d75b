const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a state-changing request may come from: PUBLIC_URL's, and in development, when PUBLIC_URL
 * is a loopback address, the other loopback names of the same scheme and port (a developer opening
 * http://127.0.0.1:3000 of a site configured as http://localhost:3000 is the same site on the same
 * machine). Production accepts PUBLIC_URL's origin alone.
 */
export function allowedOrigins(publicUrl: string, isProduction: boolean): Set<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (isProduction || !LOOPBACK_HOSTS.includes(url.hostname)) return origins;
  for (const host of LOOPBACK_HOSTS) {
    const alias = new URL(url.origin);
    alias.hostname = host;
    origins.add(alias.origin);
  }
  return origins;
}

/**
 * In development, the canonical address of a request that reached the site through another loopback
 * name of PUBLIC_URL (http://127.0.0.1:3000 for http://localhost:3000), else null. A platform's OAuth
 * round trip returns to PUBLIC_URL, so the sign-in must start there for its flow cookie to come back.
 */
export function canonicalLoopbackUrl(
  publicUrl: string,
  isProduction: boolean,
  host: string | undefined,
  path: string,
): string | null {
  if (!host) return null;
  const publicOrigin = new URL(publicUrl);
  let origin: string;
  try {
    origin = new URL(`${publicOrigin.protocol}//${host}`).origin;
  } catch {
    return null;
  }
  if (origin === publicOrigin.origin || !allowedOrigins(publicUrl, isProduction).has(origin)) return null;
  return new URL(path, publicOrigin.origin).toString();
}
