import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatTimerInput, CustomChat, CustomCommandInput } from '../types';
import { customChatQueryKey } from './keys';

const BASE = '/admin/chat-commands';

/** GET /admin/chat-commands/custom: the admin's own commands and timers. */
export const getCustomChat = () => api<CustomChat>(`${BASE}/custom`);

export const customChatQueryOptions = () => queryOptions({ queryKey: customChatQueryKey, queryFn: getCustomChat });

export const useCustomChat = () => useQuery(customChatQueryOptions());

/** One write of a custom command or timer: add (no id), edit (id), delete (id, no input). Answers the new lists. */
export type CustomChatWrite =
  { kind: 'custom'; id?: string; input?: CustomCommandInput } | { kind: 'timers'; id?: string; input?: ChatTimerInput };

export const writeCustomChat = (w: CustomChatWrite) =>
  api<CustomChat>(w.id ? `${BASE}/${w.kind}/${w.id}` : `${BASE}/${w.kind}`, {
    method: w.id ? (w.input ? 'PUT' : 'DELETE') : 'POST',
    ...(w.input ? { body: w.input } : {}),
  });

export function useWriteCustomChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeCustomChat,
    onSuccess: (view) => queryClient.setQueryData(customChatQueryKey, view),
  });
}
