import type { AuditActor } from '../../src/features/audit/actor';

/** An admin actor for service calls made straight from a test (no request: no request id, no IP). */
export const testActor = (userId: string | null = null, name = 'Test admin'): AuditActor => ({
  userId,
  name,
  role: 'Admin',
  requestId: null,
  ip: null,
});
