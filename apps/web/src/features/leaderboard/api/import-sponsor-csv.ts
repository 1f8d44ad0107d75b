import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshSponsors } from './keys';

export type SponsorCsvImport = { slug: string; period: string; csv: string };

/** POST /admin/sponsors/{slug}/import: a month's wagers as `username,wagered` lines. */
export const importSponsorCsv = ({ slug, period, csv }: SponsorCsvImport) =>
  api<{ imported: number; skipped: number }>(`/admin/sponsors/${encodeURIComponent(slug)}/import`, {
    method: 'POST',
    body: { period, csv },
  });

export function useImportSponsorCsv() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importSponsorCsv, onSuccess: () => void refreshSponsors(queryClient) });
}
