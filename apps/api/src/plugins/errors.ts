import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@app/contracts';
import { AppError } from '../lib/app-error';
import { findNulByte, urlHasNulByte } from '../lib/nul-bytes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A stable code for a failed field (e.g. bet -> INVALID_BET) instead of the generic VALIDATION_ERROR. */
    fieldCodes?: Record<string, ErrorCode>;
  }
}

/**
 * Fastify's own router errors (a path that is not valid percent-encoding, e.g. `/%ff`) in our shape.
 * Passed as the `frameworkErrors` option of the Fastify factory.
 */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, 'VALIDATION_ERROR', 'Invalid request — the address is not valid (bad percent-encoding).');
}

function send(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

const NUL_MESSAGE = 'must not contain NUL characters';

/** One error shape for the whole API; a 5xx never carries a stack, SQL or driver text. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Input no handler may see: NUL bytes anywhere in the URL (path or query) or in a JSON body.
  // PostgreSQL text cannot store them and the static file server cannot open them.
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      urlHasNulByte(request.url)
        ? new AppError('VALIDATION_ERROR', `Invalid request — the address ${NUL_MESSAGE}.`, { url: NUL_MESSAGE })
        : undefined,
    );
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const at = findNulByte(request.body);
    done(
      at === null
        ? undefined
        : new AppError('VALIDATION_ERROR', `Invalid request — ${at}: ${NUL_MESSAGE}.`, { [at]: NUL_MESSAGE }),
    );
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return send(reply, err.statusCode, err.code, err.message, err.fields);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const summary = Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      const fieldCodes = request.routeOptions.config.fieldCodes ?? {};
      const specific = Object.keys(fields)
        .map((f) => fieldCodes[f])
        .find(Boolean);
      return send(reply, 400, specific ?? 'VALIDATION_ERROR', `Invalid request — ${summary}`, fields);
    }
    if (err.statusCode === 429) {
      return send(reply, 429, 'RATE_LIMITED', 'Too many requests, slow down and try again shortly.');
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return send(reply, err.statusCode ?? 400, 'VALIDATION_ERROR', err.message);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors (malformed JSON, bad content type …) keep their status.
      return send(reply, err.statusCode, 'VALIDATION_ERROR', err.message);
    }
    request.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
});
