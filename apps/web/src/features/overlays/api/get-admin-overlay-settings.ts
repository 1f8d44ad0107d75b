import type { OverlaySettingsView } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOverlaySettingsKey } from './keys';

/** GET /admin/overlay-settings. */
export const getAdminOverlaySettings = () => api<OverlaySettingsView>('/admin/overlay-settings');

export const adminOverlaySettingsQueryOptions = () =>
  queryOptions({ queryKey: adminOverlaySettingsKey, queryFn: getAdminOverlaySettings });

export const useAdminOverlaySettings = () => useQuery(adminOverlaySettingsQueryOptions());
