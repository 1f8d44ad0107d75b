import { z } from 'zod';
import { SLOT_SEARCH_MIN_CHARS } from './limits';
import { csvLineProblemSchema } from './csv';
import { imageUrlSchema } from './urls';

/** A slot of the catalogue. `thumbnail` null: the browser draws the provider tile. */
export const slotSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    provider: z.string(),
    thumbnail: z.string().nullable(),
    rtp: z.string().nullable(),
    volatility: z.string().nullable(),
    maxWin: z.string().nullable(),
  })
  .meta({ id: 'Slot' });
export type Slot = z.infer<typeof slotSchema>;

/** GET /api/v1/slots?q= — without q the full list; with q at least 3 characters, at most 20 results. */
export const slotSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SLOT_SEARCH_MIN_CHARS, `must be at least ${SLOT_SEARCH_MIN_CHARS} characters`)
    .max(80)
    .optional(),
});

/** POST /api/v1/slots (admin) */
export const catalogueSlotInputSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(120),
  provider: z.string().trim().min(1, 'is required').max(80),
  thumbnail: imageUrlSchema.nullable().optional(),
  rtp: z.string().trim().max(100).nullable().optional(),
  volatility: z.string().trim().max(100).nullable().optional(),
  maxWin: z.string().trim().max(100).nullable().optional(),
});
export type CatalogueSlotInput = z.infer<typeof catalogueSlotInputSchema>;
export const catalogueSlotPatchSchema = catalogueSlotInputSchema.partial();

/** The columns of a slot catalogue CSV, as its header names them (any case). */
export const SLOT_CSV_COLUMNS = ['name', 'provider', 'rtp', 'volatility', 'max_win', 'thumbnail'] as const;
export type SlotCsvColumn = (typeof SLOT_CSV_COLUMNS)[number];

export const slotCsvProblemSchema = csvLineProblemSchema(SLOT_CSV_COLUMNS).meta({ id: 'SlotCsvProblem' });
export type SlotCsvProblem = z.infer<typeof slotCsvProblemSchema>;

/**
 * POST /api/v1/slots/import (admin) — a CSV with the header name,provider[,rtp,volatility,max_win,thumbnail].
 * Each skipped line once (1-based, the header is line 1), with every problem found on it, by code
 * (csv.ts). A file refused whole is a VALIDATION_ERROR whose `csv` field is a CSV_FILE_PROBLEMS code.
 */
export const slotImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), problems: z.array(slotCsvProblemSchema).min(1) })),
});
export type SlotImportResult = z.infer<typeof slotImportResultSchema>;
