import { publicConfigSchema, type PublicConfig } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const siteRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (app, { publicConfig }) => {
  app.get(
    '/api/v1/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public site settings (channel, social links)',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return publicConfig;
    },
  );
};
