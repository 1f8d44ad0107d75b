import type { LiveHuntView } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { POLL_MS, previewHuntKey } from './keys';

/** GET /live-hunt, the hunt only: the public view the admin's session reads anyway. */
export const getPreviewHunt = async () => (await api<LiveHuntView>('/live-hunt')).hunt;

/** The current hunt for the preview. */
export const previewHuntQueryOptions = () =>
  queryOptions({ queryKey: previewHuntKey, queryFn: getPreviewHunt, refetchInterval: POLL_MS });

export const usePreviewHunt = () => useQuery(previewHuntQueryOptions());
