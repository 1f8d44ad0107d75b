import { z } from 'zod';

/** Who may appear as an actor of an audit row. */
export const auditActorRoleSchema = z.enum(['Admin', 'Moderator', 'cli', 'system']);
export type AuditActorRole = z.infer<typeof auditActorRoleSchema>;

/** A before/after summary: the changed fields only, small, never a secret. */
export const auditSummarySchema = z.object({
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;

export const auditEntrySchema = z.object({
  id: z.string().describe('Opaque row id (a decimal string)'),
  createdAt: z.string(),
  actorId: z.string().nullable().describe('The account that acted; null for the admin CLI or the system'),
  actorName: z.string(),
  actorRole: z.string(),
  action: z.string().describe('A stable dotted code, e.g. points.set, shop.item.update, live_hunt.finish'),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  summary: auditSummarySchema,
  requestId: z.string().nullable().describe("The request's x-request-id, or a chat command's message id"),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The filters of the audit page and of its CSV export (every one optional). */
const auditFilterFields = {
  actor: optionalText(100).describe('An actor account id (exact), or part of the actor name'),
  action: optionalText(100).describe('An action code (exact), or a prefix ending with a dot or *: "shop." or "shop*"'),
  targetType: optionalText(50),
  targetId: optionalText(200),
  from: z.iso.datetime({ offset: true }).optional().describe('Rows at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('Rows before this time'),
};
const fromBeforeTo = (f: { from?: string; to?: string }) => !f.from || !f.to || Date.parse(f.from) < Date.parse(f.to);
const fromBeforeToIssue = { message: 'from must be before to', path: ['to'] };

export const auditFilterSchema = z.object(auditFilterFields).refine(fromBeforeTo, fromBeforeToIssue);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const AUDIT_PAGE_MAX = 200;

export const auditQuerySchema = z
  .object({
    ...auditFilterFields,
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
    cursor: z.string().max(200).optional().describe('The nextCursor of the previous page (opaque)'),
  })
  .refine(fromBeforeTo, fromBeforeToIssue);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next (older) page; null on the last page'),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditActionsSchema = z.object({ actions: z.array(z.string()) });
