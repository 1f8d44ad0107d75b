import { z } from 'zod';

/**
 * What the CSV imports answer, as stable codes with their figures (ADR 057: the web writes the
 * sentences in the admin's language, the API never sends English for them).
 *
 * A whole file refused is a VALIDATION_ERROR whose `csv` field holds one of these codes:
 * `MISSING_COLUMNS` (the header lacks a required column), `TOO_MANY_ROWS` (more rows than the import
 * takes; the limit is in limits.ts).
 */
export const CSV_FILE_PROBLEMS = ['MISSING_COLUMNS', 'TOO_MANY_ROWS'] as const;
export type CsvFileProblem = (typeof CSV_FILE_PROBLEMS)[number];

/**
 * Why a line of an imported CSV was skipped: `REQUIRED` (the column is empty), `TOO_LONG` (longer than
 * `max` characters), `NOT_AN_IMAGE_URL` (neither an https URL nor a path of the site), `INVALID`
 * (any other rule of the column), `TOO_FEW_FIELDS` / `TOO_MANY_FIELDS` (fewer or more values than the
 * header has columns), `BAD_QUOTES` (a quoted value not closed properly).
 */
export const CSV_LINE_PROBLEMS = [
  'REQUIRED',
  'TOO_LONG',
  'NOT_AN_IMAGE_URL',
  'INVALID',
  'TOO_FEW_FIELDS',
  'TOO_MANY_FIELDS',
  'BAD_QUOTES',
] as const;
export type CsvLineProblemCode = (typeof CSV_LINE_PROBLEMS)[number];

/** One problem of a skipped line: its code, the column it concerns (a header name) and the limit broken. */
export const csvLineProblemSchema = <const C extends readonly [string, ...string[]]>(columns: C) =>
  z.object({
    code: z.enum(CSV_LINE_PROBLEMS),
    column: z.enum(columns).optional(),
    max: z.number().int().optional(),
  });
