import type { AdminSponsor, SponsorPatch } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /admin/sponsors/{slug}: only the fields sent change; `credentials: null` clears them. */
export const updateSponsor = (slug: string, patch: SponsorPatch) =>
  api<AdminSponsor>(`/admin/sponsors/${encodeURIComponent(slug)}`, { method: 'PATCH', body: patch });

/** `onSaved` gets the saved sponsor (the editor closes and the lists refresh there). */
export function useUpdateSponsor(slug: string, onSaved: (saved: AdminSponsor) => void) {
  return useMutation({ mutationFn: (patch: SponsorPatch) => updateSponsor(slug, patch), onSuccess: onSaved });
}
