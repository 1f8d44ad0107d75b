import { useMe } from './session';

/**
 * Whether someone is signed in, for screens outside the auth feature: undefined while unknown,
 * then true or false.
 */
export function useIsSignedIn(): boolean | undefined {
  const { data } = useMe();
  return data === undefined ? undefined : data !== null;
}
