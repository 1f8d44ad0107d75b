import { newsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NewsService } from './service';

export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService }> = async (app, { news }) => {
  app.get(
    '/api/v1/news',
    {
      schema: {
        tags: ['news'],
        summary: 'Crypto news (30 items): the last good copy, refreshed at most every 10 minutes',
        response: { 200: newsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return news.get();
    },
  );
};
