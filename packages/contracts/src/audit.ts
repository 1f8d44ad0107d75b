import { z } from 'zod';

/** Who may appear as an actor of an audit row. */
export const auditActorRoleSchema = z.enum(['Admin', 'Moderator', 'User', 'cli', 'system']);
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

/** How a number of an audit summary is shown: `money` is integer cents of a dollar, `points` are points. */
export type AuditFieldKind = 'money' | 'points';

/**
 * The amount fields of each action's summary, in one place beside the audit contract: the services
 * write these field names, the audit page formats their numbers by this map (money as dollars,
 * points as points) and never guesses from a name. A field not listed is shown as it is.
 */
export const AUDIT_AMOUNT_FIELDS: Readonly<Record<string, Readonly<Record<string, AuditFieldKind>>>> = {
  'points.set': { balance: 'points' },
  'responsible_play.limits': { dailyLimit: 'points', weeklyLimit: 'points' },
  'season.reset': { pointsRemoved: 'points' },
  'user.merge': { fromPoints: 'points', intoPoints: 'points', pointsMoved: 'points' },
  'shop.item.create': { cost: 'points' },
  'shop.item.update': { cost: 'points' },
  'giveaway.create': { pointsPrize: 'points', entryCost: 'points' },
  'giveaway.update': { pointsPrize: 'points', entryCost: 'points' },
  'giveaway.finalize': { pointsPrize: 'points' },
  'earning.settings': { amount: 'points', dailyCap: 'points' },
  'slot_request.settings': { cost: 'points' },
  'slot_request.reject': { refunded: 'points' },
  'slot_request.add_to_hunt': { bet: 'money' },
  'live_hunt.create': { start: 'money' },
  'live_hunt.bonus.add': { bet: 'money', earning: 'money' },
  'live_hunt.bonus.update': { bet: 'money', earning: 'money' },
  'live_hunt.bonus.remove': { bet: 'money', earning: 'money' },
  'live_hunt.gtb.prizes': { prizes: 'points' },
  'live_hunt.finish': { finalBalance: 'money', pot: 'points', paidOut: 'points' },
  'live_hunt.cancel': { pointsRefunded: 'points' },
};

export const auditFieldKind = (action: string, field: string): AuditFieldKind | undefined =>
  Object.hasOwn(AUDIT_AMOUNT_FIELDS, action) ? AUDIT_AMOUNT_FIELDS[action]![field] : undefined;

/** One line of an audit row's change: a field, its value before (absent on a creation) and after (absent on a removal). */
export type AuditChange = {
  field: string;
  kind: AuditFieldKind | undefined;
  before?: unknown;
  after?: unknown;
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes an audit summary holds, as the page lists them: every field of an edit whose value
 * differs (rows written before unchanged fields were left out may hold some: they are skipped), every
 * field of a creation or a removal, each with the kind of its number.
 */
export function auditChanges(action: string, summary: AuditSummary): AuditChange[] {
  const { before, after } = summary;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const out: AuditChange[] = [];
  for (const field of fields) {
    const inBefore = before !== null && Object.hasOwn(before, field);
    const inAfter = after !== null && Object.hasOwn(after, field);
    if (inBefore && inAfter && sameValue(before[field], after[field])) continue;
    out.push({
      field,
      kind: auditFieldKind(action, field),
      ...(inBefore ? { before: before[field] } : {}),
      ...(inAfter ? { after: after[field] } : {}),
    });
  }
  return out;
}
