import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChatAnnouncementSettings } from '../types';
import { chatAnnouncementsQueryKey } from './keys';

/** GET /admin/chat-announcements: the announcements switched on per platform. */
export const getChatAnnouncements = () => api<ChatAnnouncementSettings>('/admin/chat-announcements');

export const chatAnnouncementsQueryOptions = () =>
  queryOptions({ queryKey: chatAnnouncementsQueryKey, queryFn: getChatAnnouncements });

export const useChatAnnouncements = () => useQuery(chatAnnouncementsQueryOptions());
