// The session query lives in lib/session.ts so every feature can read it; auth re-exports it.
export { getMe, meQueryKey, meQueryOptions, useMe } from '@/lib/session';
