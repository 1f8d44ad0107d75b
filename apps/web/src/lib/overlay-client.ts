import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';

/** A GET with the overlay key in `x-api-key` (the key guards the OBS pages, ADR 029); the overlays and giveaways features share it. */
export async function withKey<T>(path: string, key: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      headers: { 'x-api-key': key, accept: 'application/json' },
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
  }
  if (!res.ok)
    throw new ApiError(
      res.status,
      res.status === 401 ? 'UNAUTHENTICATED' : 'HTTP_ERROR',
      res.status === 401 ? 'Invalid overlay key.' : `Request failed (${res.status}).`,
    );
  return (await res.json()) as T;
}

/** A wrong key will not get better by asking again. */
export const noRetryOn401 = (count: number, err: Error) =>
  !(err instanceof ApiError && err.status === 401) && count < 3;

/** OBS browser sources draw over the game: the page itself has no background at all. */
export function useTransparentBackground() {
  useEffect(() => {
    const html = document.documentElement;
    const previous = [html.style.background, document.body.style.background, html.style.colorScheme];
    html.style.background = 'transparent';
    document.body.style.background = 'transparent';
    // A dark colour scheme would give the canvas a dark backdrop in some browsers.
    html.style.colorScheme = 'normal';
    return () => {
      html.style.background = previous[0]!;
      document.body.style.background = previous[1]!;
      html.style.colorScheme = previous[2]!;
    };
  }, []);
}
