import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatCommandLogEntry } from '../types';
import { chatCommandLogQueryKey } from './keys';

/** GET /admin/chat-commands/log: the last 500 runs, newest first. */
export const getChatCommandLog = () => api<ChatCommandLogEntry[]>('/admin/chat-commands/log');

export const chatCommandLogQueryOptions = () =>
  queryOptions({ queryKey: chatCommandLogQueryKey, queryFn: getChatCommandLog, refetchInterval: 15_000 });

export const useChatCommandLog = () => useQuery(chatCommandLogQueryOptions());
