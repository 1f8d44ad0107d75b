import type { ChatGift, ChatGiftResult } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useEarningMutation } from './keys';

/** POST /admin/earning/chat-gift: points to everyone present in chat now, once per gift id. */
export const giveToChat = (gift: ChatGift) =>
  api<ChatGiftResult>('/admin/earning/chat-gift', { method: 'POST', body: gift });

export const useGiveToChat = () => useEarningMutation(giveToChat);
