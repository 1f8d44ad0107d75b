import { z } from 'zod';

/**
 * True for an absolute https URL with a host (`https://cdn.example/x.png`), or for a path this site
 * serves itself (`/shop-images/x.svg`). Refuses protocol-relative `//host/x` and `/\host/x` (which
 * browsers read as another host), other schemes, credentials and whitespace.
 */
export function isHttpsOrSitePath(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return /^\/(?![/\\])[\w\-./]*$/.test(value) && !value.includes('..');
  // https://, then a host (no credentials, no slash or backslash first), an optional port, the rest.
  return /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(value) && !/^https:\/\/[.-]/i.test(value);
}

/** An image the admin points at: an absolute https URL, or a path the site serves itself. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isHttpsOrSitePath, 'must be an absolute https:// URL (or a path of this site)');
