import type {
  CoolOffLength,
  ExclusionLength,
  ResponsiblePlayLimitsInput,
  ResponsiblePlayNet,
  ResponsiblePlayState,
} from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The viewer's responsible play (ADR 067), shared by the profile section, the game pages' notice and
 * the reality check: GET /users/me/responsible-play and the changes (each answers the new state).
 */
const BASE = '/users/me/responsible-play';
export const responsiblePlayQueryKey = ['responsible-play', 'mine'] as const;

export const responsiblePlayQueryOptions = () =>
  queryOptions({
    queryKey: responsiblePlayQueryKey,
    queryFn: () => api<ResponsiblePlayState>(BASE),
    staleTime: 30_000,
  });

export const useResponsiblePlay = (enabled = true) => useQuery({ ...responsiblePlayQueryOptions(), enabled });

/** The net result of the viewer's stakes since `since` (the reality check). */
export const getResponsiblePlayNet = (since: string) =>
  api<ResponsiblePlayNet>(`${BASE}/net?since=${encodeURIComponent(since)}`);

type Change =
  | { kind: 'limits'; body: ResponsiblePlayLimitsInput }
  | { kind: 'cool-off'; body: { length: CoolOffLength } }
  | { kind: 'self-exclusion'; body: { length: ExclusionLength } }
  | { kind: 'reality-check'; body: { minutes: number | null } };

const send = (c: Change) =>
  api<ResponsiblePlayState>(`${BASE}/${c.kind}`, {
    method: c.kind === 'limits' || c.kind === 'reality-check' ? 'PUT' : 'POST',
    body: c.body,
  });

/** One change of the settings; the answer is the new state. */
export function useChangeResponsiblePlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(responsiblePlayQueryKey, state),
  });
}

/** Why staking is blocked now (a cool-off or self-exclusion), with until when; null when it is not. */
export function blockOf(
  state: ResponsiblePlayState | undefined,
): { code: 'RG_COOLING_OFF' | 'RG_SELF_EXCLUDED'; until: string } | null {
  if (!state) return null;
  if (state.excludedUntil) return { code: 'RG_SELF_EXCLUDED', until: state.excludedUntil };
  if (state.coolOffUntil) return { code: 'RG_COOLING_OFF', until: state.coolOffUntil };
  return null;
}

/** An admin's read of a user's responsible play (GET /admin/users/:id/responsible-play): nothing can be lifted. */
export const useAdminResponsiblePlay = (userId: string) =>
  useQuery({
    queryKey: ['responsible-play', 'admin', userId],
    queryFn: () => api<ResponsiblePlayState>(`/admin/users/${encodeURIComponent(userId)}/responsible-play`),
  });
