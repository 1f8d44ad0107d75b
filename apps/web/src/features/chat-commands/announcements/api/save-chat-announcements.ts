import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatAnnouncementSettings } from '../types';
import { chatAnnouncementsQueryKey } from './keys';

/** PUT /admin/chat-announcements: saves every switch; answers the saved switches. */
export const saveChatAnnouncements = (settings: ChatAnnouncementSettings) =>
  api<ChatAnnouncementSettings>('/admin/chat-announcements', { method: 'PUT', body: settings });

export function useSaveChatAnnouncements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatAnnouncements,
    onSuccess: (saved) => queryClient.setQueryData(chatAnnouncementsQueryKey, saved),
  });
}
