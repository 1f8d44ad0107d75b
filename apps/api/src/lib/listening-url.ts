import type { AddressInfo } from 'node:net';

/**
 * The address the server really listens on (PORT=0 picks a free port) as a URL a person can open;
 * a wildcard host is shown as localhost.
 */
export function listeningUrl(address: string | AddressInfo | null, host: string): string {
  if (!address) return host;
  if (typeof address === 'string') return address;
  const wildcard = address.address === '0.0.0.0' || address.address === '::' || address.address === '';
  const shown = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${shown}:${address.port}`;
}
