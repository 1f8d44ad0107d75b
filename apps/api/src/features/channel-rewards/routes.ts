import {
  channelRewardCreateSchema,
  channelRewardSchema,
  channelRewardsAdminSchema,
  channelRewardUpdateSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../audit/actor';
import type { ChannelRewardsService } from './service';

const idParams = z.object({ id: z.uuid() });

/** The admin's channel rewards: list with state, create, edit / pause, delete (each audited). */
export const channelRewardsRoutes: FastifyPluginAsyncZod<{ channelRewards: ChannelRewardsService }> = async (
  app,
  { channelRewards },
) => {
  app.get(
    '/api/v1/admin/channel-rewards',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          "Admin: the site's channel-point rewards on Twitch and Kick with their state, and which platforms can manage rewards",
        response: { 200: channelRewardsAdminSchema },
      },
    },
    async () => channelRewards.list(),
  );

  app.post(
    '/api/v1/admin/channel-rewards',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Admin: create a channel-point reward on its platform (409 CHANNEL_REWARD_NOT_CONNECTED, 502 CHANNEL_REWARD_PLATFORM_FAILED); audited',
        body: channelRewardCreateSchema,
        response: { 201: channelRewardSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await channelRewards.create(request.body, actorOf(request))),
  );

  app.patch(
    '/api/v1/admin/channel-rewards/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Admin: edit, pause (enabled false) or resume a channel-point reward, on its platform first (404, 409 CHANNEL_REWARD_NOT_CONNECTED, 502 CHANNEL_REWARD_PLATFORM_FAILED); audited',
        params: idParams,
        body: channelRewardUpdateSchema,
        response: { 200: channelRewardSchema },
      },
    },
    async (request) => channelRewards.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/v1/admin/channel-rewards/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Admin: delete a channel-point reward on its platform and here (404, 409 CHANNEL_REWARD_NOT_CONNECTED, 502 CHANNEL_REWARD_PLATFORM_FAILED); audited',
        params: idParams,
      },
    },
    async (request, reply) => {
      await channelRewards.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
