import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration (config.ts), for every plugin registered after this one. */
    config: Config;
  }
}

export const configPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
