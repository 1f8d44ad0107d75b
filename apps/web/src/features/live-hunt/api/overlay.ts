import type { LiveHunt } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, ApiError } from '@/lib/api-client';
import { POLL_MS } from './live-hunt';

/**
 * The hunt for an OBS overlay: the key from the URL is checked by the outside call
 * (`x-api-key`); updates come by the same SSE push as the page, with 5 s polling while it is down.
 */
export function useOverlayHunt(key: string) {
  const [streaming, setStreaming] = useState(false);
  const queryClient = useQueryClient();
  const queryKey = ['overlay', key] as const;
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const res = await fetch('/api/v1/overlay/bonus-hunt/active', { headers: { 'x-api-key': key, accept: 'application/json' } });
      if (!res.ok) throw new ApiError(res.status, res.status === 401 ? 'UNAUTHENTICATED' : 'HTTP_ERROR', res.status === 401 ? 'Invalid overlay key.' : `Request failed (${res.status}).`);
      return ((await res.json()) as { hunt: LiveHunt | null }).hunt;
    },
    retry: (count, err) => !(err instanceof ApiError && err.status === 401) && count < 3,
    refetchInterval: (q) => (q.state.error || streaming ? false : POLL_MS),
  });
  const authorised = query.isSuccess;
  useEffect(() => {
    if (!authorised || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/live-hunt/events');
    source.onopen = () => setStreaming(true);
    source.onerror = () => setStreaming(false);
    source.addEventListener('hunt', (e) => {
      setStreaming(true);
      queryClient.setQueryData(['overlay', key], (JSON.parse((e as MessageEvent<string>).data) as { hunt: LiveHunt | null }).hunt);
    });
    return () => source.close();
  }, [authorised, key, queryClient]);
  return query;
}

export const overlayKeyQueryKey = ['admin', 'overlay-key'] as const;
export const useOverlayKeyStatus = () => useQuery({ queryKey: overlayKeyQueryKey, queryFn: () => api<{ exists: boolean; createdAt: string | null }>('/admin/overlay-key') });
export function useRotateOverlayKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ key: string; createdAt: string }>('/admin/overlay-key', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overlayKeyQueryKey }),
  });
}
