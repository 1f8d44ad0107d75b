import type { LiveHunt, LiveHuntView, OverlaySettings, OverlaySettingsView } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, ApiError } from '@/lib/api-client';

/** While the push is down, the overlay asks every 5 s (the live hunt page's rhythm). */
export const POLL_MS = 5_000;

/** A GET with the overlay key in `x-api-key` (the key guards the overlay, ADR 029). */
async function withKey<T>(path: string, key: string): Promise<T> {
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

const noRetryOn401 = (count: number, err: Error) => !(err instanceof ApiError && err.status === 401) && count < 3;

/**
 * What an OBS overlay draws: the hunt and the settings, both read with the key from the URL. Updates
 * come by the live hunt's SSE push (each event carries the whole public hunt); every event also
 * re-reads the settings, so a save on /admin/overlays (announced as an event) shows at once. While the
 * push is down both are polled.
 */
export function useOverlayFeed(key: string) {
  const [streaming, setStreaming] = useState(false);
  const queryClient = useQueryClient();
  const hunt = useQuery({
    queryKey: ['overlay', 'hunt', key],
    queryFn: async () => (await withKey<{ hunt: LiveHunt | null }>('/overlay/bonus-hunt/active', key)).hunt,
    enabled: key !== '',
    retry: noRetryOn401,
    refetchInterval: (q) => (q.state.error || streaming ? false : POLL_MS),
  });
  const settings = useQuery({
    queryKey: ['overlay', 'settings', key],
    queryFn: async () => (await withKey<OverlaySettingsView>('/overlay/settings', key)).settings,
    enabled: key !== '',
    retry: noRetryOn401,
    refetchInterval: (q) => (q.state.error || streaming ? false : POLL_MS * 6),
  });
  const authorised = hunt.isSuccess;
  useEffect(() => {
    if (!authorised || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/live-hunt/events');
    source.onopen = () => setStreaming(true);
    source.onerror = () => setStreaming(false);
    source.addEventListener('hunt', (e) => {
      setStreaming(true);
      queryClient.setQueryData(
        ['overlay', 'hunt', key],
        (JSON.parse((e as MessageEvent<string>).data) as { hunt: LiveHunt | null }).hunt,
      );
      void queryClient.invalidateQueries({ queryKey: ['overlay', 'settings', key] });
    });
    return () => source.close();
  }, [authorised, key, queryClient]);
  return { hunt, settings };
}

// ---- admin (/admin/overlays) ----

const settingsKey = ['admin', 'overlay-settings'] as const;
export const useAdminOverlaySettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: () => api<OverlaySettingsView>('/admin/overlay-settings') });
export function useSaveOverlaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OverlaySettings) =>
      api<OverlaySettingsView>('/admin/overlay-settings', { method: 'PUT', body: settings }),
    onSuccess: (view) => queryClient.setQueryData(settingsKey, view),
  });
}

/** The current hunt for the preview (the public view the admin's session reads anyway). */
export const usePreviewHunt = () =>
  useQuery({
    queryKey: ['admin', 'overlay-preview-hunt'],
    queryFn: async () => (await api<LiveHuntView>('/live-hunt')).hunt,
    refetchInterval: POLL_MS,
  });

const keyStatusKey = ['admin', 'overlay-key'] as const;
export const useOverlayKeyStatus = () =>
  useQuery({
    queryKey: keyStatusKey,
    queryFn: () => api<{ exists: boolean; createdAt: string | null }>('/admin/overlay-key'),
  });
export function useRotateOverlayKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ key: string; createdAt: string }>('/admin/overlay-key', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyStatusKey }),
  });
}
