import type { OverlaySettings, OverlaySettingsView } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOverlaySettingsKey } from './keys';

/** PUT /admin/overlay-settings: the overlays take it through their push. */
export const saveOverlaySettings = (settings: OverlaySettings) =>
  api<OverlaySettingsView>('/admin/overlay-settings', { method: 'PUT', body: settings });

export function useSaveOverlaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOverlaySettings,
    onSuccess: (view) => queryClient.setQueryData(adminOverlaySettingsKey, view),
  });
}
