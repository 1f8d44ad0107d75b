import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatCommandsAdmin } from '../types';
import { chatCommandsQueryKey } from './keys';

/** GET /admin/chat-commands: the settings, their defaults, the chat connection per platform. */
export const getChatCommands = () => api<ChatCommandsAdmin>('/admin/chat-commands');

export const chatCommandsQueryOptions = () =>
  queryOptions({ queryKey: chatCommandsQueryKey, queryFn: getChatCommands });

export const useChatCommands = () => useQuery(chatCommandsQueryOptions());
