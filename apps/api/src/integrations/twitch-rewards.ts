import { createServiceHttp, PlatformError, type PlatformAppOptions } from './http';
import type { TokenProvider } from './twitch-broadcaster';

export class TwitchRewardsError extends PlatformError {}

/** A custom reward's fields as the site sets them. */
export type TwitchRewardFields = { title: string; cost: number; prompt: string; isPaused: boolean };

/** The EventSub type of a custom reward redemption (docs/integrations.md#channel-points). */
export const REDEMPTION_EVENT = { type: 'channel.channel_points_custom_reward_redemption.add', version: '1' } as const;

/**
 * The Helix custom reward calls (broadcaster token with `channel:manage:redemptions`): create, update,
 * delete a reward, and set a redemption FULFILLED or CANCELED (only rewards created by this client id).
 * A 401 asks the token provider for a refreshed token once; any other failure is `unavailable` with
 * Twitch's status and message.
 */
export function createTwitchRewardsClient(opts: PlatformAppOptions) {
  const { callWithToken, readJson } = createServiceHttp({
    service: 'Twitch',
    ...opts,
    unavailable: (message) => new TwitchRewardsError('unavailable', message),
  });

  async function helix(path: string, init: RequestInit, token: TokenProvider, what: string): Promise<Response> {
    const res = await callWithToken(`${opts.apiUrl}${path}`, init, token, what, { 'client-id': opts.clientId });
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new TwitchRewardsError(
        'unavailable',
        `Twitch ${what} answered ${res.status} ${detail.slice(0, 200)}`.trim(),
      );
    }
    return res;
  }

  const body = (f: Partial<TwitchRewardFields>) =>
    JSON.stringify({
      ...(f.title !== undefined ? { title: f.title } : {}),
      ...(f.cost !== undefined ? { cost: f.cost } : {}),
      ...(f.prompt !== undefined ? { prompt: f.prompt } : {}),
      ...(f.isPaused !== undefined ? { is_paused: f.isPaused } : {}),
    });

  return {
    /** Creates a reward; its redemptions stay in the queue (UNFULFILLED) until the site settles them. */
    async create(token: TokenProvider, broadcasterId: string, fields: TwitchRewardFields): Promise<{ id: string }> {
      const res = await helix(
        `/channel_points/custom_rewards?broadcaster_id=${encodeURIComponent(broadcasterId)}`,
        {
          method: 'POST',
          body: JSON.stringify({
            ...JSON.parse(body(fields)),
            is_enabled: true,
            is_user_input_required: false,
            should_redemptions_skip_request_queue: false,
          }),
        },
        token,
        'create custom reward',
      );
      const data = await readJson<{ data?: Array<{ id?: string }> }>(res, 'create custom reward');
      const id = data.data?.[0]?.id;
      if (!id) throw new TwitchRewardsError('unavailable', 'Twitch returned no reward id');
      return { id };
    },

    async update(token: TokenProvider, broadcasterId: string, rewardId: string, fields: Partial<TwitchRewardFields>) {
      const qs = new URLSearchParams({ broadcaster_id: broadcasterId, id: rewardId });
      await helix(
        `/channel_points/custom_rewards?${qs}`,
        { method: 'PATCH', body: body(fields) },
        token,
        'update custom reward',
      );
    },

    /** Deletes a reward; one Twitch no longer knows (404) counts as deleted. */
    async remove(token: TokenProvider, broadcasterId: string, rewardId: string) {
      const qs = new URLSearchParams({ broadcaster_id: broadcasterId, id: rewardId });
      try {
        await helix(`/channel_points/custom_rewards?${qs}`, { method: 'DELETE' }, token, 'delete custom reward');
      } catch (err) {
        if (!(err instanceof TwitchRewardsError && / 404\b/.test(err.message))) throw err;
      }
    },

    /** Settles a redemption: FULFILLED keeps the channel points, CANCELED gives them back. */
    async settle(
      token: TokenProvider,
      input: { broadcasterId: string; rewardId: string; redemptionId: string; status: 'FULFILLED' | 'CANCELED' },
    ) {
      const qs = new URLSearchParams({
        broadcaster_id: input.broadcasterId,
        reward_id: input.rewardId,
        id: input.redemptionId,
      });
      await helix(
        `/channel_points/custom_rewards/redemptions?${qs}`,
        { method: 'PATCH', body: JSON.stringify({ status: input.status }) },
        token,
        'update redemption status',
      );
    },
  };
}

export type TwitchRewardsClient = ReturnType<typeof createTwitchRewardsClient>;
