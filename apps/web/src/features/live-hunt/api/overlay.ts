import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The overlay pages themselves and their settings live in features/overlays (/admin/overlays).
export const overlayKeyQueryKey = ['admin', 'overlay-key'] as const;
export const useOverlayKeyStatus = () => useQuery({ queryKey: overlayKeyQueryKey, queryFn: () => api<{ exists: boolean; createdAt: string | null }>('/admin/overlay-key') });
export function useRotateOverlayKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ key: string; createdAt: string }>('/admin/overlay-key', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overlayKeyQueryKey }),
  });
}
