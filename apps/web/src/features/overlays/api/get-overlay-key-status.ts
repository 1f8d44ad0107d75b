import type { OverlayKeyStatus } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overlayKeyStatusKey } from './keys';

/** GET /admin/overlay-key: whether a key exists and since when (never the key). */
export const getOverlayKeyStatus = () => api<OverlayKeyStatus>('/admin/overlay-key');

export const overlayKeyStatusQueryOptions = () =>
  queryOptions({ queryKey: overlayKeyStatusKey, queryFn: getOverlayKeyStatus });

export const useOverlayKeyStatus = () => useQuery(overlayKeyStatusQueryOptions());
