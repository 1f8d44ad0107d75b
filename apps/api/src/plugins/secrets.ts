import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox, type SecretBox } from '../lib/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals the secrets features keep in the database (lib/secret-box.ts). */
    secrets: SecretBox;
    /** Signs the session cookie; features derive their own salts from it. */
    sessionSecret: string;
  }
}

export type SecretsOptions = {
  sessionSecret: string;
  /** Key of the secret box; tests may omit it (derived from sessionSecret). */
  secretsKey?: string | undefined;
};

export const secretsPlugin = fp<SecretsOptions>(
  async (app: FastifyInstance, { sessionSecret, secretsKey }) => {
    app.decorate('secrets', createSecretBox(secretsKey ?? `${sessionSecret}:secrets-key`));
    app.decorate('sessionSecret', sessionSecret);
  },
  { name: 'secrets' },
);
