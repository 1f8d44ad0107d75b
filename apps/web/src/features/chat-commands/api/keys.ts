export const chatCommandsQueryKey = ['admin-chat-commands'] as const;
export const chatCommandLogQueryKey = ['admin-chat-commands', 'log'] as const;
export const customChatQueryKey = ['admin-chat-commands', 'custom'] as const;
