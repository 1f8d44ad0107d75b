import type { OverlayKeyCreated } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /admin/overlay-key/reveal: the current key again (audited); the OBS sources keep working. */
export const revealOverlayKey = () => api<OverlayKeyCreated>('/admin/overlay-key/reveal', { method: 'POST' });

export const useRevealOverlayKey = () => useMutation({ mutationFn: revealOverlayKey });
