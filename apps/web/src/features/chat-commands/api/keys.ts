export const chatCommandsQueryKey = ['admin-chat-commands'] as const;
export const chatCommandLogQueryKey = ['admin-chat-commands', 'log'] as const;
