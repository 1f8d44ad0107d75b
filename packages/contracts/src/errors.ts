import { z } from 'zod';

/** Every stable error code the API can answer with. A code names one cause, never a status. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_ORIGIN',
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_POINTS',
  'OUT_OF_STOCK',
  'ALREADY_REDEEMED',
  'ALREADY_DECIDED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'LOGIN_STATE_MISMATCH',
  'LOGIN_CODE_INVALID',
  'LOGIN_PROVIDER_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
