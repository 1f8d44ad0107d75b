import type { Leaderboard, Sponsor } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useSponsors = () => useQuery({ queryKey: ['sponsors'], queryFn: () => api<Sponsor[]>('/sponsors') });

/** A timestamp inside a 'YYYY-MM' month wherever Lisbon's offset is: midday UTC of its first day. */
export const startOfPeriod = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return Math.floor(Date.UTC(y!, m! - 1, 1, 12) / 1000);
};

export const useWagerBoard = (slug: string | undefined, period?: string) =>
  useQuery({
    queryKey: ['wager-board', slug, period ?? 'current'],
    enabled: Boolean(slug),
    queryFn: () =>
      api<Leaderboard>(
        `/leaderboard/${encodeURIComponent(slug!)}${period ? `?startTimestamp=${startOfPeriod(period)}` : ''}`,
      ),
    refetchInterval: period ? false : 60_000,
  });

export function useRefreeze() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, period }: { slug: string; period: string }) =>
      api<void>(`/admin/sponsors/${encodeURIComponent(slug)}/refreeze`, {
        method: 'POST',
        body: { period, confirm: true },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wager-board'] }),
  });
}

export const formatUsd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** 'November 2024' for '2024-11'. */
export const monthLabel = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(startOfPeriod(period) * 1000),
  );
