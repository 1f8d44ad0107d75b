import type { Transparency } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transparencyReportQueryKey } from './keys';

/** GET /transparency?period=: the public report of a Lisbon month ('YYYY-MM') or of all time ('all'). */
export const getTransparency = (period: string) =>
  api<Transparency>(`/transparency?period=${encodeURIComponent(period)}`);

/** The report; the previous period's stays on screen while the next one loads. */
export const useTransparency = (period: string) =>
  useQuery({
    queryKey: transparencyReportQueryKey(period),
    queryFn: () => getTransparency(period),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
