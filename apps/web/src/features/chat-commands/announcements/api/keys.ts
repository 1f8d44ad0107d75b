export const chatAnnouncementsQueryKey = ['admin-chat-announcements'] as const;
