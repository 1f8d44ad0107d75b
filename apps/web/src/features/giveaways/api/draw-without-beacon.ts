import type { Giveaway } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useGiveawayAdminMutation } from './keys';

/**
 * POST /admin/giveaways/{id}/draw-without-beacon {reason} (admin): when no drand relay answers, closes
 * and draws now without the public beacon; the proof says so with the reason (ADR 066).
 */
export const drawWithoutBeacon = ({ id, reason }: { id: string; reason: string }) =>
  api<Giveaway>(`/admin/giveaways/${encodeURIComponent(id)}/draw-without-beacon`, {
    method: 'POST',
    body: { reason },
  });

export const useDrawWithoutBeacon = () => useGiveawayAdminMutation(drawWithoutBeacon);
