import { createServiceHttp, PlatformError, type PlatformAppOptions } from './http';
import type { KickTokenProvider } from './kick';

export class KickRewardsError extends PlatformError {}

export type KickRewardFields = { title: string; cost: number; description: string; isPaused: boolean };

/**
 * Kick's Channel Rewards API (user token with `channel:rewards:read channel:rewards:write`, on the
 * token's own channel): `POST /channels/rewards`, `PATCH|DELETE /channels/rewards/{id}`, and a
 * redemption accepted (points kept) or rejected (points given back) through
 * `POST /channels/rewards/redemptions/accept|reject` `{ids}`. A 401 refreshes the token once.
 */
export function createKickRewardsClient(opts: PlatformAppOptions) {
  const { callWithToken, readJson } = createServiceHttp({
    ...opts,
    service: 'Kick',
    unavailable: (message) => new KickRewardsError('unavailable', message),
  });

  async function api(path: string, init: RequestInit, tokenOf: KickTokenProvider, what: string): Promise<Response> {
    const res = await callWithToken(`${opts.apiUrl}${path}`, init, tokenOf, what, { accept: 'application/json' });
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new KickRewardsError('unavailable', `Kick ${what} answered ${res.status} ${detail.slice(0, 200)}`.trim());
    }
    return res;
  }

  const body = (f: Partial<KickRewardFields>) =>
    JSON.stringify({
      ...(f.title !== undefined ? { title: f.title } : {}),
      ...(f.cost !== undefined ? { cost: f.cost } : {}),
      ...(f.description !== undefined ? { description: f.description } : {}),
      ...(f.isPaused !== undefined ? { is_paused: f.isPaused } : {}),
    });

  return {
    async create(tokenOf: KickTokenProvider, fields: KickRewardFields): Promise<{ id: string }> {
      const res = await api(
        '/channels/rewards',
        {
          method: 'POST',
          body: JSON.stringify({
            ...JSON.parse(body(fields)),
            is_enabled: true,
            is_user_input_required: false,
            should_redemptions_skip_request_queue: false,
          }),
        },
        tokenOf,
        'POST /channels/rewards',
      );
      const data = await readJson<{ data?: { id?: string | number } }>(res, 'channel reward');
      const id = data.data?.id;
      if (id === undefined || id === null || id === '')
        throw new KickRewardsError('unavailable', 'Kick returned no reward id');
      return { id: String(id) };
    },

    async update(tokenOf: KickTokenProvider, rewardId: string, fields: Partial<KickRewardFields>) {
      await api(
        `/channels/rewards/${encodeURIComponent(rewardId)}`,
        { method: 'PATCH', body: body(fields) },
        tokenOf,
        'PATCH /channels/rewards',
      );
    },

    /** Deletes a reward; one Kick no longer knows (404) counts as deleted. */
    async remove(tokenOf: KickTokenProvider, rewardId: string) {
      try {
        await api(
          `/channels/rewards/${encodeURIComponent(rewardId)}`,
          { method: 'DELETE' },
          tokenOf,
          'DELETE /channels/rewards',
        );
      } catch (err) {
        if (!(err instanceof KickRewardsError && / 404\b/.test(err.message))) throw err;
      }
    },

    /** Accepts (points kept) or rejects (points given back) one redemption. */
    async settle(tokenOf: KickTokenProvider, input: { redemptionId: string; accept: boolean }) {
      await api(
        `/channels/rewards/redemptions/${input.accept ? 'accept' : 'reject'}`,
        { method: 'POST', body: JSON.stringify({ ids: [input.redemptionId] }) },
        tokenOf,
        `POST /channels/rewards/redemptions/${input.accept ? 'accept' : 'reject'}`,
      );
    },
  };
}

export type KickRewardsClient = ReturnType<typeof createKickRewardsClient>;
