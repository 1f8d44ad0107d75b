import { Readable } from 'node:stream';
import {
  auditActionsSchema,
  auditFilterSchema,
  auditPageSchema,
  auditQuerySchema,
  type AuditEntry,
} from '@app/contracts';
import { csvRows } from '../../lib/csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditReader } from './service';

export const CSV_FIELDS = [
  'time',
  'actor_id',
  'actor_name',
  'actor_role',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'before',
  'after',
  'request_id',
  'ip',
] as const;

const csvRow = (e: AuditEntry) => [
  e.createdAt,
  e.actorId ?? '',
  e.actorName,
  e.actorRole,
  e.action,
  e.targetType,
  e.targetId ?? '',
  e.targetLabel ?? '',
  e.summary.before ? JSON.stringify(e.summary.before) : '',
  e.summary.after ? JSON.stringify(e.summary.after) : '',
  e.requestId ?? '',
  e.ip ?? '',
];

/** papaparse's quoting, with formula-looking cells defused for spreadsheets (lib/csv.ts). */
const unparse = csvRows;

async function* csvLines(batches: AsyncGenerator<AuditEntry[]>): AsyncGenerator<string> {
  yield unparse([[...CSV_FIELDS]]) + '\r\n';
  for await (const batch of batches) yield unparse(batch.map(csvRow)) + '\r\n';
}

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditReader }> = async (app, { audit }) => {
  const tags = ['audit', 'admin'];
  app.get(
    '/api/v1/admin/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: the audit log, newest first, filtered, one page per cursor',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return audit.page(request.query);
    },
  );

  app.get(
    '/api/v1/admin/audit/actions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: the action codes present in the audit log (for the filter)',
        response: { 200: auditActionsSchema },
      },
    },
    async () => ({ actions: await audit.actions() }),
  );

  app.get(
    '/api/v1/admin/audit/export.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Admin: every audit row matching the filters as CSV, streamed, newest first',
        querystring: auditFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV' }) },
      },
    },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="audit-${stamp}.csv"`)
          // A stream is written as it comes, never through the response serialiser.
          .send(Readable.from(csvLines(audit.all(request.query))) as unknown as string)
      );
    },
  );
};
