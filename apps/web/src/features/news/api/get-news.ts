import type { News } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /news: the crypto news cards (the server keeps the token and the last good copy). */
export const getNews = () => api<News>('/news');

export const newsQueryOptions = () => queryOptions({ queryKey: ['news'], queryFn: getNews });

export const useNews = () => useQuery(newsQueryOptions());
