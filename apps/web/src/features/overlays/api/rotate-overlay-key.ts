import type { OverlayKeyCreated } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overlayKeyStatusKey } from './keys';

/** POST /admin/overlay-key: a new key (shown once); the old one stops working. */
export const rotateOverlayKey = () => api<OverlayKeyCreated>('/admin/overlay-key', { method: 'POST' });

export function useRotateOverlayKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateOverlayKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overlayKeyStatusKey }),
  });
}
