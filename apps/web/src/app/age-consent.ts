import { getCookie, setCookie } from '@/lib/cookies';

/** The age gate's answer lives 24 h in this cookie: 'true' (entered) or 'false' (refused). */
export const AGE_COOKIE = 'age';
const AGE_COOKIE_SECONDS = 24 * 60 * 60;
/** The id of the server's static copy of the gate (apps/api/src/plugins/age-gate-html.ts). */
export const STATIC_GATE_ID = 'age-gate';

export type AgeConsent = 'true' | 'false' | undefined;

export function readAgeConsent(): AgeConsent {
  const value = getCookie(AGE_COOKIE);
  return value === 'true' || value === 'false' ? value : undefined;
}

export function storeAgeConsent(value: 'true' | 'false'): void {
  setCookie(AGE_COOKIE, value, AGE_COOKIE_SECONDS);
}
