import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatCommandSettings, ChatCommandsAdmin } from '../types';
import { chatCommandsQueryKey } from './keys';

/** PUT /admin/chat-commands: saves every command and the template overrides; answers the new view. */
export const saveChatCommands = (settings: ChatCommandSettings) =>
  api<ChatCommandsAdmin>('/admin/chat-commands', { method: 'PUT', body: settings });

export function useSaveChatCommands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatCommands,
    onSuccess: (view) => queryClient.setQueryData(chatCommandsQueryKey, view),
  });
}
